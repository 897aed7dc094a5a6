/**
 * Date fields of the flight screens, as text the fields take and the wire carries. A departure day is
 * kept as noon in Tbilisi, so it is the same calendar day in every time zone (and in the generated flight
 * code); a deadline or a landing is a Tbilisi date and time.
 */
import { fromTbilisiLocal, tbilisiDay, tbilisiLocalInput, tbilisiNoon } from '@amanati/shared/tbilisi-time';

export const dayToIso = (day: string): string | undefined => tbilisiNoon(day)?.toISOString();

export const isoToDay = (iso: string | null): string => (iso ? tbilisiDay(iso) : '');

export const localToIso = (value: string): string | undefined => fromTbilisiLocal(value)?.toISOString();

/** `YYYY-MM-DDTHH:mm` in Tbilisi, the value a datetime-local field takes. */
export const isoToLocal = (iso: string | null): string => (iso ? tbilisiLocalInput(iso) : '');
