/**
 * The flight schedule (spec §2, §3, Flights readings): flight id, flag, remark in the current language,
 * departure, estimated arrival, arrival (YYYY-MM-DD or dashes) and the arrival note, nearest to today
 * first (flights-order.ts); a table from 992 px,
 * cards below. A plain HTML table (styles.css `.data-table`): it is on the first page visitors open.
 */
import { useTranslation } from 'react-i18next';
import type { FlightWire } from '@amanati/shared/content';
import type { Language } from '@amanati/shared/localized';
import { arrivalNote } from '@amanati/shared/widgets';
import { formatDate } from '../../lib/format.ts';
import { useFlights } from './api/flights.ts';
import { nearestFirst } from './flights-order.ts';
import { CountryFlag } from '../../components/flags.tsx';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { useIsDesktop } from '../../components/use-desktop.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

function remarkOf(flight: FlightWire, lang: string): string {
  return flight.additionalTextLocalized?.[lang as Language] ?? '';
}

function noteOf(flight: FlightWire, t: T): string {
  const note = arrivalNote(flight.estimatedAt, flight.endAt);
  if (!note) return '';
  return note.kind === 'early' ? t('flights.early', { count: note.days }) : t('flights.onTime');
}

function FlightRows({ flights }: { flights: FlightWire[] }) {
  const { t, i18n } = useTranslation('widgets');
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('flights.flight')}</th>
            <th scope="col">{t('flights.country')}</th>
            <th scope="col">{t('flights.remark')}</th>
            <th scope="col">{t('flights.departure')}</th>
            <th scope="col">{t('flights.estimated')}</th>
            <th scope="col">{t('flights.arrival')}</th>
            <th scope="col">{t('flights.note')}</th>
          </tr>
        </thead>
        <tbody>
          {flights.map((f) => (
            <tr key={f._id}>
              <th scope="row" className="nowrap">
                {f.flightId}
              </th>
              <td>
                <CountryFlag country={f.countryId} />
              </td>
              <td>{remarkOf(f, i18n.language)}</td>
              <td className="nowrap">{formatDate(f.startdAt)}</td>
              <td className="nowrap">{formatDate(f.estimatedAt)}</td>
              <td className="nowrap">{formatDate(f.endAt)}</td>
              <td>{noteOf(f, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cards below 992 px: plain elements (styles.css `.flight-card`), quick to draw twenty at a time on a phone. */
function FlightCards({ flights }: { flights: FlightWire[] }) {
  const { t, i18n } = useTranslation('widgets');
  // A missing date has the schedule's one placeholder (formatDate's dashes); a missing note, no line.
  const fields = (f: FlightWire): [string, string][] => {
    const note = noteOf(f, t);
    return [
      [t('flights.departure'), formatDate(f.startdAt)],
      [t('flights.estimated'), formatDate(f.estimatedAt)],
      [t('flights.arrival'), formatDate(f.endAt)],
      ...(note ? [[t('flights.note'), note] as [string, string]] : []),
    ];
  };
  return (
    <ul className="flight-cards">
      {flights.map((f) => (
        <li key={f._id} className="flight-card" data-flight={f.flightId}>
          <div className="flight-card-head">
            <span className="flight-card-id">
              <CountryFlag country={f.countryId} />
              <strong>{f.flightId}</strong>
            </span>
            <span className="flight-card-remark">{remarkOf(f, i18n.language)}</span>
          </div>
          <dl className="flight-card-fields">
            {fields(f).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The newest `limit` flights (10 on the dashboard, 20 on /schedule), the nearest to today first. */
export function FlightsTable({ limit }: { limit: number }) {
  const { t } = useTranslation('widgets');
  const query = useFlights(limit);
  const isDesktop = useIsDesktop();
  if (query.isPending) return <LoadingLines lines={Math.min(limit, 6)} height={28} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const flights = nearestFirst(query.data.flight);
  if (flights.length === 0) return <EmptyNote>{t('flights.empty')}</EmptyNote>;
  return isDesktop ? <FlightRows flights={flights} /> : <FlightCards flights={flights} />;
}
