/**
 * Auto-pay (issue 20 §4): with the customer's `auto_pay` on, unpaid flights are paid from the balance as
 * soon as it covers them, whether the charge or the money came first. Called in the transaction of every
 * event that can make a payment possible: a card top-up credited (gateway.module), a staff adjustment
 * (customers.service), a flight's charges (flights/load-parcels) and a correction (parcels.service), and
 * when the customer turns the setting on (auto-pay.routes).
 *
 * Rule: flights are taken oldest first — by when the flight's invoice was opened, i.e. the customer's
 * first charge on it (then the invoice id, to be total) — each paid whole through `payWithin` (the same
 * ledger row, lines and webhook as the panel's Pay), and it stops at the first flight the balance does
 * not cover: money is never spent on a newer flight while an older one waits.
 *
 * Locks: auto-pay locks the account, then the parcels it pays — the reverse of a payment's or a
 * correction's order (parcels, then account), and a credit arrives with the account already locked.
 * Waiting for a parcel another transaction holds could therefore deadlock, so parcels held elsewhere are
 * skipped (SKIP LOCKED) and auto-pay stops at their flight: their holder is a charge, correction or
 * payment, which settles that flight or runs auto-pay itself once this transaction frees the account.
 * (A parcel held by a change that touches no money, e.g. a scan, delays its flight to the next event.)
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatLari } from '@amanati/shared/money';
import type { Tx } from '../../db/client.ts';
import { accounts, flights, invoiceLines, invoices, parcels } from '../../db/schema/index.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { lockBalance } from './ledger.ts';
import { payWithin } from './payments.service.ts';

export interface AutoPaid {
  flightCode: string;
  paidTetri: number;
  balanceTetri: number;
}

type Notify = Pick<Notifier, 'notify'>;

/** Pays what the balance covers, oldest flight first; answers the flights it paid (none when it is off). */
export async function autoPay(tx: Tx, accountId: string, notifier: Notify): Promise<AutoPaid[]> {
  // The account first: the setting and the balance are then current, and every later credit or charge
  // waits for this transaction and runs auto-pay itself, seeing what was paid here.
  let balance = await lockBalance(tx, accountId);
  const [account] = await tx
    .select({ on: accounts.autoPay })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account?.on || balance <= 0) return [];
  const unpaid = and(eq(invoices.accountId, accountId), isNull(invoiceLines.paidByLedgerId));
  const held = await tx
    .select({ id: parcels.id })
    .from(parcels)
    .where(
      inArray(
        parcels.id,
        tx
          .select({ id: invoiceLines.parcelId })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(unpaid),
      ),
    )
    .orderBy(asc(parcels.id))
    .for('update', { skipLocked: true });
  const lines = await tx
    .select({ code: flights.code, parcelId: invoiceLines.parcelId, amount: invoiceLines.amountTetri })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(flights, eq(flights.id, invoices.flightId))
    .where(unpaid)
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  const mine = new Set(held.map((p) => p.id));
  const byFlight = new Map<string, { total: number; free: boolean }>();
  for (const l of lines) {
    const f = byFlight.get(l.code) ?? { total: 0, free: true };
    f.total += l.amount;
    f.free &&= mine.has(l.parcelId);
    byFlight.set(l.code, f);
  }
  const paid: AutoPaid[] = [];
  for (const [flightCode, f] of byFlight) {
    if (!f.free || f.total > balance) break;
    if (f.total <= 0) continue; // lines netting to nothing are settled by charging, never paid
    const result = await payOne(tx, accountId, flightCode);
    if (!result) break;
    balance = result.balanceTetri;
    paid.push({ flightCode, paidTetri: result.paidTetri, balanceTetri: balance });
    await notifier.notify(tx, accountId, 'auto_paid', {
      flight: flightCode,
      amount: formatLari(result.paidTetri),
      balance: formatLari(balance),
    });
  }
  return paid;
}

/**
 * One flight through the panel's payment code, in a savepoint: should the flight have changed since it
 * was read (a refusal such as not enough money), only this payment is undone, never the caller's credit.
 */
async function payOne(tx: Tx, accountId: string, flightCode: string) {
  try {
    return await tx.transaction((sp) => payWithin(sp, accountId, { flightCode }));
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * Auto-pay for the customers of a flight's new charges. Their accounts are locked in id order, in one
 * statement (two loaders never deadlock), so the setting and balance read are current; only those with
 * auto-pay on and money on the balance go on to pay.
 */
export async function autoPayMany(tx: Tx, accountIds: string[], notifier: Notify): Promise<void> {
  if (accountIds.length === 0) return;
  const rows = await tx
    .select({ id: accounts.id, on: accounts.autoPay, balance: accounts.balanceTetri })
    .from(accounts)
    .where(sql`${accounts.id} = any(${arrayOf([...new Set(accountIds)], 'uuid')})`)
    .orderBy(asc(accounts.id))
    .for('no key update'); // as lockBalance: the loader's own invoices hold key-share locks on them
  for (const row of rows) if (row.on && Number(row.balance) > 0) await autoPay(tx, row.id, notifier);
}
