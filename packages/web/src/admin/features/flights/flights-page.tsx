/** Flights: open ones (or all) per country, a new flight, and the way into each flight's screen. */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { CountrySelect } from '../../components/pickers.tsx';
import { QueryView } from '../../components/states.tsx';
import { useFlights } from './api.ts';
import { FlightFormModal } from './flight-form.tsx';

export function FlightsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const [country, setCountry] = useState('');
  const [creating, setCreating] = useState(false);
  const query = useFlights(status, country);

  return (
    <Page
      title={t('flights.title')}
      actions={<Button onClick={() => setCreating(true)}>{t('flights.new')}</Button>}
    >
      <Group align="flex-end">
        <SegmentedControl
          aria-label={t('flights.which')}
          value={status}
          onChange={setStatus}
          data={[
            { value: 'open', label: t('flights.open') },
            { value: 'all', label: t('common.all') },
          ]}
        />
        <CountrySelect label={t('common.country')} value={country} onChange={setCountry} withAll />
      </Group>
      <QueryView query={query} isEmpty={(f) => f.length === 0} empty={t('flights.empty')}>
        {(flights) => (
          <ScrollTable label={t('flights.title')} minWidth={900}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('flights.code')}</Table.Th>
                  <Table.Th>{t('common.country')}</Table.Th>
                  <Table.Th>{t('flights.number')}</Table.Th>
                  <Table.Th>{t('flights.departure')}</Table.Th>
                  <Table.Th>{t('flights.estimated')}</Table.Th>
                  <Table.Th>{t('flights.deadline')}</Table.Th>
                  <Table.Th>{t('flights.arrivedAt')}</Table.Th>
                  <Table.Th>{t('flights.parcels')}</Table.Th>
                  <Table.Th>{t('common.weight')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {flights.map((f) => (
                  <Table.Tr key={f._id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/flights/${f._id}`} fw={600}>
                        {f.flightId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`country.${f.countryId}`)}</Table.Td>
                    <Table.Td>{f.flightNumber}</Table.Td>
                    <Table.Td>{formatDate(f.startdAt)}</Table.Td>
                    <Table.Td>{formatDate(f.estimatedAt)}</Table.Td>
                    <Table.Td>
                      {formatDateTime(f.declarationDeadline)}{' '}
                      {!f.updateStatus && (
                        <Badge size="xs" color="gray">
                          {t('flights.closed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{f.endAt ? formatDate(f.endAt) : '—'}</Table.Td>
                    <Table.Td>{f.parcels ?? 0}</Table.Td>
                    <Table.Td>{(f.weightKg ?? 0).toFixed(3)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryView>
      <FlightFormModal
        flight={null}
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(f) => void navigate(`/admin/flights/${f._id}`)}
      />
    </Page>
  );
}
