/** Parcels with their charge and status; the owner on a flight's list, the flight on a customer's. */
import { useTranslation } from 'react-i18next';
import type { AdminParcel } from '@amanati/shared/answers/admin/parcels';
import { categoryName } from '../lib/labels.ts';
import { PaidBadge, StatusBadge } from './badges.tsx';
import { ColumnTable } from './paged-table.tsx';

export function ParcelsTable({
  parcels,
  of = 'flight',
}: {
  parcels: AdminParcel[];
  of?: 'flight' | 'customer';
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ColumnTable
      label={of === 'flight' ? t('flights.onFlight') : t('customers.parcels')}
      minWidth={700}
      rows={parcels}
      columns={[
        {
          head: t('intake.tracking'),
          cell: (p) => p.productOrderId,
          td: () => ({ ff: 'monospace' }),
          nowrap: true,
        },
        {
          head: of === 'flight' ? t('common.axid') : t('handover.flight'),
          cell: (p) => (of === 'flight' ? p.AXID : p.flightId) ?? '—',
          nowrap: true,
        },
        {
          head: t('common.category'),
          cell: (p) => categoryName(p.productName, i18n.language),
          secondary: true,
        },
        { head: t('common.weight'), cell: (p) => p.weight ?? '—', nowrap: true, secondary: true },
        {
          head: t('common.charge'),
          // The amount on one line; the paid badge beside it, or under it in a tight column.
          cell: (p) =>
            p.price === null ? (
              '—'
            ) : (
              <>
                <span data-nowrap>{p.price.toFixed(2)} ₾</span> <PaidBadge paid={p.state === 'paid'} />
              </>
            ),
        },
        { head: t('common.status'), cell: (p) => <StatusBadge status={p.status} /> },
      ]}
    />
  );
}
