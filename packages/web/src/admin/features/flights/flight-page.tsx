/**
 * One flight: its data and edit, loading stock parcels of its country and destination city (by scanning,
 * one Enter per parcel, or by ticking them in the stock list), what it carries, the customs manifest, and
 * arrival at the landing time typed (default now).
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useFlight } from './api.ts';
import { FlightActions } from './flight-actions.tsx';
import { FlightFacts } from './flight-facts.tsx';
import { LoadParcels } from './load-parcels.tsx';
import { OnFlight } from './on-flight.tsx';

export function FlightPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const query = useFlight(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const flight = query.data;
  return (
    <Page
      title={t('flights.flightTitle', { code: flight.flightId })}
      actions={<FlightActions flight={flight} />}
    >
      <FlightFacts flight={flight} />
      {!flight.endAt && <LoadParcels flight={flight} />}
      <OnFlight flight={flight} />
    </Page>
  );
}
