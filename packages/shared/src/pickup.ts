/**
 * Pickup passes (issue 21 §1): a customer's pass for exactly the parcels ready at a branch (arrived, paid,
 * not on customs hold, not with a courier), shown as a QR code and a short code, valid until used; an
 * optional 15-minute slot within the branch's hours, and an optional trustee who may collect with it.
 */
import { z } from 'zod';
import { isBranchCode, WORKING_HOURS } from './constants.ts';
import { MSG } from './messages.ts';
import { tbilisiNoon } from './tbilisi-time.ts';

/** Letters and digits no one misreads (no I, O, 0, 1): a code read aloud or typed from a phone's screen. */
export const PICKUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 6;
const CODE = /^[A-HJ-NP-Z2-9]{6}$/;
/** What the QR code holds: the code, marked as ours so a scanner does not take another QR for a pass. */
export const PICKUP_QR_PREFIX = 'AMANATI-PASS:';

/** The pass code in what a scanner read or an operator typed (`AMANATI-PASS:K7M2QX`, ` k7m2qx `). */
export function pickupCodeOf(input: string): string | undefined {
  const text = input.trim().toUpperCase();
  const code = text.startsWith(PICKUP_QR_PREFIX) ? text.slice(PICKUP_QR_PREFIX.length) : text;
  const plain = code.replace(/[\s-]/g, '');
  return CODE.test(plain) ? plain : undefined;
}

export const trusteeSchema = z.object({
  name: z.string(MSG.required).trim().min(2, MSG.required).max(80, MSG.invalidValue),
  personalId: z
    .string(MSG.required)
    .trim()
    .regex(/^\d{11}$/, MSG.personalIdElevenDigits),
});
export type Trustee = z.infer<typeof trusteeSchema>;

export const PICKUP_SLOT_MINUTES = 15;

export const pickupPassRequest = z.object({
  branch: z.string(MSG.chooseBranch).refine(isBranchCode, MSG.chooseBranch),
  /** The slot's start, an instant (ISO); one of `pickupSlots` of its day. */
  slot: z.iso.datetime({ offset: true, message: MSG.invalidValue }).optional(),
  trustee: trusteeSchema.optional(),
});
export type PickupPassRequest = z.infer<typeof pickupPassRequest>;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The 15-minute slots of a Tbilisi day by the branches' hours (spec §1: Monday–Friday 11:00–19:00,
 * Saturday 11:00–15:00, closed on Sunday), as ISO instants; none for a day that does not exist.
 */
export function pickupSlots(day: string): string[] {
  const noon = tbilisiNoon(day);
  if (!noon) return [];
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hours = weekday === 0 ? undefined : weekday === 6 ? WORKING_HOURS.saturday : WORKING_HOURS.weekdays;
  if (!hours) return [];
  const [open, close] = hours.split('-').map(minutesOf) as [number, number];
  const slots: string[] = [];
  // Tbilisi noon is 12:00 local: a slot at local minute `m` is `m - 720` minutes from it.
  for (let m = open; m + PICKUP_SLOT_MINUTES <= close; m += PICKUP_SLOT_MINUTES)
    slots.push(new Date(noon.getTime() + (m - 720) * 60_000).toISOString());
  return slots;
}

/** Whether `slot` (an ISO instant) starts one of its Tbilisi day's slots. */
export const isPickupSlot = (slot: string, day: string): boolean =>
  pickupSlots(day).includes(new Date(slot).toISOString());

/** The branch hands a pass's parcels over: to its owner, or to the trustee whose document was checked. */
export const pickupHandoverRequest = z.object({
  branch: z.string(MSG.chooseBranch).refine(isBranchCode, MSG.chooseBranch),
  collector: z.enum(['owner', 'trustee'], MSG.invalidValue),
  /** The personal number read from the trustee's document (required when the trustee collects). */
  trusteePersonalId: z
    .string()
    .trim()
    .regex(/^\d{11}$/, MSG.personalIdElevenDigits)
    .optional(),
});
export type PickupHandoverRequest = z.infer<typeof pickupHandoverRequest>;
