/**
 * Claims (issue 21 §3). The customer files one for a parcel handed over damaged (within the rules'
 * window) or not arrived (some days after its flight's estimated arrival); staff ask for more, approve an
 * amount up to the claim's cap (§4: the declared value if insured, else the liability per kg) or reject
 * with a reason. Every step is a row of the claim's history and a notification to the customer; every
 * staff decision is audited. Each step locks the claim row first, so two decisions at once cannot both
 * pass the state check — an approval credits once (and the ledger's unique (kind, ref) backs that up).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CLAIM_TRANSITIONS,
  claimEligibility,
  claimFileRequest,
  claimInfoRequest,
  claimReference,
  OPEN_CLAIM_STATES,
  type ClaimState,
} from '@amanati/shared/claims';
import type { Currency } from '@amanati/shared/constants';
import { declaredValueTetri } from '@amanati/shared/customs';
import { MSG } from '@amanati/shared/messages';
import { formatLari, MAX_BALANCE_TETRI } from '@amanati/shared/money';
import { claimCapTetri } from '@amanati/shared/service-rules';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { isUuid } from '@amanati/shared/ids';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { claimEvents, claims, flights, parcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, fieldErrors, notFound } from '../../lib/errors.ts';
import { createUploadLimits } from '../files/upload-limits.ts';
import { autoPay } from '../money/auto-pay.ts';
import { lockBalance, post } from '../money/ledger.ts';
import { ratesOfDay } from '../rates/rates.service.ts';
import { serviceRulesAt } from '../service-rules/service-rules.service.ts';
import { withStoredPhotos, type ClaimPhoto } from './claim-photos.ts';
import { customerClaims, staffClaims } from './claims.read.ts';

const DAY_MS = 864e5;
const QUEUE_LIMIT = 300;
type ClaimRow = typeof claims.$inferSelect;
export type ClaimQueueFilter = 'open' | ClaimState | 'all';

/** The JSON `inputs` of a multipart form, checked as a JSON body would be (400 with field errors). */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(MSG.fillAllFields, fieldErrors(parsed.error.issues));
  return parsed.data;
}

/** The parcel with what eligibility is judged by (its flight's estimated arrival). */
async function parcelFacts(db: DbOrTx, parcelId: string, lock = false) {
  const q = db
    .select({ parcel: parcels, flightEstimatedAt: flights.estimatedAt })
    .from(parcels)
    .leftJoin(flights, eq(flights.id, parcels.flightId))
    .where(eq(parcels.id, parcelId));
  const [row] = lock ? await q.for('update', { of: parcels }) : await q;
  return row;
}

/** What the parcel may be claimed as now, and — when it may — the cap the claim would get. */
async function judge(db: DbOrTx, row: NonNullable<Awaited<ReturnType<typeof parcelFacts>>>, now: Date) {
  const rules = await serviceRulesAt(db, now);
  const p = row.parcel;
  const eligibility = claimEligibility(
    rules,
    { status: p.status, handedOverAt: p.handedOverAt, flightEstimatedAt: row.flightEstimatedAt },
    now,
  );
  // The declared value in lari at today's rates, converted as customs converts it.
  const { rates } = await ratesOfDay(db, tbilisiDay(now));
  const valueTetri =
    p.amount !== null && p.currency !== null
      ? (declaredValueTetri(p.amount, p.currency as Currency, rates) ?? 0)
      : 0;
  const capTetri = claimCapTetri(rules, { insured: p.insured, valueTetri, weightKg: p.weightKg });
  return { rules, eligibility, capTetri };
}

const hasOpenClaim = async (db: DbOrTx, parcelId: string) =>
  (
    await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.parcelId, parcelId), inArray(claims.state, [...OPEN_CLAIM_STATES])))
  ).length > 0;

export function createClaimsService(
  deps: Pick<AppContext, 'config' | 'database' | 'rateLimiter' | 'notifier' | 'storage'>,
) {
  const { db } = deps.database;
  const uploads = createUploadLimits(deps);

  /** The claim, locked for this transaction (of this customer when `accountId` is given), or 404. */
  async function locked(tx: Tx, id: string, accountId?: string): Promise<ClaimRow> {
    if (!isUuid(id)) throw notFound();
    const [row] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
    if (!row || (accountId && row.accountId !== accountId)) throw notFound();
    return row;
  }

  function assertState(row: ClaimRow, step: keyof typeof CLAIM_TRANSITIONS) {
    if (!CLAIM_TRANSITIONS[step].includes(row.state)) throw conflict(MSG.claimStateChanged);
  }

  async function event(
    tx: DbOrTx,
    claimId: string,
    kind: (typeof claimEvents.$inferInsert)['kind'],
    fields: {
      actorId: string | null;
      note?: string | null;
      photos?: string[] | null;
      amountTetri?: number | null;
    },
  ) {
    await tx.insert(claimEvents).values({ claimId, kind, ...fields });
  }

  const trackingOf = async (tx: DbOrTx, parcelId: string) =>
    (await tx.select({ t: parcels.tracking }).from(parcels).where(eq(parcels.id, parcelId)))[0]!.t;

  const one = async (tx: DbOrTx, id: string) =>
    (await staffClaims(tx, eq(claims.id, id), [asc(claims.dueAt)], 1))[0]!;

  return {
    /** The customer's claims, newest first, each with its history. */
    list: (accountId: string) => customerClaims(db, accountId),

    /** A parcel's claims and whether one may be filed now (with its kind and cap). */
    async forParcel(accountId: string, parcelId: string, now = new Date()) {
      if (!isUuid(parcelId)) throw notFound();
      const row = await parcelFacts(db, parcelId);
      if (!row || row.parcel.accountId !== accountId) throw notFound();
      const [list, { eligibility, capTetri }] = await Promise.all([
        customerClaims(db, accountId, parcelId),
        judge(db, row, now),
      ]);
      const open = list.some((c) => OPEN_CLAIM_STATES.includes(c.state));
      return {
        claims: list,
        eligibility: open
          ? { eligible: false as const, reason: MSG.claimOpenExists, from: null }
          : eligibility.eligible
            ? {
                eligible: true as const,
                kind: eligibility.kind,
                until: eligibility.until?.toISOString() ?? null,
                insured: row.parcel.insured,
                capTetri,
              }
            : {
                eligible: false as const,
                reason: eligibility.reason,
                from: eligibility.from?.toISOString() ?? null,
              },
      };
    },

    /** Files a claim: the parcel must be the customer's and eligible now, with no claim in review. */
    async file(accountId: string, inputs: unknown, photos: ClaimPhoto[], now = new Date()) {
      const input = parse(claimFileRequest, inputs);
      const bytes = photos.reduce((n, p) => n + p.data.length, 0);
      if (photos.length) await uploads.admit(accountId, bytes);
      try {
        return await withStoredPhotos(deps.storage, photos, (names) =>
          db.transaction(async (tx) => {
            // The parcel locked: a second filing for it waits here and then finds this claim.
            const row = await parcelFacts(tx, input.parcelId, true);
            if (!row || row.parcel.accountId !== accountId) throw notFound();
            const { rules, eligibility, capTetri } = await judge(tx, row, now);
            if (!eligibility.eligible) throw conflict(eligibility.reason);
            if (await hasOpenClaim(tx, row.parcel.id)) throw conflict(MSG.claimOpenExists);
            if (eligibility.kind === 'damaged' && names.length === 0)
              throw badRequest(MSG.claimPhotoRequired, { photos: MSG.claimPhotoRequired });
            const [claim] = await tx
              .insert(claims)
              .values({
                parcelId: row.parcel.id,
                accountId,
                kind: eligibility.kind,
                description: input.description,
                photos: names,
                insured: row.parcel.insured,
                capTetri,
                dueAt: new Date(now.getTime() + rules.claims.reviewDays * DAY_MS),
              })
              .returning();
            await event(tx, claim!.id, 'filed', {
              actorId: accountId,
              note: input.description,
              photos: names,
            });
            await deps.notifier.notify(tx, accountId, 'claim_filed', {
              claim: claimReference(claim!.number),
              tracking: row.parcel.tracking,
              due: tbilisiDay(claim!.dueAt),
            });
            return (await customerClaims(tx, accountId, row.parcel.id)).find((c) => c.id === claim!.id)!;
          }),
        );
      } catch (err) {
        if (uniqueViolation(err) === 'claims_open_parcel_uq') throw conflict(MSG.claimOpenExists);
        throw err;
      }
    },

    /**
     * The customer answers staff's request (a note and/or photos): back in review, and the due date is
     * at least the review days from now — the time the customer took is not staff's.
     */
    async addInfo(
      accountId: string,
      claimId: string,
      inputs: unknown,
      photos: ClaimPhoto[],
      now = new Date(),
    ) {
      const { note } = parse(claimInfoRequest, inputs);
      if (!note && photos.length === 0) throw badRequest(MSG.claimInfoEmpty, { note: MSG.claimInfoEmpty });
      if (photos.length)
        await uploads.admit(
          accountId,
          photos.reduce((n, p) => n + p.data.length, 0),
        );
      return withStoredPhotos(deps.storage, photos, (names) =>
        db.transaction(async (tx) => {
          const row = await locked(tx, claimId, accountId);
          assertState(row, 'addInfo');
          const rules = await serviceRulesAt(tx, now);
          const due = new Date(
            Math.max(row.dueAt.getTime(), now.getTime() + rules.claims.reviewDays * DAY_MS),
          );
          await tx
            .update(claims)
            .set({ state: 'submitted', photos: [...row.photos, ...names], dueAt: due, updatedAt: now })
            .where(eq(claims.id, row.id));
          await event(tx, row.id, 'info_added', { actorId: accountId, note: note || null, photos: names });
          return (await customerClaims(tx, accountId, row.parcelId)).find((c) => c.id === row.id)!;
        }),
      );
    },

    /** The back office's queue: open claims by due date (the overdue first), or decided ones newest first. */
    queue: (state: ClaimQueueFilter) =>
      staffClaims(
        db,
        state === 'all'
          ? undefined
          : state === 'open'
            ? inArray(claims.state, [...OPEN_CLAIM_STATES])
            : eq(claims.state, state),
        state === 'open' || state === 'submitted' || state === 'info_requested'
          ? [asc(claims.dueAt), asc(claims.number)]
          : [desc(claims.updatedAt), desc(claims.number)],
        QUEUE_LIMIT,
      ),

    async detail(id: string) {
      if (!isUuid(id)) throw notFound();
      const [claim] = await staffClaims(db, eq(claims.id, id), [asc(claims.dueAt)], 1);
      if (!claim) throw notFound();
      return claim;
    },

    /** Staff ask the customer for more (a note saying what). */
    requestInfo: (id: string, note: string, actorId: string) =>
      db.transaction(async (tx) => {
        const row = await locked(tx, id);
        assertState(row, 'requestInfo');
        await tx
          .update(claims)
          .set({ state: 'info_requested', updatedAt: new Date() })
          .where(eq(claims.id, id));
        await event(tx, id, 'info_requested', { actorId, note });
        await audit(tx, actorId, 'claim.info_requested', 'claim', id, { note });
        await deps.notifier.notify(tx, row.accountId, 'claim_info_requested', {
          claim: claimReference(row.number),
          tracking: await trackingOf(tx, row.parcelId),
          note,
        });
        return one(tx, id);
      }),

    /**
     * Approves an amount up to the claim's cap and credits it to the customer's balance in the same
     * transaction (ledger kind `claim`, ref `claim:<id>`, reason CL-<number>). Like every credit, it then
     * pays waiting flights when the customer's auto-pay is on.
     */
    approve: (id: string, input: { amountTetri: number; note?: string | undefined }, actorId: string) =>
      db.transaction(async (tx) => {
        const row = await locked(tx, id);
        assertState(row, 'approve');
        if (input.amountTetri > row.capTetri)
          throw conflict(MSG.claimAboveCap, { amountTetri: MSG.claimAboveCap });
        const balance = await lockBalance(tx, row.accountId);
        if (balance + input.amountTetri > MAX_BALANCE_TETRI)
          throw new AppError(409, MSG.balanceTooLarge, { amountTetri: MSG.balanceTooLarge });
        const reference = claimReference(row.number);
        const ledgerId = await post(tx, {
          accountId: row.accountId,
          amountTetri: input.amountTetri,
          kind: 'claim',
          ref: `claim:${id}`,
          reason: reference,
          actorId,
        });
        const now = new Date();
        await tx
          .update(claims)
          .set({
            state: 'approved',
            amountTetri: input.amountTetri,
            decisionNote: input.note || null,
            ledgerId,
            decidedBy: actorId,
            updatedAt: now,
          })
          .where(eq(claims.id, id));
        await event(tx, id, 'approved', {
          actorId,
          note: input.note || null,
          amountTetri: input.amountTetri,
        });
        await event(tx, id, 'credited', { actorId: null, amountTetri: input.amountTetri });
        await audit(tx, actorId, 'claim.approved', 'claim', id, {
          amountTetri: input.amountTetri,
          capTetri: row.capTetri,
          ledgerId,
          note: input.note ?? null,
        });
        await deps.notifier.notify(tx, row.accountId, 'claim_approved', {
          claim: reference,
          tracking: await trackingOf(tx, row.parcelId),
          amount: formatLari(input.amountTetri),
        });
        await autoPay(tx, row.accountId, deps.notifier);
        return one(tx, id);
      }),

    /** Rejects with a reason the customer is told. */
    reject: (id: string, reason: string, actorId: string) =>
      db.transaction(async (tx) => {
        const row = await locked(tx, id);
        assertState(row, 'reject');
        await tx
          .update(claims)
          .set({ state: 'rejected', decisionNote: reason, decidedBy: actorId, updatedAt: new Date() })
          .where(eq(claims.id, id));
        await event(tx, id, 'rejected', { actorId, note: reason });
        await audit(tx, actorId, 'claim.rejected', 'claim', id, { reason });
        await deps.notifier.notify(tx, row.accountId, 'claim_rejected', {
          claim: claimReference(row.number),
          tracking: await trackingOf(tx, row.parcelId),
          reason,
        });
        return one(tx, id);
      }),
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
