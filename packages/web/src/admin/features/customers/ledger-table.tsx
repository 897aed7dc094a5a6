/** A customer's balance ledger: top-ups, payments, adjustments and refunds, with who and why. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LedgerRow } from '@amanati/shared/answers/admin/people';
import { formatDateTime } from '../../../lib/format.ts';
import { ColumnTable } from '../../components/paged-table.tsx';
import { Empty } from '../../components/states.tsx';

export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  const { t } = useTranslation('admin');
  if (!rows.length) return <Empty>{t('customers.noLedger')}</Empty>;
  return (
    <ColumnTable
      label={t('customers.ledger')}
      minWidth={700}
      rows={rows}
      columns={[
        { head: t('common.date'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
        {
          head: t('customers.kind'),
          cell: (r) => <Badge variant="dot">{t(`ledger.${r.kind}`, { defaultValue: r.kind })}</Badge>,
        },
        {
          head: t('customers.amount'),
          cell: (r) => `${r.amount > 0 ? '+' : ''}${r.amount.toFixed(2)} ₾`,
          td: (r) => ({ c: r.amount < 0 ? 'red.9' : undefined }),
          nowrap: true,
        },
        { head: t('customers.reference'), cell: (r) => r.ref ?? '', secondary: true },
        { head: t('customers.reason'), cell: (r) => r.reason ?? '' },
        { head: t('customers.by'), cell: (r) => r.actorAXID ?? '', nowrap: true, secondary: true },
      ]}
    />
  );
}
