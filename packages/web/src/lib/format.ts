/** Display formats: dates in Tbilisi time, money with 2 decimals. */
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** YYYY-MM-DD in Tbilisi, or dashes when there is no date (spec §3 flights). */
export const formatDate = (iso: string | null | undefined): string =>
  iso ? dateFormat.format(new Date(iso)) : '----------';
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dateTimeFormat.format(new Date(iso)).replace(',', '') : '';
export const formatMoney = (value: number | null | undefined): string => (value ?? 0).toFixed(2);
/** A weight in kg as people write it: up to 3 decimals, no trailing zeros (2.3, 0.45, 12). */
export const formatWeight = (kg: number): string => String(Math.round(kg * 1000) / 1000);
