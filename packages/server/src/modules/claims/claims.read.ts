/** Reading claims as the customer and staff see them: the claim, its parcel, its history. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Claim, ClaimEvent, StaffClaim } from '@amanati/shared/answers/claims';
import { claimReference } from '@amanati/shared/claims';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, claimEvents, claims, flights, parcels } from '../../db/schema/index.ts';
import { photoUrl } from './claim-photos.ts';

type ClaimRow = typeof claims.$inferSelect;
type EventRow = typeof claimEvents.$inferSelect;

function eventWire(claim: ClaimRow, e: EventRow): ClaimEvent {
  return {
    kind: e.kind,
    at: e.at.toISOString(),
    by: e.actorId === null ? 'system' : e.actorId === claim.accountId ? 'customer' : 'staff',
    note: e.note,
    photos: (e.photos ?? []).map(photoUrl),
    amountTetri: e.amountTetri,
  };
}

function claimWire(row: ClaimRow, tracking: string, events: EventRow[]): Claim {
  return {
    id: row.id,
    reference: claimReference(row.number),
    parcelId: row.parcelId,
    tracking,
    kind: row.kind,
    state: row.state,
    description: row.description,
    photos: row.photos.map(photoUrl),
    insured: row.insured,
    capTetri: row.capTetri,
    dueAt: row.dueAt.toISOString(),
    amountTetri: row.amountTetri,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    events: events.filter((e) => e.claimId === row.id).map((e) => eventWire(row, e)),
  };
}

async function eventsOf(db: DbOrTx, ids: string[]): Promise<EventRow[]> {
  if (!ids.length) return [];
  return (
    db
      .select()
      .from(claimEvents)
      .where(inArray(claimEvents.claimId, ids))
      // An approval and its credit share the transaction's time: the credit follows.
      .orderBy(asc(claimEvents.at), sql`${claimEvents.kind} = 'credited'`, asc(claimEvents.id))
  );
}

/** The customer's claims (of one parcel, or all), newest first. */
export async function customerClaims(db: DbOrTx, accountId: string, parcelId?: string): Promise<Claim[]> {
  const rows = await db
    .select({ claim: claims, tracking: parcels.tracking })
    .from(claims)
    .innerJoin(parcels, eq(parcels.id, claims.parcelId))
    .where(and(eq(claims.accountId, accountId), parcelId ? eq(claims.parcelId, parcelId) : undefined))
    .orderBy(desc(claims.createdAt), desc(claims.number));
  const events = await eventsOf(
    db,
    rows.map((r) => r.claim.id),
  );
  return rows.map((r) => claimWire(r.claim, r.tracking, events));
}

/** Claims for the back office: with the customer and the parcel; `where` narrows, `order` sorts. */
export async function staffClaims(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  now = new Date(),
): Promise<StaffClaim[]> {
  const rows = await db
    .select({ claim: claims, parcel: parcels, flight: flights.code, account: accounts })
    .from(claims)
    .innerJoin(parcels, eq(parcels.id, claims.parcelId))
    .innerJoin(accounts, eq(accounts.id, claims.accountId))
    .leftJoin(flights, eq(flights.id, parcels.flightId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  const events = await eventsOf(
    db,
    rows.map((r) => r.claim.id),
  );
  return rows.map(({ claim, parcel: p, flight, account: a }) => {
    const person = `${a.nameEn || a.nameKa} ${a.lastNameEn || a.lastNameKa}`.trim();
    const open = claim.state === 'submitted' || claim.state === 'info_requested';
    return {
      ...claimWire(claim, p.tracking, events),
      customer: {
        id: a.id,
        axid: a.axid,
        name: a.type === 2 ? a.ltdNameEn || a.ltdName || person : person,
        phone: a.phone || null,
      },
      parcel: {
        status: p.status,
        flight,
        weightKg: p.weightKg === null ? null : Number(p.weightKg),
        amount: p.amount,
        currency: p.currency,
        branch: p.branch,
        handedOverAt: p.handedOverAt?.toISOString() ?? null,
      },
      overdue: open && claim.dueAt.getTime() < now.getTime(),
    };
  });
}
