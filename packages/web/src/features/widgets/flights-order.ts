/**
 * The schedule's order (review #29): the flights nearest to today first — today's departures, then
 * yesterday's and tomorrow's, and so on outwards — a later flight before an earlier one at the same
 * distance. The API gives the newest departures; a flight without a departure date goes last.
 */
import type { FlightWire } from '@amanati/shared/content';

const DAY = 86_400_000;

/** Whole days since 1970 of a date (its calendar day where the reader is). */
function dayOf(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY);
}

export function nearestFirst<F extends Pick<FlightWire, 'startdAt'>>(
  flights: readonly F[],
  today = new Date(),
): F[] {
  const now = dayOf(today);
  const keyed = flights.map((flight, index) => {
    const day = flight.startdAt ? dayOf(new Date(flight.startdAt)) : null;
    return { flight, index, day, distance: day === null ? Infinity : Math.abs(day - now) };
  });
  keyed.sort((a, b) => a.distance - b.distance || (b.day ?? 0) - (a.day ?? 0) || a.index - b.index);
  return keyed.map((k) => k.flight);
}
