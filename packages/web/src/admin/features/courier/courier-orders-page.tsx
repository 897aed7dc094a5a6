/**
 * Courier orders: new ones get a courier, assigned ones are delivered (parcels obtained) or cancelled.
 * Every button and the status keep their whole word at any width (issue 17): the actions stack in
 * their cell, and a table wider than its box (1280 px in Georgian, a tablet) folds the receiver,
 * address, weight and fee under the order's number.
 */
import { useState } from 'react';
import { Badge, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courierAssignSchema } from '@amanati/shared/admin';
import {
  COURIER_ORDER_STATUSES,
  type AdminCourierOrder,
  type CourierOrderStatus,
} from '@amanati/shared/answers/admin/people';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { ColumnTable, type Column } from '../../components/paged-table.tsx';
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
  const columns: Column<AdminCourierOrder>[] = [
    {
      head: t('courier.number'),
      cell: (o) => (
        <>
          <Text fw={700} size="sm" data-nowrap>
            № {o.number}
          </Text>
          <Text size="xs" c="dimmed" data-nowrap>
            {formatDateTime(o.createdAt)}
          </Text>
        </>
      ),
    },
    { head: t('common.axid'), cell: (o) => o.AXID ?? '—', nowrap: true },
    {
      head: t('courier.receiver'),
      secondary: true,
      cell: (o) => (
        <>
          {o.name}
          <Text size="xs" c="dimmed" span display="block">
            {o.phone}
          </Text>
        </>
      ),
    },
    {
      head: t('courier.address'),
      secondary: true,
      cell: (o) => (
        <>
          {o.address}
          <Text size="xs" c="dimmed" span display="block">
            {t(`courier.region.${o.region}`, { defaultValue: o.region })}
          </Text>
        </>
      ),
    },
    { head: t('common.weight'), cell: (o) => o.weight.toFixed(3), nowrap: true, secondary: true },
    {
      head: t('courier.price'),
      cell: (o) => (o.price === null ? t('courier.individual') : `${o.price.toFixed(2)} ₾`),
      nowrap: true,
      secondary: true,
    },
    {
      head: t('common.status'),
      cell: (o) => (
        <>
          <Badge color={COLOR[o.status]} variant="dot">
            {t(`courier.status.${o.status}`)}
          </Badge>
          {o.courierName && <Text size="xs">{o.courierName}</Text>}
        </>
      ),
    },
    { head: t('courier.actions'), cell: (o) => <OrderActions order={o} /> },
  ];
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
          <ColumnTable rows={orders} columns={columns} label={t('courier.title')} minWidth={900} />
        )}
      </QueryView>
    </Page>
  );
}

/** A row's buttons, one under the other with their whole words: assign (with the courier's name), deliver, cancel. */
function OrderActions({ order: o }: { order: AdminCourierOrder }) {
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
  if (o.status !== 'new' && o.status !== 'assigned') return null;
  return (
    <Stack gap={6} miw={180} maw={240}>
      {o.status === 'new' && (
        <form onSubmit={assign} noValidate>
          <Stack gap={6}>
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
          </Stack>
        </form>
      )}
      {o.status === 'assigned' && (
        <Button size="xs" onClick={() => run('deliver')} loading={act.isPending}>
          {t('courier.deliver')}
        </Button>
      )}
      <Button size="xs" variant="light" color="red" onClick={() => run('cancel')} loading={act.isPending}>
        {t('courier.cancel')}
      </Button>
    </Stack>
  );
}
