/** Courier orders: new ones get a courier, assigned ones are delivered (parcels obtained) or cancelled. */
import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courierAssignSchema } from '@amanati/shared/admin';
import {
  COURIER_ORDER_STATUSES,
  type AdminCourierOrder,
  type CourierOrderStatus,
} from '@amanati/shared/answers/admin/people';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone, toastError } from '../../lib/toast.ts';
import { validateWith } from '../../lib/validate.ts';
import { useCourierAction, useCourierOrders } from './api.ts';

/** By status (text on the wire: one not listed here gets the default colour). */
const COLOR: Record<string, string> = {
  new: 'blue',
  assigned: 'violet',
  delivered: 'green',
  cancelled: 'gray',
};

export function CourierOrdersPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<CourierOrderStatus | ''>('new');
  const query = useCourierOrders(status);
  return (
    <Page title={t('courier.title')}>
      <SegmentedControl
        aria-label={t('common.status')}
        value={status}
        onChange={setStatus}
        data={[
          ...COURIER_ORDER_STATUSES.map((s) => ({ value: s, label: t(`courier.status.${s}`) })),
          { value: '', label: t('common.all') },
        ]}
      />
      <QueryView query={query} isEmpty={(o) => o.length === 0} empty={t('courier.empty')}>
        {(orders) => (
          <ScrollTable label={t('courier.title')} minWidth={1000}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.date')}</Table.Th>
                  <Table.Th>{t('common.axid')}</Table.Th>
                  <Table.Th>{t('courier.receiver')}</Table.Th>
                  <Table.Th>{t('courier.address')}</Table.Th>
                  <Table.Th>{t('common.weight')}</Table.Th>
                  <Table.Th>{t('courier.price')}</Table.Th>
                  <Table.Th>{t('common.status')}</Table.Th>
                  <Table.Th>{t('courier.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((o) => (
                  <OrderRow key={o._id} order={o} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryView>
    </Page>
  );
}

function OrderRow({ order: o }: { order: AdminCourierOrder }) {
  const { t } = useTranslation('admin');
  const act = useCourierAction();
  const [courier, setCourier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = (action: 'assign' | 'deliver' | 'cancel', courierName?: string) =>
    act.mutate(
      { id: o._id, action, ...(courierName ? { courierName } : {}) },
      { onSuccess: () => toastDone(t(`courier.done.${action}`)), onError: toastError },
    );
  const assign = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = validateWith(courierAssignSchema, { courierName: courier });
    if (checked.errors) return setError(checked.errors.courierName ?? null);
    setError(null);
    run('assign', checked.data.courierName);
  };
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
      <Table.Td>{o.AXID ?? '—'}</Table.Td>
      <Table.Td>
        {o.name}
        <Text size="xs" c="dimmed">
          {o.phone}
        </Text>
      </Table.Td>
      <Table.Td>
        {o.address}
        <Text size="xs" c="dimmed">
          {t(`courier.region.${o.region}`, { defaultValue: o.region })}
        </Text>
      </Table.Td>
      <Table.Td>{o.weight}</Table.Td>
      <Table.Td>{o.price === null ? t('courier.individual') : `${o.price.toFixed(2)} ₾`}</Table.Td>
      <Table.Td>
        <Badge color={COLOR[o.status]} variant="dot">
          {t(`courier.status.${o.status}`)}
        </Badge>
        {o.courierName && <Text size="xs">{o.courierName}</Text>}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {o.status === 'new' && (
            <form onSubmit={assign} noValidate>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  size="xs"
                  aria-label={t('courier.courierName')}
                  placeholder={t('courier.courierName')}
                  value={courier}
                  onChange={(e) => setCourier(e.currentTarget.value)}
                  error={error}
                />
                <Button size="xs" type="submit" loading={act.isPending}>
                  {t('courier.assign')}
                </Button>
              </Group>
            </form>
          )}
          {o.status === 'assigned' && (
            <Button size="xs" onClick={() => run('deliver')} loading={act.isPending}>
              {t('courier.deliver')}
            </Button>
          )}
          {(o.status === 'new' || o.status === 'assigned') && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => run('cancel')}
              loading={act.isPending}
            >
              {t('courier.cancel')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
