/**
 * /courier-orders, "My courier orders": the customer's courier orders, newest first, each a card (the
 * same on a phone and a desktop) with its number, date, flights and parcels, address, receiver, fee and
 * status. An order no courier is assigned to yet can be cancelled after a confirmation; the server
 * decides (a courier assigned meanwhile is refused with its reason) and the list is read again.
 */
import { useRef, useState } from 'react';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { errorText } from '../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePanels } from '../../lib/panels.tsx';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { useCancelCourierOrder, useMyCourierOrders, type CustomerCourierOrder } from './api/courier.ts';
import { cityName, orderRef } from './lib/account.ts';
import { Fact } from './components/order-review.tsx';

/** Status colours (filled, dark shades: white text keeps its contrast). */
const COLOR: Record<string, string> = {
  new: 'blue.8',
  assigned: 'violet.8',
  delivered: 'teal.9',
  cancelled: 'gray.7',
};

export default function CourierOrdersPage() {
  const { t } = useTranslation('courier');
  const { openPanel } = usePanels();
  const orders = useMyCourierOrders();
  const [cancelling, setCancelling] = useState<CustomerCourierOrder | null>(null);

  return (
    <Stack maw={960} gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('orders.title')}</Title>
        <Button variant="light" onClick={() => openPanel('courier')}>
          {t('orders.call')}
        </Button>
      </Group>
      {orders.isPending ? (
        <LoadingLines lines={4} height={72} />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyNote>{t('orders.empty')}</EmptyNote>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {orders.data.map((order) => (
            <OrderCard key={order._id} order={order} onCancel={() => setCancelling(order)} />
          ))}
        </Stack>
      )}
      {cancelling && <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}

function OrderCard({ order: o, onCancel }: { order: CustomerCourierOrder; onCancel: () => void }) {
  const { t, i18n } = useTranslation('courier');
  const ref = orderRef(o.number);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={t('orders.number', { ref })}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            {t('orders.number', { ref })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('orders.created')}: <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
          </Text>
        </div>
        <Badge color={COLOR[o.status] ?? 'gray.7'} variant="filled" size="lg" style={{ flexShrink: 0 }}>
          {t(`orders.status.${o.status}`, { defaultValue: o.status })}
        </Badge>
      </Group>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="sm"
        verticalSpacing="xs"
        mt="sm"
        mb={0}
      >
        <Fact label={t('orders.flights')} sub={t('orders.parcels', { count: o.parcels, weight: o.weight })}>
          {o.ids.join(', ')}
        </Fact>
        <Fact label={t('orders.address')} sub={cityName(o.city, i18n.language)}>
          {o.address}
        </Fact>
        <Fact label={t('orders.receiver')} sub={o.phone}>
          {o.name}
        </Fact>
        <Fact label={t('orders.price')}>
          {o.price === null ? t('orders.individual') : t('price.amount', { price: o.price.toFixed(2) })}
        </Fact>
      </SimpleGrid>
      {o.status === 'new' && (
        <Group justify="flex-end" mt="sm">
          <Button variant="outline" color="red.9" onClick={onCancel}>
            {t('orders.cancel')}
          </Button>
        </Group>
      )}
      {o.status === 'assigned' && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('orders.cancelHint')}
        </Text>
      )}
    </Paper>
  );
}

/** "Cancel order № N?": the server's answer decides; a refusal says why, and the list is read again. */
function CancelDialog({ order, onClose }: { order: CustomerCourierOrder; onClose: () => void }) {
  const { t } = useTranslation('courier');
  const cancel = useCancelCourierOrder();
  const sent = useRef(false);
  const ref = orderRef(order.number);
  const confirm = () => {
    // One request however often it is tapped, even before the busy button is drawn.
    if (sent.current) return;
    sent.current = true;
    cancel.mutate(order._id, {
      onSuccess: () => notifySuccess(t('orders.cancelled', { ref })),
      onError: (error) => {
        const text = errorText(error);
        if (text) notifyError(text);
      },
      onSettled: onClose,
    });
  };
  return (
    <Modal
      opened
      onClose={cancel.isPending ? () => undefined : onClose}
      title={t('orders.cancelTitle', { ref })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <Text size="sm">{t('orders.cancelText')}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose} disabled={cancel.isPending} data-autofocus>
          {t('orders.keep')}
        </Button>
        <Button color="red.8" onClick={confirm} loading={cancel.isPending}>
          {t('orders.confirmCancel')}
        </Button>
      </Group>
    </Modal>
  );
}
