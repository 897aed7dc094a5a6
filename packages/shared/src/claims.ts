/**
 * Claims (issue 21 §3): a parcel handed over damaged (within the rules' window after hand-over) or not
 * arrived (some days after its flight's estimated arrival). Which claim a parcel allows, the requests of
 * the customer and of staff, and the states a claim may move between — shared by the panel and the server.
 */
import { z } from 'zod';
import { MSG } from './messages.ts';
import type { ServiceRules } from './service-rules-schema.ts';

export const CLAIM_KINDS = ['damaged', 'missing'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_STATES = ['submitted', 'info_requested', 'approved', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
/** States still in review: at most one claim per parcel is in one. */
export const OPEN_CLAIM_STATES: readonly ClaimState[] = ['submitted', 'info_requested'];

export const CLAIM_DESCRIPTION_MAX = 2000;
export const CLAIM_NOTE_MAX = 1000;
/** Photos one filing or one answer may attach (each at most the usual file size, PNG or JPEG). */
export const CLAIM_PHOTOS_MAX = 6;

const DAY_MS = 864e5;

/** What a staff action needs the claim to be in; approved and rejected are final. */
export const CLAIM_TRANSITIONS: Record<
  'requestInfo' | 'addInfo' | 'approve' | 'reject',
  readonly ClaimState[]
> = {
  requestInfo: ['submitted'],
  addInfo: ['info_requested'],
  approve: ['submitted', 'info_requested'],
  reject: ['submitted', 'info_requested'],
};

export interface ClaimParcelFacts {
  status: string;
  handedOverAt: Date | string | null;
  /** The parcel's flight's estimated arrival. */
  flightEstimatedAt: Date | string | null;
}

export type ClaimEligibility =
  | {
      eligible: true;
      kind: ClaimKind;
      /** The last moment a damaged parcel may be claimed. */ until: Date | null;
    }
  | {
      eligible: false;
      /** Why not: not yet (a missing parcel before its days pass), too late, or not a parcel that can be claimed. */
      reason: typeof MSG.claimNotEligible | typeof MSG.claimWindowPassed | typeof MSG.claimTooEarly;
      /** For `claim_too_early`: from when it may be claimed. */
      from: Date | null;
    };

const at = (d: Date | string) => new Date(d).getTime();

/**
 * Damaged: handed over, and now is within `damagedWithinDays` of the hand-over. Missing: on its flight
 * (sent, not arrived) and now is more than `missingAfterDays` after the flight's estimated arrival.
 */
export function claimEligibility(
  rules: Pick<ServiceRules, 'claims'>,
  parcel: ClaimParcelFacts,
  now: Date = new Date(),
): ClaimEligibility {
  if (parcel.status === 'obtained') {
    if (!parcel.handedOverAt) return { eligible: false, reason: MSG.claimNotEligible, from: null };
    const until = new Date(at(parcel.handedOverAt) + rules.claims.damagedWithinDays * DAY_MS);
    return now.getTime() <= until.getTime()
      ? { eligible: true, kind: 'damaged', until }
      : { eligible: false, reason: MSG.claimWindowPassed, from: null };
  }
  if (parcel.status === 'sent' && parcel.flightEstimatedAt) {
    const from = new Date(at(parcel.flightEstimatedAt) + rules.claims.missingAfterDays * DAY_MS);
    return now.getTime() > from.getTime()
      ? { eligible: true, kind: 'missing', until: null }
      : { eligible: false, reason: MSG.claimTooEarly, from };
  }
  return { eligible: false, reason: MSG.claimNotEligible, from: null };
}

const text = (max: number) => z.string(MSG.required).trim().min(1, MSG.required).max(max, MSG.invalidValue);

/** The customer files (the `inputs` of the multipart form; photos are its `photos` files). */
export const claimFileRequest = z.object({
  parcelId: z.uuid(MSG.notFound),
  description: z
    .string(MSG.required)
    .trim()
    .min(10, MSG.claimDescriptionTooShort)
    .max(CLAIM_DESCRIPTION_MAX, MSG.invalidValue),
});
export type ClaimFileRequest = z.infer<typeof claimFileRequest>;

/** The customer answers staff's request: a note and/or photos. */
export const claimInfoRequest = z.object({
  note: z.string().trim().max(CLAIM_NOTE_MAX, MSG.invalidValue).default(''),
});

export const claimRequestInfoRequest = z.object({ note: text(CLAIM_NOTE_MAX) });
export const claimApproveRequest = z.object({
  amountTetri: z.number(MSG.required).int(MSG.invalidValue).min(1, MSG.invalidValue),
  note: z.string().trim().max(CLAIM_NOTE_MAX, MSG.invalidValue).optional(),
});
export const claimRejectRequest = z.object({ reason: text(CLAIM_NOTE_MAX) });

/** `CL-<number>`: how the customer, staff and the statement name a claim. */
export const claimReference = (number: number) => `CL-${number}`;
