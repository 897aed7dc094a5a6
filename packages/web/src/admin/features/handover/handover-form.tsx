/**
 * The customer's arrived parcels at this branch, the paid ones ticked: handing them over. An unpaid one
 * ticked stops an operator; an admin may override with a reason (the server audits it). A parcel in an
 * open courier order is flagged and never ticked for you; ticked, it asks to cancel the order first (the
 * courier orders' own cancel), as the server refuses to hand it over while the order is open. Weight and
 * charge stay in view on a branch tablet: the flight and category fold into the first cell.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HandoverParcel } from '@amanati/shared/answers/admin/parcels';
import type { BranchCode } from '@amanati/shared/constants';
import { PaidBadge } from '../../components/badges.tsx';
import { PickTable } from '../../components/pick-table.tsx';
import { Warning } from '../../components/warning.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { categoryName } from '../../lib/labels.ts';
import { toastDone } from '../../lib/toast.ts';
import { usePicked } from '../../lib/use-picked.ts';
import type { StaffRole } from '../../auth/staff-gate.tsx';
import { useCancelCourierOrder, useHandOver } from './api.ts';

export function HandoverForm({
  parcels,
  branch,
  role,
}: {
  parcels: HandoverParcel[];
  branch: BranchCode;
  role: StaffRole;
}) {
  const { t, i18n } = useTranslation('admin');
  const handOver = useHandOver();
  const isPaid = (p: HandoverParcel) => p.state === 'paid';
  const { picked, toggle } = usePicked(() =>
    parcels.filter((p) => isPaid(p) && !p.courierOrder).map((p) => p._id),
  );
  const ordered = parcels.filter((p) => picked.has(p._id) && p.courierOrder);
  // The pick table lists any parcel; the courier order is looked up by id.
  const orderOf = new Map(parcels.map((p) => [p._id, p.courierOrder]));
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const unpaid = parcels.filter((p) => picked.has(p._id) && !isPaid(p));
  const blocked =
    ordered.length > 0 || (unpaid.length > 0 && (role !== 'admin' || !override || reason.trim().length < 3));

  const submit = () => {
    setFailure(null);
    handOver.mutate(
      {
        parcelIds: [...picked],
        branch,
        ...(unpaid.length ? { override: true, reason: reason.trim() } : {}),
      },
      {
        onSuccess: (r) => toastDone(t('handover.done', { count: r.handedOver })),
        onError: (error) => setFailure(adminErrorText(error)),
      },
    );
  };

  return (
    <Stack>
      <PickTable
        label={t('handover.parcels')}
        minWidth={600}
        parcels={parcels}
        picked={picked}
        onToggle={toggle}
        columns={[
          {
            head: t('intake.tracking'),
            nowrap: true,
            cell: (p) => (
              <>
                <span data-nowrap>{p.productOrderId}</span>
                {orderOf.get(p._id) && (
                  <Badge color="orange" variant="dot" ml="xs" data-testid="courier-ordered">
                    {t('handover.courierOrdered', { number: orderOf.get(p._id)!.number })}
                  </Badge>
                )}
              </>
            ),
            td: () => ({ ff: 'monospace' }),
          },
          { head: t('handover.flight'), cell: (p) => p.flightId ?? '—', nowrap: true, secondary: true },
          {
            head: t('common.category'),
            cell: (p) => categoryName(p.productName, i18n.language),
            secondary: true,
          },
          { head: t('common.weight'), cell: (p) => p.weight ?? '—', nowrap: true },
          {
            head: t('common.charge'),
            nowrap: true,
            cell: (p) => (
              <>
                {p.price !== null ? `${p.price.toFixed(2)} ₾ ` : ''}
                <PaidBadge paid={isPaid(p)} />
              </>
            ),
          },
        ]}
      />
      {unpaid.length > 0 &&
        (role === 'admin' ? (
          <Warning title={t('handover.unpaidTitle', { count: unpaid.length })}>
            <Stack gap="xs">
              <Checkbox
                label={t('handover.override')}
                checked={override}
                onChange={(e) => setOverride(e.currentTarget.checked)}
              />
              {override && (
                <Textarea
                  label={t('handover.reason')}
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  required
                  maxLength={300}
                />
              )}
            </Stack>
          </Warning>
        ) : (
          <Alert color="red" role="alert">
            {t('handover.unpaidOperator', { count: unpaid.length })}
          </Alert>
        ))}
      {ordered.map((p) => (
        <CourierOrderWarning key={p._id} parcel={p} />
      ))}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} disabled={picked.size === 0 || blocked} loading={handOver.isPending}>
          {t('handover.submit', { count: picked.size })}
        </Button>
      </Group>
    </Stack>
  );
}

/** A ticked parcel in an open courier order: it is handed over here only once the order is cancelled. */
function CourierOrderWarning({ parcel }: { parcel: HandoverParcel }) {
  const { t } = useTranslation('admin');
  const cancel = useCancelCourierOrder();
  const order = parcel.courierOrder!;
  return (
    <Warning title={t('handover.courierTitle', { tracking: parcel.productOrderId, number: order.number })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`handover.courierText.${order.status}`)}</Text>
        {cancel.isError && (
          <Text size="sm" c="red.9" role="alert">
            {adminErrorText(cancel.error)}
          </Text>
        )}
        <Button
          color="red"
          variant="light"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(order.id, {
              onSuccess: () => toastDone(t('handover.courierCancelled', { number: order.number })),
            })
          }
        >
          {t('handover.cancelCourier', { number: order.number })}
        </Button>
      </Stack>
    </Warning>
  );
}
