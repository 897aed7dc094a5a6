/** Flights: open ones (or all) per country, a new flight, and the way into each flight's screen. */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { ColumnTable } from '../../components/paged-table.tsx';
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
          <ColumnTable
            label={t('flights.title')}
            minWidth={900}
            highlightOnHover
            rows={flights}
            columns={[
              {
                head: t('flights.code'),
                cell: (f) => (
                  <Anchor component={Link} to={`/admin/flights/${f._id}`} fw={600}>
                    {f.flightId}
                  </Anchor>
                ),
                nowrap: true,
              },
              { head: t('common.country'), cell: (f) => t(`country.${f.countryId}`), secondary: true },
              { head: t('flights.number'), cell: (f) => f.flightNumber, nowrap: true, secondary: true },
              { head: t('flights.departure'), cell: (f) => formatDate(f.startdAt), nowrap: true },
              {
                head: t('flights.estimated'),
                cell: (f) => formatDate(f.estimatedAt),
                nowrap: true,
                secondary: true,
              },
              {
                head: t('flights.deadline'),
                cell: (f) => (
                  <>
                    {formatDateTime(f.declarationDeadline)}{' '}
                    {!f.updateStatus && (
                      <Badge size="xs" color="gray">
                        {t('flights.closed')}
                      </Badge>
                    )}
                  </>
                ),
                nowrap: true,
                secondary: true,
              },
              {
                head: t('flights.arrivedAt'),
                cell: (f) => (f.endAt ? formatDate(f.endAt) : '—'),
                nowrap: true,
              },
              { head: t('flights.parcels'), cell: (f) => f.parcels ?? 0 },
              { head: t('common.weight'), cell: (f) => (f.weightKg ?? 0).toFixed(3), nowrap: true },
            ]}
          />
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
