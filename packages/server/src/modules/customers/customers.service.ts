/**
 * Customers in the back office: search, profile with parcels, ledger and courier orders, the manual
 * ledger adjustment (admin only, with a reason; never below a zero balance nor above MAX_BALANCE_TETRI),
 * and an organisation's registry extract and verification (admin only, audited).
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG } from '@amanati/shared/messages';
import { MAX_BALANCE_TETRI } from '@amanati/shared/money';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, courierOrders, flights, ledgerEntries, parcels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '@amanati/shared/ids';
import { accountDirectory, type AccountRow } from '../accounts/account-directory.ts';
import { debtTetri as debtOfAccount } from '../money/debt.ts';
import { autoPay } from '../money/auto-pay.ts';
import { lockBalance, post } from '../money/ledger.ts';
import { likeTerm } from '../../lib/search.ts';

const actor = alias(accounts, 'actor');

export interface ProfilePaging {
  parcelsSkip: number;
  parcelsLimit: number;
  ledgerSkip: number;
  ledgerLimit: number;
}

/** Unpaid charges of the row's account, in tetri (the same sum as money/debt.ts, per row). */
const debtOf = sql<string>`(select coalesce(sum(il.amount_tetri), 0) from invoice_lines il
  join invoices i on i.id = il.invoice_id
  where i.account_id = "accounts"."id" and il.paid_by_ledger_id is null)`;

function matches(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = likeTerm(q);
  return or(
    eq(accounts.axid, q.toUpperCase()),
    ilike(accounts.axid, like),
    ilike(accounts.email, like),
    ilike(accounts.phone, like),
    ilike(accounts.passportId, like),
    ilike(accounts.orgId, like),
    ilike(accounts.ltdName, like),
    ilike(accounts.ltdNameEn, like),
    sql`(${accounts.nameEn} || ' ' || ${accounts.lastNameEn}) ilike ${like}`,
    sql`(${accounts.nameKa} || ' ' || ${accounts.lastNameKa}) ilike ${like}`,
  );
}

/** The organisation part of an organisation account (type 2) as staff see it. */
async function organisationOf(db: DbOrTx, a: AccountRow) {
  const by = a.orgVerifiedBy ? await accountDirectory.byId(db, a.orgVerifiedBy) : undefined;
  return {
    entrepreneur: a.indEntrepreneur,
    registryExtract: a.registryFile !== null,
    verified: a.orgVerifiedAt !== null,
    verifiedAt: a.orgVerifiedAt?.toISOString() ?? null,
    verifiedByAXID: by?.axid ?? null,
  };
}

export function createCustomersService(deps: Pick<AppContext, 'database' | 'notifier'>) {
  const { db } = deps.database;

  async function customer(id: string) {
    const row = isUuid(id) ? await accountDirectory.byId(db, id) : undefined;
    if (!row || row.role !== 'customer') throw notFound();
    return row;
  }

  return {
    async search(q: string, skip: number, limit: number) {
      const where = and(eq(accounts.role, 'customer'), matches(q.trim()));
      const [rows, [total]] = await Promise.all([
        db
          .select({ account: accounts, debt: debtOf })
          .from(accounts)
          .where(where)
          .orderBy(sql`(${accounts.axid} = ${q.trim().toUpperCase()}) desc`, desc(accounts.createdAt))
          .offset(skip)
          .limit(limit),
        db.select({ n: count() }).from(accounts).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ account: r.account, debtTetri: Number(r.debt) })),
        count: total?.n ?? 0,
      };
    },

    /** The profile with one page of parcels (newest first) and one of ledger rows, and how many there are. */
    async profile(id: string, page: ProfilePaging) {
      const account = await customer(id);
      const [debtTetri, parcelRows, [parcelCount], ledger, [ledgerCount], orders] = await Promise.all([
        debtOfAccount(db, id),
        db
          .select({ parcel: parcels, flightCode: flights.code })
          .from(parcels)
          .leftJoin(flights, eq(flights.id, parcels.flightId))
          .where(eq(parcels.accountId, id))
          .orderBy(desc(parcels.createdAt), desc(parcels.id))
          .offset(page.parcelsSkip)
          .limit(page.parcelsLimit),
        db.select({ n: count() }).from(parcels).where(eq(parcels.accountId, id)),
        db
          .select({ entry: ledgerEntries, actorAxid: actor.axid })
          .from(ledgerEntries)
          .leftJoin(actor, eq(actor.id, ledgerEntries.actorId))
          .where(eq(ledgerEntries.accountId, id))
          .orderBy(desc(ledgerEntries.id))
          .offset(page.ledgerSkip)
          .limit(page.ledgerLimit),
        db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, id)),
        db
          .select()
          .from(courierOrders)
          .where(eq(courierOrders.accountId, id))
          .orderBy(desc(courierOrders.createdAt))
          .limit(200),
      ]);
      return {
        account,
        organisation: account.type === 2 ? await organisationOf(db, account) : null,
        debtTetri,
        parcels: parcelRows,
        parcelCount: parcelCount?.n ?? 0,
        ledger,
        ledgerCount: ledgerCount?.n ?? 0,
        orders,
      };
    },

    /** An organisation account's registry extract: its stored name (404 when there is none); audited. */
    async registryExtract(id: string, actorId: string): Promise<string> {
      const account = await customer(id);
      if (!account.registryFile) throw notFound();
      await audit(db, actorId, 'customer.registry_viewed', 'account', id, { file: account.registryFile });
      return account.registryFile;
    },

    /** Marks an organisation account verified, or takes it back (finding 8); audited. */
    async verifyOrganisation(id: string, verified: boolean, actorId: string) {
      const account = await customer(id);
      if (account.type !== 2) throw new AppError(409, MSG.notAnOrganisation);
      return db.transaction(async (tx) => {
        // A repeated "verified" keeps the first admin and time: the audit row says who checked it first.
        const [row] = await tx
          .update(accounts)
          .set(
            verified
              ? {
                  orgVerifiedAt: sql`coalesce(${accounts.orgVerifiedAt}, now())`,
                  orgVerifiedBy: sql`coalesce(${accounts.orgVerifiedBy}, ${actorId}::uuid)`,
                }
              : { orgVerifiedAt: null, orgVerifiedBy: null },
          )
          .where(eq(accounts.id, id))
          .returning();
        await audit(
          tx,
          actorId,
          verified ? 'customer.org_verified' : 'customer.org_unverified',
          'account',
          id,
          {
            before: account.orgVerifiedAt !== null,
          },
        );
        return organisationOf(tx, row!);
      });
    },

    /** A signed manual ledger row; refused when it would take the balance below zero. */
    async adjust(id: string, input: { amountTetri: number; reason: string }, actorId: string) {
      await customer(id);
      return db.transaction(async (tx) => {
        const balance = await lockBalance(tx, id);
        const after = balance + input.amountTetri;
        if (after < 0)
          throw new AppError(409, MSG.balanceWouldBeNegative, { amountTetri: MSG.balanceWouldBeNegative });
        // Kept far below 2^53 tetri so the balance stays exact as a number (finding 14).
        if (after > MAX_BALANCE_TETRI)
          throw new AppError(409, MSG.balanceTooLarge, { amountTetri: MSG.balanceTooLarge });
        const ledgerId = await post(tx, {
          accountId: id,
          amountTetri: input.amountTetri,
          kind: 'adjustment',
          reason: input.reason,
          actorId,
        });
        await audit(tx, actorId, 'customer.adjust', 'account', id, {
          amountTetri: input.amountTetri,
          reason: input.reason,
          ledgerId,
          balanceBefore: balance,
          balanceAfter: after,
        });
        // Money added may cover flights waiting to be paid (issue 20 §4): the answer shows what is left.
        const paid = input.amountTetri > 0 ? await autoPay(tx, id, deps.notifier) : [];
        return { ledgerId, balanceTetri: paid.at(-1)?.balanceTetri ?? after };
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
