/**
 * Tbilisi's calendar and clock. Georgia keeps UTC+4 all year (no daylight saving since 2005), but the
 * zone name is used wherever Intl can, so a change of law is a runtime data update, not a code change.
 */
export const TBILISI_ZONE = 'Asia/Tbilisi';
/** The offset the date fields of the back office type in (used only to turn a typed local time into an instant). */
const TBILISI_OFFSET = '+04:00';

/**
 * A formatter made on first use: the first Intl format with a time zone loads the zone's data, tens of
 * milliseconds of a slow phone's main thread that a page showing no date should not spend at start.
 */
export function lazyTbilisiFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: TBILISI_ZONE, ...options }));
}

const dayFormat = lazyTbilisiFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
// sv-SE writes "YYYY-MM-DD HH:mm", the shape a datetime-local field takes once the space is a T.
const minuteFormat = lazyTbilisiFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const toDate = (at: Date | string | number): Date => (at instanceof Date ? at : new Date(at));

/** The calendar day an instant falls on in Tbilisi, `YYYY-MM-DD` (today by default). */
export const tbilisiDay = (at: Date | string | number = new Date()): string => dayFormat().format(toDate(at));

/** `YYYY-MM-DD HH:mm` in Tbilisi. */
export const tbilisiDateTime = (at: Date | string | number): string => minuteFormat().format(toDate(at));

/** `YYYY-MM-DDTHH:mm` in Tbilisi, the value a datetime-local field takes. */
export const tbilisiLocalInput = (at: Date | string | number): string =>
  tbilisiDateTime(at).replace(' ', 'T');

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** A calendar day `YYYY-MM-DD` moved by `n` days. */
export const addDays = (day: string, n: number): string =>
  new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** Days since the epoch of the Tbilisi calendar day of an instant; null for an invalid date. */
export function tbilisiDayNumber(at: Date | string | number): number | null {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return null;
  return dayNumber(tbilisiDay(date));
}

/**
 * A Tbilisi day `YYYY-MM-DD` as the instant of its noon (the same calendar day in every zone); undefined
 * for anything that is not a real day (a 13th month, 30 February).
 */
export function tbilisiNoon(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const noon = new Date(`${day}T12:00:00${TBILISI_OFFSET}`);
  return !Number.isNaN(noon.getTime()) && tbilisiDay(noon) === day ? noon : undefined;
}

/** A Tbilisi local time `YYYY-MM-DDTHH:mm` (a datetime-local value) as an instant. */
export const fromTbilisiLocal = (value: string): Date | undefined =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(`${value}:00${TBILISI_OFFSET}`) : undefined;

/** SQL text of a timestamp column's Tbilisi day, `YYYY-MM-DD` (for grouping per day in the database). */
export const sqlTbilisiDay = (column: string): string =>
  `to_char(${column} at time zone '${TBILISI_ZONE}', 'YYYY-MM-DD')`;
