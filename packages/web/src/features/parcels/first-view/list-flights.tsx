/**
 * The flights of a sent, arrived or obtained list (spec §4: "Pay button shows for unpaid flights",
 * invoices for sent/arrived/obtained parcels): each with the customer's paid state, its invoice and
 * Pay while unpaid. Unpaid flights first.
 */
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FlightRow } from '../../account/first-view/unpaid-flights.tsx';
import type { ListFlight } from '../api/parcels.ts';

export function ListFlights({ flights }: { flights: ListFlight[] }) {
  const { t } = useTranslation('account');
  if (flights.length === 0) return null;
  const sorted = [...flights].sort((a, b) => Number(a.state === 'paid') - Number(b.state === 'paid'));
  return (
    <section aria-labelledby="list-flights-title">
      <Title order={3} size="h4" id="list-flights-title" mb="xs">
        {t('flights.titleAll')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {sorted.map((f) => (
          <FlightRow key={f.flightId} flight={f} />
        ))}
      </Stack>
    </section>
  );
}
