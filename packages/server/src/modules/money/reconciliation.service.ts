/**
 * Daily reconciliation (issue 20 §6): per provider — each card gateway, each bill-pay channel, the
 * branch counter's cash and terminal — the payments the provider side recorded on a Tbilisi day beside
 * the ledger credits of that day, matched by the credit's ref. A payment without its credit, a credit
 * without its payment, or two amounts that differ is a difference for staff, with the reference both
 * sides know. Either side is looked up whatever its own day, so a payment credited across midnight is
 * not flagged.
 */
import type { ReconciliationProvider } from '@amanati/shared/answers/admin/reconciliation';
import { MSG } from '@amanati/shared/messages';
import { tetriToLari } from '@amanati/shared/money';
import { tbilisiNoon } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { tbilisiDayStart } from './statement.ts';

interface Row {
  kind: ReconciliationProvider['kind'];
  name: string;
  reference: string;
  axid: string | null;
  provider_amount: string | null;
  ledger_amount: string | null;
}

/** Refs of the day on both sides: `$1`…`$2` is the day. Each query answers `Row`s. */
const CARD = `
  with keys as (
    select id::text as ref from payment_orders where state = 'paid' and updated_at >= $1 and updated_at < $2
    union
    select ref from ledger_entries
     where kind = 'topup' and created_at >= $1 and created_at < $2
       and ref ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
  select 'card' as kind, coalesce(o.gateway, '?') as name, k.ref as reference, a.axid,
         case when o.state = 'paid' then o.amount_tetri end as provider_amount, l.amount_tetri as ledger_amount
    from keys k
    left join payment_orders o on o.id = k.ref::uuid
    left join ledger_entries l on l.kind = 'topup' and l.ref = k.ref
    left join accounts a on a.id = coalesce(o.account_id, l.account_id)`;

// 'billpay:' (8 characters), the channel's uuid (36), ':', then the channel's transaction id.
const BILL_PAY = `
  with keys as (
    select 'billpay:' || channel_id || ':' || transaction_id as ref from bill_pay_payments
     where created_at >= $1 and created_at < $2
    union
    select ref from ledger_entries
     where kind = 'topup' and created_at >= $1 and created_at < $2 and ref like 'billpay:%')
  select 'billpay' as kind, coalesce(c.name, '?') as name, substring(k.ref from 46) as reference, a.axid,
         p.amount_tetri as provider_amount, l.amount_tetri as ledger_amount
    from keys k
    left join bill_pay_channels c on c.id::text = substring(k.ref from 9 for 36)
    left join bill_pay_payments p on p.channel_id = c.id and p.transaction_id = substring(k.ref from 46)
    left join ledger_entries l on l.kind = 'topup' and l.ref = k.ref
    left join accounts a on a.id = coalesce(p.account_id, l.account_id)`;

const COUNTER = `
  with keys as (
    select 'counter:' || idempotency_key as ref from counter_payments where created_at >= $1 and created_at < $2
    union
    select ref from ledger_entries
     where kind = 'topup' and created_at >= $1 and created_at < $2 and ref like 'counter:%')
  select 'counter' as kind, coalesce(p.method, '?') as name,
         coalesce('№' || p.number, substring(k.ref from 9)) as reference, a.axid,
         p.amount_tetri as provider_amount, l.amount_tetri as ledger_amount
    from keys k
    left join counter_payments p on p.idempotency_key = substring(k.ref from 9)
    left join ledger_entries l on l.kind = 'topup' and l.ref = k.ref
    left join accounts a on a.id = coalesce(p.account_id, l.account_id)`;

const amount = (v: string | null) => (v === null ? null : Number(v));

export function createReconciliationService(deps: Pick<AppContext, 'database'>) {
  const { database } = deps;
  return {
    async day(date: string): Promise<ReconciliationProvider[]> {
      if (!tbilisiNoon(date)) throw badRequest(MSG.invalidValue, { date: MSG.invalidValue });
      const from = tbilisiDayStart(date);
      const to = new Date(from.getTime() + 24 * 3_600_000);
      const rows = (
        await Promise.all(
          [CARD, BILL_PAY, COUNTER].map((q) => database.query<Row>(`${q} order by reference`, [from, to])),
        )
      ).flat();
      const providers = new Map<string, ReconciliationProvider>();
      for (const r of rows) {
        const id = `${r.kind}:${r.name}`;
        const p = providers.get(id) ?? {
          kind: r.kind,
          name: r.name,
          count: 0,
          providerTotal: 0,
          ledgerTotal: 0,
          differences: [],
        };
        const [paid, credited] = [amount(r.provider_amount), amount(r.ledger_amount)];
        p.count += 1;
        p.providerTotal += paid ?? 0;
        p.ledgerTotal += credited ?? 0;
        const problem =
          credited === null
            ? 'no_credit'
            : paid === null
              ? 'no_payment'
              : paid !== credited
                ? 'amount_differs'
                : null;
        if (problem)
          p.differences.push({
            reference: r.reference,
            AXID: r.axid,
            providerAmount: paid === null ? null : tetriToLari(paid),
            ledgerAmount: credited === null ? null : tetriToLari(credited),
            problem,
          });
        providers.set(id, p);
      }
      return [...providers.values()]
        .map((p) => ({
          ...p,
          providerTotal: tetriToLari(p.providerTotal),
          ledgerTotal: tetriToLari(p.ledgerTotal),
        }))
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
