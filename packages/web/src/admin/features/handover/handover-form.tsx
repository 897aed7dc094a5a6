/**
 * The customer's arrived parcels at this branch, the paid ones ticked: handing them over. An unpaid one
 * ticked stops an operator; an admin may override with a reason (the server audits it).
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminParcel } from '@amanati/shared/answers/admin/parcels';
import type { BranchCode } from '@amanati/shared/constants';
import { PaidBadge } from '../../components/badges.tsx';
import { PickTable } from '../../components/pick-table.tsx';
import { Warning } from '../../components/warning.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { categoryName } from '../../lib/labels.ts';
import { toastDone } from '../../lib/toast.ts';
import { usePicked } from '../../lib/use-picked.ts';
import type { StaffRole } from '../../auth/staff-gate.tsx';
import { useHandOver } from './api.ts';

export function HandoverForm({
  parcels,
  branch,
  role,
}: {
  parcels: AdminParcel[];
  branch: BranchCode;
  role: StaffRole;
}) {
  const { t, i18n } = useTranslation('admin');
  const handOver = useHandOver();
  const isPaid = (p: AdminParcel) => p.state === 'paid';
  const { picked, toggle } = usePicked(() => parcels.filter(isPaid).map((p) => p._id));
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const unpaid = parcels.filter((p) => picked.has(p._id) && !isPaid(p));
  const blocked = unpaid.length > 0 && (role !== 'admin' || !override || reason.trim().length < 3);

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
          { head: t('intake.tracking'), cell: (p) => p.productOrderId, td: () => ({ ff: 'monospace' }) },
          { head: t('handover.flight'), cell: (p) => p.flightId ?? '—' },
          { head: t('common.category'), cell: (p) => categoryName(p.productName, i18n.language) },
          { head: t('common.weight'), cell: (p) => p.weight ?? '—' },
          {
            head: t('common.charge'),
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
