/** Parcels with their charge and status; the owner on a flight's list, the flight on a customer's. */
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminParcel } from '@amanati/shared/answers/admin/parcels';
import { categoryName } from '../lib/labels.ts';
import { PaidBadge, StatusBadge } from './badges.tsx';
import { ScrollTable } from './scroll-table.tsx';

export function ParcelsTable({
  parcels,
  of = 'flight',
}: {
  parcels: AdminParcel[];
  of?: 'flight' | 'customer';
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ScrollTable label={of === 'flight' ? t('flights.onFlight') : t('customers.parcels')} minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('intake.tracking')}</Table.Th>
            <Table.Th>{of === 'flight' ? t('common.axid') : t('handover.flight')}</Table.Th>
            <Table.Th>{t('common.category')}</Table.Th>
            <Table.Th>{t('common.weight')}</Table.Th>
            <Table.Th>{t('common.charge')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parcels.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td ff="monospace">{p.productOrderId}</Table.Td>
              <Table.Td>{(of === 'flight' ? p.AXID : p.flightId) ?? '—'}</Table.Td>
              <Table.Td>{categoryName(p.productName, i18n.language)}</Table.Td>
              <Table.Td>{p.weight ?? '—'}</Table.Td>
              <Table.Td>
                {p.price !== null ? `${p.price.toFixed(2)} ₾ ` : '—'}
                {p.price !== null && <PaidBadge paid={p.state === 'paid'} />}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={p.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
