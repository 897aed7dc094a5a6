/** A customer's balance ledger: top-ups, payments, adjustments and refunds, with who and why. */
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LedgerRow } from '@amanati/shared/answers/admin/people';
import { formatDateTime } from '../../../lib/format.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { Empty } from '../../components/states.tsx';

export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  const { t } = useTranslation('admin');
  if (!rows.length) return <Empty>{t('customers.noLedger')}</Empty>;
  return (
    <ScrollTable label={t('customers.ledger')} minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.date')}</Table.Th>
            <Table.Th>{t('customers.kind')}</Table.Th>
            <Table.Th>{t('customers.amount')}</Table.Th>
            <Table.Th>{t('customers.reference')}</Table.Th>
            <Table.Th>{t('customers.reason')}</Table.Th>
            <Table.Th>{t('customers.by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r._id}>
              <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
              <Table.Td>
                <Badge variant="dot">{t(`ledger.${r.kind}`, { defaultValue: r.kind })}</Badge>
              </Table.Td>
              <Table.Td c={r.amount < 0 ? 'red.9' : undefined}>
                {r.amount > 0 ? '+' : ''}
                {r.amount.toFixed(2)} ₾
              </Table.Td>
              <Table.Td>{r.ref ?? ''}</Table.Td>
              <Table.Td>{r.reason ?? ''}</Table.Td>
              <Table.Td>{r.actorAXID ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
