/**
 * Pickup slots as people read them, in Tbilisi time whatever the device's zone: the days a slot can be
 * chosen on ("Sat 12 Dec"), a slot's quarter of an hour ("11:15–11:30") and both together. Day and month
 * names come from the `pickup` dictionary, not Intl: browsers do not all carry Georgian dates (Chromium
 * without its full ICU data writes them in English).
 */
import type { TFunction } from 'i18next';
import { PICKUP_SLOT_MINUTES } from '@amanati/shared/pickup';
import { tbilisiDateTime, tbilisiDay, tbilisiNoon } from '@amanati/shared/tbilisi-time';

/** How many days ahead, today included, a slot can be chosen. */
export const SLOT_DAYS = 7;

export interface SlotDay {
  /** `YYYY-MM-DD`, a Tbilisi day. */
  day: string;
  /** The branches are closed on Sunday (spec §1): no slots. */
  closed: boolean;
}

const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Today and the days after it in Tbilisi, `count` in all. */
export function slotDays(now: Date = new Date(), count = SLOT_DAYS): SlotDay[] {
  const noon = tbilisiNoon(tbilisiDay(now))!;
  return Array.from({ length: count }, (_, i) => {
    // Tbilisi keeps no daylight saving: its noons are 24 h apart.
    const day = tbilisiDay(noon.getTime() + i * 86_400_000);
    return { day, closed: weekday(day) === 0 };
  });
}

/** "Sat 12 Dec" (ka "შაბათი, 12 დეკემბერი", ru "сб, 12 декабря") for a Tbilisi day `YYYY-MM-DD`. */
export function dayLabel(day: string, t: TFunction<'pickup'>): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return t('date.day', {
    weekday: t(`date.weekdays.${weekday(day)}`),
    day: date,
    month: t(`date.months.${month}`),
  });
}

/** "HH:mm" in Tbilisi. */
const clock = (at: number | string): string => tbilisiDateTime(at).slice(11);

/** "11:15–11:30": a slot from its start (an ISO instant). */
export function slotRange(start: string): string {
  const from = new Date(start).getTime();
  return `${clock(from)}–${clock(from + PICKUP_SLOT_MINUTES * 60_000)}`;
}

/** "Sat 12 Dec, 11:15–11:30". */
export const slotLabel = (start: string, t: TFunction<'pickup'>): string =>
  `${dayLabel(tbilisiDay(start), t)}, ${slotRange(start)}`;
