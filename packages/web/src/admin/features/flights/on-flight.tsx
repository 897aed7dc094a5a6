/** What a flight carries, with each parcel's owner, charge and status. */
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffFlight } from '@amanati/shared/answers/admin/flights';
import { ParcelsTable } from '../../components/parcels-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { useParcels } from './api.ts';

export function OnFlight({ flight }: { flight: StaffFlight }) {
  const { t } = useTranslation('admin');
  const query = useParcels({ flightId: flight._id });
  return (
    <section aria-label={t('flights.onFlight')}>
      <Title order={2} size="h4" mb="xs">
        {t('flights.onFlight')} {query.data ? `(${query.data.count})` : ''}
      </Title>
      <QueryView query={query} isEmpty={(d) => d.parcels.length === 0} empty={t('flights.nothingOn')}>
        {({ parcels }) => <ParcelsTable parcels={parcels} />}
      </QueryView>
    </section>
  );
}
