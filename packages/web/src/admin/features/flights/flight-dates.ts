/**
 * Date fields of the flight form. A departure day is kept as noon in Tbilisi, so it is the same calendar
 * day in every time zone (and in the generated flight code); a deadline is a Tbilisi date and time.
 */
import { formatDate } from '../../../lib/format.ts';

const local = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const TBILISI = '+04:00';

export const dayToIso = (day: string): string | undefined =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00${TBILISI}`).toISOString() : undefined;

export const isoToDay = (iso: string | null): string => (iso ? formatDate(iso) : '');

export const localToIso = (value: string): string | undefined =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(`${value}:00${TBILISI}`).toISOString() : undefined;

/** `YYYY-MM-DDTHH:mm` in Tbilisi, the value a datetime-local field takes (sv-SE writes dates that way). */
export const isoToLocal = (iso: string | null): string =>
  iso ? local.format(new Date(iso)).replace(' ', 'T') : '';
