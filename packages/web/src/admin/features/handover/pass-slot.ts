/** A pickup slot as the counter reads it: `14:15–14:30` on the day in view, else with its date first. */
import { PICKUP_SLOT_MINUTES } from '@amanati/shared/pickup';
import { tbilisiDateTime, tbilisiDay } from '@amanati/shared/tbilisi-time';

export function slotText(slot: string, day: string = tbilisiDay()): string {
  const start = tbilisiDateTime(slot);
  const end = tbilisiDateTime(new Date(slot).getTime() + PICKUP_SLOT_MINUTES * 60_000).slice(11);
  return start.startsWith(`${day} `) ? `${start.slice(11)}–${end}` : `${start}–${end}`;
}
