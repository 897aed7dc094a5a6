/**
 * Clearance after arrival (issue 16 §5): a parcel whose group needs clearance is held when it lands; the
 * customer pays the state fee and uploads the receipt; staff enter the VAT and duty the Revenue Service
 * assessed and clear the group. These states sit beside the five wire statuses, which stay as §4 names them.
 */
import { z } from 'zod';
import { MSG } from './messages.ts';

/** held: the customer must act (or staff decide); receipt: the fee receipt is uploaded; cleared: released. */
export const CUSTOMS_STATES = ['held', 'receipt', 'cleared'] as const;
export type CustomsState = (typeof CUSTOMS_STATES)[number];

/** clearance: its group reached the threshold; undeclared: still undeclared past the grace period. */
export const CUSTOMS_HOLD_REASONS = ['clearance', 'undeclared'] as const;
export type CustomsHoldReason = (typeof CUSTOMS_HOLD_REASONS)[number];

/** A parcel on hold may not be handed over or delivered; a cleared one may. */
export const isOnCustomsHold = (state: CustomsState | null | undefined): boolean =>
  state === 'held' || state === 'receipt';

const lari = z
  .number(MSG.invalidValue)
  .min(0, MSG.invalidValue)
  .max(10_000_000, MSG.invalidValue)
  .multipleOf(0.01, MSG.invalidValue);

/** VAT and duty of a group as the Revenue Service assessed them, in lari as staff type them. */
export const customsAssessSchema = z.object({ vat: lari, duty: lari });
export type CustomsAssessInput = z.infer<typeof customsAssessSchema>;

/** The staff queue's filter: one state, or every group still to act on (held and receipt). */
export const customsQueueQuery = z.object({
  state: z.enum([...CUSTOMS_STATES, 'open'], MSG.invalidValue).default('open'),
});
export type CustomsQueueFilter = z.infer<typeof customsQueueQuery>['state'];

/**
 * A group's amount split over its parcels in proportion to their weights (declared values), to the tetri,
 * largest remainders first: the parts always add up to the total. Equal parts when every weight is 0.
 */
export function splitTetri(totalTetri: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = BigInt(Math.round(totalTetri));
  const scaled = weights.map((w) => BigInt(Math.max(0, Math.round(w * 100))));
  const sum = scaled.reduce((a, b) => a + b, 0n);
  const basis = sum === 0n ? scaled.map(() => 1n) : scaled;
  const basisSum = sum === 0n ? BigInt(weights.length) : sum;
  const parts = basis.map((w) => (total * w) / basisSum);
  const remainders = basis.map((w, i) => ({ i, r: (total * w) % basisSum }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i));
  for (const { i } of remainders) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/** The account fields the payer of the state fee is read from. */
export interface PayerAccount {
  type: number;
  indEntrepreneur: boolean;
  foreignCitizen: boolean;
  passportId: string | null;
  taxNumber: string | null;
  orgId: string | null;
  nameKa: string;
  lastNameKa: string;
  nameEn: string;
  lastNameEn: string;
  ltdName: string;
}

/**
 * Who pays the state fee, as the treasury payment names the payer: a company by its identification code,
 * a foreign citizen by the Georgian tax number (null until they gave it), anyone else by the personal number.
 */
export function customsPayer(a: PayerAccount): {
  name: string;
  id: string | null;
  kind: 'personal' | 'tax' | 'organisation';
} {
  const person = (a.nameKa ? `${a.nameKa} ${a.lastNameKa}` : `${a.nameEn} ${a.lastNameEn}`).trim();
  if (a.type === 2 && !a.indEntrepreneur)
    return { name: a.ltdName || person, id: a.orgId || null, kind: 'organisation' };
  if (a.foreignCitizen) return { name: person, id: a.taxNumber || null, kind: 'tax' };
  return { name: person, id: a.passportId || null, kind: 'personal' };
}
