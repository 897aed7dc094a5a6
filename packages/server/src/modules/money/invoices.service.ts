/** A customer's invoice for one flight (spec §3 Invoice, §7 `invoice/get/{flightId}/{branch}`). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { isBranchCode } from '@amanati/shared/constants';
import { fromScaled, toScaled } from '@amanati/shared/decimal';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../lib/prepared.ts';
import { accounts, flights, invoiceLines, invoices, parcels } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { tetriToLari } from '@amanati/shared/money';
import { receiverLine } from '@amanati/shared/widgets';

const lari = tetriToLari;

const headStatement = preparedPer((db: Db) =>
  db
    .select({ invoice: invoices, flight: flights, account: accounts })
    .from(invoices)
    .innerJoin(flights, eq(flights.id, invoices.flightId))
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(
      and(
        eq(invoices.accountId, sql.placeholder('accountId')),
        eq(flights.code, sql.placeholder('flightCode')),
      ),
    )
    .prepare('invoice_head'),
);

/** The invoice's lines, of one branch when `branch` is given. */
const linesStatement = preparedPer((db: Db) =>
  db
    .select({ line: invoiceLines, parcel: parcels })
    .from(invoiceLines)
    .innerJoin(parcels, eq(parcels.id, invoiceLines.parcelId))
    .where(
      and(
        eq(invoiceLines.invoiceId, sql.placeholder('invoiceId')),
        sql`(${sql.placeholder('branch')}::text is null or ${parcels.branch} = ${sql.placeholder('branch')})`,
      ),
    )
    .orderBy(asc(parcels.createdAt), asc(invoiceLines.createdAt))
    .prepare('invoice_lines'),
);

export function createInvoicesService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    async get(accountId: string, flightCode: string, branch?: string) {
      if (branch !== undefined && !isBranchCode(branch)) throw notFound();
      const [head] = await headStatement(db).execute({ accountId, flightCode });
      if (!head) throw notFound();
      const rows = await linesStatement(db).execute({ invoiceId: head.invoice.id, branch: branch ?? null });
      if (rows.length === 0 && branch) throw notFound();

      // One product line per parcel: the latest figures, the sum of its charge, corrections and premium.
      const byParcel = new Map<
        string,
        {
          parcel: (typeof rows)[number]['parcel'];
          last: (typeof rows)[number]['line'];
          tetri: number;
          insuranceTetri: number | null;
          unpaid: boolean;
        }
      >();
      for (const { line, parcel } of rows) {
        const seen = byParcel.get(parcel.id);
        byParcel.set(parcel.id, {
          parcel,
          last: line,
          tetri: (seen?.tetri ?? 0) + line.amountTetri,
          insuranceTetri:
            line.kind === 'insurance'
              ? (seen?.insuranceTetri ?? 0) + line.amountTetri
              : (seen?.insuranceTetri ?? null),
          unpaid: (seen?.unpaid ?? false) || line.paidByLedgerId === null,
        });
      }
      const products = [...byParcel.values()].map(({ parcel, last, tetri, insuranceTetri, unpaid }) => ({
        _id: parcel.id,
        productOrderId: parcel.tracking,
        productName: parcel.category,
        quantity: parcel.quantity,
        weight: Number(last.chargeableKg),
        actualWeight: Number(last.weightKg),
        tariff: Number(last.tariffUsd),
        tariffType: last.tariffType,
        priceUsd: Number(
          fromScaled((toScaled(last.chargeableKg, 3) * toScaled(last.tariffUsd, 2) + 500n) / 1000n, 2),
        ),
        rate: { USD: Number(last.rateUsd) },
        price: lari(tetri),
        insurance: insuranceTetri === null ? null : lari(insuranceTetri),
        branch: parcel.branch,
        state: unpaid ? ('unpaid' as const) : ('paid' as const),
      }));
      const totalTetri = [...byParcel.values()].reduce((s, p) => s + p.tetri, 0);
      const a = head.account;
      const invoice = {
        _id: head.invoice.id,
        invoiceUnicId: head.invoice.number,
        createdAt: head.invoice.createdAt.toISOString(),
        flightId: head.flight.code,
        branch: branch ?? null,
        state: products.some((p) => p.state === 'unpaid') ? ('unpaid' as const) : ('paid' as const),
        // The same line as the address widget prints (shared receiverLine: the name capitalised).
        receiver: receiverLine({
          AXID: a.axid,
          type: a.type,
          information: {
            nameEn: a.nameEn,
            lastNameEn: a.lastNameEn,
            LTDNameEn: a.ltdNameEn ?? '',
            indEntrepreneur: a.indEntrepreneur,
          },
        }),
        AXID: a.axid,
        additionalInformation: {
          userType: a.type,
          nameKa: a.nameKa,
          lastNameKa: a.lastNameKa,
          nameEn: a.nameEn,
          lastNameEn: a.lastNameEn,
          LTDName: a.ltdName,
          LTDNameEn: a.ltdNameEn,
          indEntrepreneur: a.indEntrepreneur,
          passport: a.passportId ?? '',
          orgId: a.orgId ?? '',
          allQuantity: products.reduce((s, p) => s + (p.quantity ?? 0), 0),
          allWeight: Number(
            fromScaled(
              products.reduce((s, p) => s + toScaled(String(p.weight), 3), 0n),
              3,
            ),
          ),
          allSum: lari(totalTetri),
        },
        transportPrice: lari(totalTetri),
      };
      return { invoice, products };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
