/** Answers of the claim routes (issue 21 §3), for the customer and for the back office. */
import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_STATES } from '../claims.ts';
import { okAnswer } from '../wire.ts';

export const claimEventWire = z.object({
  kind: z.enum(['filed', 'info_requested', 'info_added', 'approved', 'rejected', 'credited']),
  at: z.string(),
  /** Who acted: the customer or staff (staff names are not shown to customers). */
  by: z.enum(['customer', 'staff', 'system']),
  note: z.string().nullable(),
  /** Photo URLs (`/uploads/claims/<name>`). */
  photos: z.array(z.string()),
  amountTetri: z.number().nullable(),
});
export type ClaimEvent = z.infer<typeof claimEventWire>;

export const claimWire = z.object({
  id: z.string(),
  /** `CL-<number>`. */
  reference: z.string(),
  parcelId: z.string(),
  tracking: z.string(),
  kind: z.enum(CLAIM_KINDS),
  state: z.enum(CLAIM_STATES),
  description: z.string(),
  photos: z.array(z.string()),
  insured: z.boolean(),
  capTetri: z.number(),
  dueAt: z.string(),
  amountTetri: z.number().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(claimEventWire),
});
export type Claim = z.infer<typeof claimWire>;

export const claimsAnswer = okAnswer({ claims: z.array(claimWire) });
export type ClaimsAnswer = z.infer<typeof claimsAnswer>;

export const claimAnswer = okAnswer({ claim: claimWire });
export type ClaimAnswer = z.infer<typeof claimAnswer>;

/** A parcel's claims and whether (and what) the customer may file now. */
export const parcelClaimsAnswer = okAnswer({
  claims: z.array(claimWire),
  eligibility: z.union([
    z.object({
      eligible: z.literal(true),
      kind: z.enum(CLAIM_KINDS),
      until: z.string().nullable(),
      insured: z.boolean(),
      capTetri: z.number(),
    }),
    z.object({ eligible: z.literal(false), reason: z.string(), from: z.string().nullable() }),
  ]),
});
export type ParcelClaimsAnswer = z.infer<typeof parcelClaimsAnswer>;

export const staffClaimWire = claimWire.extend({
  customer: z.object({ id: z.string(), axid: z.string(), name: z.string(), phone: z.string().nullable() }),
  parcel: z.object({
    status: z.string(),
    flight: z.string().nullable(),
    weightKg: z.number().nullable(),
    amount: z.string().nullable(),
    currency: z.string().nullable(),
    branch: z.string().nullable(),
    handedOverAt: z.string().nullable(),
  }),
  overdue: z.boolean(),
});
export type StaffClaim = z.infer<typeof staffClaimWire>;

export const staffClaimsAnswer = okAnswer({ claims: z.array(staffClaimWire) });
export type StaffClaimsAnswer = z.infer<typeof staffClaimsAnswer>;
export const staffClaimAnswer = okAnswer({ claim: staffClaimWire });
export type StaffClaimAnswer = z.infer<typeof staffClaimAnswer>;
