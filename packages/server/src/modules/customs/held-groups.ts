/**
 * The customs groups after arrival (issue 16 §5), read from the parcels' customs state: a customer's
 * parcels held for clearance on one flight form the groups the rule set in force on the landing day made
 * (same shop or sender, or the whole flight); a parcel held undeclared is a group of its own. Each group
 * carries what the customer must pay (the state fee of the group's value at that day's rate and rules),
 * the payment details, the assessed VAT and duty, the receipt and where it stands.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { CustomsQueueGroup } from '@amanati/shared/answers/admin/customs';
import { customsPayer, type CustomsState } from '@amanati/shared/customs-clearance';
import { exactValueTetri } from '@amanati/shared/customs';
import {
  customsGroupKey,
  customsGroups,
  rulesInForce,
  stateFeeTetri,
  type CustomsRules,
} from '@amanati/shared/customs-rules';
import type { Currency } from '@amanati/shared/constants';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, flights, parcels } from '../../db/schema/index.ts';
import { ratesOfDay } from '../rates/rates.service.ts';
import { customsService } from './customs.service.ts';

/** Which held parcels to read: a customer's, the group of one parcel, or a state of the staff queue. */
export interface HeldFilter {
  accountId?: string;
  /** Only parcels still at a branch (not yet handed over). */
  arrivedOnly?: boolean;
  /** Groups with at least one parcel in one of these states. */
  states?: readonly CustomsState[];
  limit?: number;
}

export type HeldGroup = CustomsQueueGroup & { parcelIds: string[]; accountId: string };

const RANK: Record<CustomsState, number> = { held: 0, receipt: 1, cleared: 2 };

function selectHeld(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ parcel: parcels, flightCode: flights.code, landedAt: flights.endAt, account: accounts })
    .from(parcels)
    .innerJoin(accounts, eq(accounts.id, parcels.accountId))
    .leftJoin(flights, eq(flights.id, parcels.flightId))
    .where(and(isNotNull(parcels.customsState), where))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
}
type Row = Awaited<ReturnType<typeof selectHeld>>[number];

/** Rules and rates of a landing day, each read once per call. */
function dayCache(db: DbOrTx) {
  let history: Awaited<ReturnType<typeof customsService.history>> | undefined;
  const rates = new Map<string, Awaited<ReturnType<typeof ratesOfDay>>['rates']>();
  return async (at: Date) => {
    const day = tbilisiDay(at);
    history ??= await customsService.history(db);
    if (!rates.has(day)) rates.set(day, (await ratesOfDay(db, day)).rates);
    const found = rulesInForce(history, at);
    if (!found) throw new Error('no customs rule set in force: the migration seeds one');
    return { rules: found.rules, rates: rates.get(day)! };
  };
}

function toGroup(rows: Row[], rules: CustomsRules, values: Map<string, number | null>): HeldGroup {
  const first = rows[0]!;
  const p0 = first.parcel;
  const reason = p0.customsHoldReason ?? 'clearance';
  const state = rows.map((r) => r.parcel.customsState!).reduce((a, b) => (RANK[b] < RANK[a] ? b : a));
  const [group] = customsGroups(
    rules,
    rows.map((r) => ({
      ...r.parcel,
      accountId: r.parcel.accountId!,
      valueTetri: values.get(r.parcel.id) ?? 0,
    })),
  ).values();
  const valueTetri = group?.valueTetri ?? 0;
  // A group over the weight limit only still pays the lowest band, as landedCost says.
  const fee =
    reason === 'clearance' ? stateFeeTetri(rules, valueTetri) || (rules.feeBands[0]?.feeTetri ?? 0) : 0;
  const assessed = rows.filter((r) => r.parcel.customsVatTetri !== null);
  const sum = (pick: (r: Row) => number | null) => rows.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const a = first.account;
  const payer = customsPayer(a);
  return {
    groupId: p0.id,
    parcelIds: rows.map((r) => r.parcel.id),
    accountId: a.id,
    reason,
    state,
    flight: first.flightCode,
    arrivedAt: first.landedAt?.toISOString() ?? null,
    parcels: rows.map(({ parcel: p }) => ({
      _id: p.id,
      productOrderId: p.tracking,
      shop: p.shop,
      otherShop: p.otherShop,
      personalParcel: p.personal,
      senderName: p.senderName,
      valueTetri: values.get(p.id) === null ? null : Math.round(values.get(p.id)!),
    })),
    valueTetri,
    stateFeeTetri: fee,
    treasuryCode: rules.treasuryCode,
    payer,
    vatTetri: assessed.length ? sum((r) => r.parcel.customsVatTetri) : null,
    dutyTetri: assessed.length ? sum((r) => r.parcel.customsDutyTetri) : null,
    receipt: rows.find((r) => r.parcel.customsReceipt)?.parcel.customsReceipt ?? null,
    customer: { _id: a.id, AXID: a.axid, name: payer.name },
    updatedAt: new Date(Math.max(...rows.map((r) => r.parcel.updatedAt.getTime()))).toISOString(),
  };
}

/** The held groups matching the filter, most recently changed first. */
export async function heldGroups(db: DbOrTx, filter: HeldFilter = {}): Promise<HeldGroup[]> {
  const rows = await selectHeld(
    db,
    and(
      filter.accountId ? eq(parcels.accountId, filter.accountId) : undefined,
      filter.arrivedOnly ? eq(parcels.status, 'arrived') : undefined,
      // Every parcel of a group that has one in the states asked for (a group moves together).
      filter.states
        ? sql`(${parcels.accountId}, ${parcels.flightId}) in (select account_id, flight_id from ${parcels}
            where ${inArray(parcels.customsState, [...filter.states])})`
        : undefined,
    ),
  );
  const rulesOf = dayCache(db);
  const byKey = new Map<string, { rows: Row[]; rules: CustomsRules; values: Map<string, number | null> }>();
  for (const row of rows) {
    const { rules, rates } = await rulesOf(row.landedAt ?? row.parcel.updatedAt);
    const p = row.parcel;
    const key =
      p.customsHoldReason === 'undeclared'
        ? `undeclared|${p.id}`
        : `clearance|${customsGroupKey(rules, { ...p, accountId: p.accountId! })}`;
    const entry = byKey.get(key) ?? { rows: [] as Row[], rules, values: new Map<string, number | null>() };
    entry.rows.push(row);
    entry.values.set(
      p.id,
      p.amount !== null && p.currency !== null
        ? exactValueTetri(p.amount, p.currency as Currency, rates)
        : null,
    );
    byKey.set(key, entry);
  }
  const groups = [...byKey.values()]
    .map((e) => toGroup(e.rows, e.rules, e.values))
    .filter((g) => !filter.states || filter.states.includes(g.state));
  groups.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return filter.limit ? groups.slice(0, filter.limit) : groups;
}

/** The group a parcel belongs to, or null when it is not held (or not the customer's, given one). */
export async function groupOf(db: DbOrTx, parcelId: string, accountId?: string): Promise<HeldGroup | null> {
  const [owner] = await db
    .select({ accountId: parcels.accountId })
    .from(parcels)
    .where(and(eq(parcels.id, parcelId), isNotNull(parcels.customsState)));
  if (!owner?.accountId || (accountId && owner.accountId !== accountId)) return null;
  const groups = await heldGroups(db, { accountId: owner.accountId });
  return groups.find((g) => g.parcelIds.includes(parcelId)) ?? null;
}

/** Locks a customer's held parcels: a group's steps then see and change it alone. */
export async function lockHeld(db: DbOrTx, accountId: string): Promise<void> {
  await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.accountId, accountId), isNotNull(parcels.customsState)))
    .orderBy(desc(parcels.id))
    .for('update');
}
