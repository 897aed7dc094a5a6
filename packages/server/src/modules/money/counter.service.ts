/**
 * Payment at a branch counter (issue 17 §5): staff take cash or a card-terminal payment for a customer's
 * chosen unpaid flights. One transaction credits the balance (ledger `topup`, ref `counter:<key>`, the
 * staff member as actor) and pays those flights from it (ledger `payment` per flight, as the customer's
 * own Pay does), records the receipt and audits it. Exactly once: the client's idempotency key is checked
 * after the account's lock (a parallel repeat waits there, then finds the receipt) and is unique in
 * `counter_payments` and, as the credit's ref, in the ledger.
 */
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { CounterPayInput, CounterReceipt } from '@amanati/shared/answers/admin/counter';
import { MSG } from '@amanati/shared/messages';
import { lariToTetri, tetriToLari } from '@amanati/shared/money';
import { tbilisiNoon } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  accounts,
  counterPayments,
  flights,
  invoiceLines,
  invoices,
  parcels,
} from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { lockBalance, post } from './ledger.ts';
import { payWithin } from './payments.service.ts';

type Row = typeof counterPayments.$inferSelect;
type Person = Pick<
  typeof accounts.$inferSelect,
  'axid' | 'nameEn' | 'lastNameEn' | 'nameKa' | 'lastNameKa' | 'ltdName'
>;

/** A customer's name as the counter reads it: the organisation, else the Georgian name, else the Latin one. */
export const personName = (p: Omit<Person, 'axid'>) =>
  p.ltdName || [p.nameKa || p.nameEn, p.lastNameKa || p.lastNameEn].filter(Boolean).join(' ');

const staffName = (p: Pick<Person, 'nameEn' | 'lastNameEn'> & { email: string }) =>
  [p.nameEn, p.lastNameEn].filter(Boolean).join(' ') || p.email;

/** The customer's unpaid charges per flight (tetri), with the parcels they are for. */
function unpaidLines(db: DbOrTx, accountId: string, flightCodes?: string[]) {
  return db
    .select({
      code: flights.code,
      amount: invoiceLines.amountTetri,
      parcelId: invoiceLines.parcelId,
      status: parcels.status,
      branch: parcels.branch,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(flights, eq(flights.id, invoices.flightId))
    .innerJoin(parcels, eq(parcels.id, invoiceLines.parcelId))
    .where(
      and(
        eq(invoices.accountId, accountId),
        isNull(invoiceLines.paidByLedgerId),
        flightCodes ? inArray(flights.code, flightCodes) : undefined,
      ),
    )
    .orderBy(asc(flights.code));
}

async function customerOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'customer')));
  if (!row) throw notFound();
  return row;
}

async function receiptOf(db: DbOrTx, row: Row): Promise<CounterReceipt> {
  const [customer] = await db.select().from(accounts).where(eq(accounts.id, row.accountId));
  const [staff] = await db.select().from(accounts).where(eq(accounts.id, row.staffId));
  return {
    id: row.id,
    number: row.number,
    customer: { axid: customer!.axid, name: personName(customer!) },
    flights: row.flights.map((f) => ({ code: f.code, amount: tetriToLari(f.amountTetri) })),
    // The receipt keeps the flights' amounts; the rest of what was taken paid the balance's debt.
    owed: tetriToLari(row.amountTetri - row.flights.reduce((sum, f) => sum + f.amountTetri, 0)),
    amount: tetriToLari(row.amountTetri),
    method: row.method,
    branch: row.branch,
    staff: staffName(staff!),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createCounterService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;

  async function byKey(tx: Tx, input: CounterPayInput): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(counterPayments)
      .where(eq(counterPayments.idempotencyKey, input.idempotencyKey));
    if (row && (row.accountId !== input.customerId || row.amountTetri !== lariToTetri(input.amount)))
      throw conflict(MSG.idempotencyKeyReused);
    return row;
  }

  async function take(tx: Tx, input: CounterPayInput, staffId: string) {
    const codes = [...new Set(input.flights)];
    await customerOf(tx, input.customerId);
    // Lock order of payWithin and of a correction: the parcels (by id), then the account.
    await tx
      .select({ id: parcels.id })
      .from(parcels)
      .where(
        inArray(
          parcels.id,
          tx
            .select({ id: invoiceLines.parcelId })
            .from(invoiceLines)
            .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
            .innerJoin(flights, eq(flights.id, invoices.flightId))
            .where(
              and(
                eq(invoices.accountId, input.customerId),
                isNull(invoiceLines.paidByLedgerId),
                inArray(flights.code, codes),
              ),
            ),
        ),
      )
      .orderBy(asc(parcels.id))
      .for('update');
    // Storage fees taken while the balance was short (issue 21 §5) left it below zero: that debt is taken
    // with the flights, so the credit covers it before the flights are paid from it.
    const owed = Math.max(0, -(await lockBalance(tx, input.customerId)));
    // A repeat (double click, retry, a parallel request that waited for the locks above): its receipt.
    const earlier = await byKey(tx, input);
    if (earlier) return { row: earlier, repeated: true };

    const lines = await unpaidLines(tx, input.customerId, codes);
    const perFlight = new Map<string, number>();
    for (const l of lines) perFlight.set(l.code, (perFlight.get(l.code) ?? 0) + l.amount);
    if (codes.some((c) => !perFlight.has(c))) throw new AppError(409, MSG.nothingToPay);
    const total = [...perFlight.values()].reduce((a, b) => a + b, 0);
    if (total < 0 || total + owed <= 0) throw new AppError(409, MSG.nothingToPay);
    if (total + owed !== lariToTetri(input.amount)) throw conflict(MSG.counterAmountChanged);

    const creditId = await post(tx, {
      accountId: input.customerId,
      amountTetri: total + owed,
      kind: 'topup',
      ref: `counter:${input.idempotencyKey}`,
      reason: `counter ${input.method} ${input.branch}`,
      actorId: staffId,
    });
    let paid = 0;
    for (const code of codes) paid += (await payWithin(tx, input.customerId, { flightCode: code })).paidTetri;
    // The credit is exactly what was paid and owed: the balance ends where it began, or at zero if it owed.
    if (paid !== total) throw new Error(`counter payment paid ${paid} of ${total}`);
    const [row] = await tx
      .insert(counterPayments)
      .values({
        idempotencyKey: input.idempotencyKey,
        accountId: input.customerId,
        amountTetri: total + owed,
        method: input.method,
        branch: input.branch,
        staffId,
        flights: codes.map((code) => ({ code, amountTetri: perFlight.get(code)! })),
        creditLedgerId: creditId,
      })
      .returning();
    await audit(tx, staffId, 'counter.payment', 'account', input.customerId, {
      receipt: row!.number,
      amount: tetriToLari(total + owed),
      method: input.method,
      branch: input.branch,
      flights: codes,
      ...(owed ? { owed: tetriToLari(owed) } : {}),
    });
    return { row: row!, repeated: false };
  }

  return {
    /** The customer's unpaid flights with their amounts, and how many of each one's parcels wait here. */
    async unpaid(customerId: string, branch: string) {
      const customer = await customerOf(db, customerId);
      const lines = await unpaidLines(db, customerId);
      const byCode = new Map<string, { amount: number; parcels: Set<string>; here: Set<string> }>();
      for (const l of lines) {
        const f = byCode.get(l.code) ?? { amount: 0, parcels: new Set(), here: new Set() };
        f.amount += l.amount;
        f.parcels.add(l.parcelId);
        if (l.status === 'arrived' && l.branch === branch) f.here.add(l.parcelId);
        byCode.set(l.code, f);
      }
      const list = [...byCode].map(([code, f]) => ({
        code,
        amount: tetriToLari(f.amount),
        parcels: f.parcels.size,
        arrivedHere: f.here.size,
      }));
      const total = [...byCode.values()].reduce((a, f) => a + f.amount, 0);
      const balance = Number(customer.balanceTetri);
      return {
        flights: list,
        total: tetriToLari(total),
        balance: tetriToLari(balance),
        owed: tetriToLari(Math.max(0, -balance)),
      };
    },

    async pay(input: CounterPayInput, staffId: string) {
      try {
        const { row, repeated } = await db.transaction((tx) => take(tx, input, staffId));
        return { receipt: await receiptOf(db, row), repeated };
      } catch (err) {
        // Two first attempts of one key at once on separate connections: the index let one through.
        if (
          uniqueViolation(err) === 'counter_payments_key_uq' ||
          uniqueViolation(err) === 'ledger_topup_ref_uq'
        ) {
          const row = await db.transaction((tx) => byKey(tx, input));
          if (row) return { receipt: await receiptOf(db, row), repeated: true };
        }
        throw err;
      }
    },

    async receipt(id: string) {
      const [row] = await db.select().from(counterPayments).where(eq(counterPayments.id, id));
      if (!row) throw notFound();
      return receiptOf(db, row);
    },

    /** The day's takings (Tbilisi day) per branch, staff member and method; `staffId` narrows to one person. */
    async cashReport(date: string, filter: { branch?: string | undefined; staffId?: string | undefined }) {
      const noon = tbilisiNoon(date);
      if (!noon) throw new AppError(400, MSG.invalidValue);
      const from = new Date(noon.getTime() - 12 * 3600_000);
      const to = new Date(from.getTime() + 24 * 3600_000);
      const rows = await db
        .select({
          branch: counterPayments.branch,
          staffId: counterPayments.staffId,
          nameEn: accounts.nameEn,
          lastNameEn: accounts.lastNameEn,
          email: accounts.email,
          method: counterPayments.method,
          count: sql<number>`count(*)::int`,
          amount: sql<string>`sum(${counterPayments.amountTetri})`,
        })
        .from(counterPayments)
        .innerJoin(accounts, eq(accounts.id, counterPayments.staffId))
        .where(
          and(
            gte(counterPayments.createdAt, from),
            lt(counterPayments.createdAt, to),
            filter.branch ? eq(counterPayments.branch, filter.branch) : undefined,
            filter.staffId ? eq(counterPayments.staffId, filter.staffId) : undefined,
          ),
        )
        .groupBy(
          counterPayments.branch,
          counterPayments.staffId,
          accounts.nameEn,
          accounts.lastNameEn,
          accounts.email,
          counterPayments.method,
        )
        .orderBy(asc(counterPayments.branch), asc(accounts.lastNameEn), asc(counterPayments.method));
      const sum = { cash: 0, terminal: 0, count: 0 };
      const out = rows.map((r) => {
        const amount = Number(r.amount);
        sum[r.method] += amount;
        sum.count += Number(r.count);
        return {
          branch: r.branch,
          staffId: r.staffId,
          staff: staffName(r),
          method: r.method,
          count: Number(r.count),
          amount: tetriToLari(amount),
        };
      });
      return {
        date,
        rows: out,
        totals: {
          cash: tetriToLari(sum.cash),
          terminal: tetriToLari(sum.terminal),
          all: tetriToLari(sum.cash + sum.terminal),
          count: sum.count,
        },
      };
    },
  };
}

export type CounterService = ReturnType<typeof createCounterService>;
