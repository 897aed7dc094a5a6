/**
 * Storage days (issue 21 §5): pure day arithmetic on Tbilisi calendar days (`YYYY-MM-DD`), the same in the
 * panel, the back office and the charging job.
 *
 * The day a parcel arrives counts as its first free day: with 30 free days, a parcel that arrived on
 * 1 December is kept free through 30 December and 31 December is its first charged day. A day is charged
 * as it begins (the parcel was still with us then), so the day a parcel is handed over is charged too when
 * it falls after the free days. Free days and the notice come from the rules in force on the arrival day
 * (a later rule set does not shorten a stay already begun); each charged day's fee from that day's rules.
 */
import type { ServiceRules } from './service-rules-schema.ts';
import { addDays, daysBetween, tbilisiDay } from './tbilisi-time.ts';

type StorageRules = Pick<ServiceRules['storage'], 'freeDays' | 'noticeDaysBefore'>;

/** The Tbilisi day a parcel arrived, its first free day. */
export const arrivalDay = (arrivedAt: Date | string): string => tbilisiDay(arrivedAt);

/** The last day kept free (the day before the arrival day when there are no free days). */
export const lastFreeDay = (arrival: string, rules: StorageRules): string =>
  addDays(arrival, rules.freeDays - 1);

/** The first day charged. */
export const firstChargedDay = (arrival: string, rules: StorageRules): string =>
  addDays(arrival, rules.freeDays);

/** Free days left counting `today` itself: 30 on the arrival day, 1 on the last free day, then 0. */
export function freeDaysLeft(arrival: string, rules: StorageRules, today: string): number {
  return Math.max(0, Math.min(rules.freeDays, daysBetween(today, lastFreeDay(arrival, rules)) + 1));
}

/** Days the parcel has been with us, counting the arrival day as 1. */
export const daysStored = (arrival: string, today: string): number =>
  Math.max(0, daysBetween(arrival, today) + 1);

/** Every chargeable day from the first charged day through `upTo` (none while the free days last). */
export function chargeableDays(arrival: string, rules: StorageRules, upTo: string): string[] {
  const first = firstChargedDay(arrival, rules);
  const count = daysBetween(first, upTo) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(first, i));
}

/**
 * Whether the customer is due the notice on `today`: from `noticeDaysBefore` free days left until the
 * last free day (a job that missed the window still tells them while a free day is left). None with 0.
 */
export function noticeDue(arrival: string, rules: StorageRules, today: string): boolean {
  const left = freeDaysLeft(arrival, rules, today);
  return rules.noticeDaysBefore > 0 && left > 0 && left <= rules.noticeDaysBefore;
}
