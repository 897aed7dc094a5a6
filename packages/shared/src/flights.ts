/** Rules of a flight's life that the back office checks before asking and the server checks again. */
import { MSG } from './messages.ts';
import { tbilisiDay } from './tbilisi-time.ts';

/** A landing time typed on a laptop whose clock runs a little ahead is still "now". */
export const ARRIVAL_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Why a flight cannot be marked landed at `endAt`, or null when it can: not in the future (beyond the
 * clock skew), and not before its departure day in Tbilisi (a departure is a day, kept as noon there,
 * so landing that morning is not "before" it).
 */
export function arrivalProblem(
  endAt: Date,
  departedAt: Date | string | null,
  now: number = Date.now(),
): typeof MSG.arrivalInFuture | typeof MSG.arrivalBeforeDeparture | null {
  if (endAt.getTime() > now + ARRIVAL_CLOCK_SKEW_MS) return MSG.arrivalInFuture;
  if (departedAt !== null && tbilisiDay(endAt) < tbilisiDay(departedAt)) return MSG.arrivalBeforeDeparture;
  return null;
}
