/**
 * What a customer's screens compute customs groups and landed costs from (issue 16 §2, §3): the rules and
 * rates of today — the ones the server judges a declaration by — and the customer's parcels that may
 * still change group (not yet landed), each with its value converted exactly as the server converts it.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CustomsContextAnswer, CustomsParcel } from '@amanati/shared/answers/customs';
import type { Currency } from '@amanati/shared/constants';
import { exactValueTetri } from '@amanati/shared/customs';
import type { DbOrTx } from '../../db/client.ts';
import { flights, parcels } from '../../db/schema/index.ts';
import { ratesOfDay } from '../rates/rates.service.ts';
import { customsRulesAt } from './customs.service.ts';

/** Statuses whose group may still change (as in parcels/customs-groups.ts). */
const OPEN = ['waiting', 'stock', 'sent'] as const;

/** The customer's open parcels and, with `flightCode`, every parcel of theirs on that flight. */
function parcelsOf(db: DbOrTx, accountId: string, flightCode?: string) {
  const open = inArray(parcels.status, [...OPEN]);
  return db
    .select({
      id: parcels.id,
      tracking: parcels.tracking,
      status: parcels.status,
      category: parcels.category,
      shop: parcels.shop,
      otherShop: parcels.otherShop,
      personal: parcels.personal,
      senderName: parcels.senderName,
      country: parcels.country,
      flightId: flights.code,
      amount: parcels.amount,
      currency: parcels.currency,
      weightKg: parcels.weightKg,
      file: parcels.file,
      priceTetri: parcels.priceTetri,
    })
    .from(parcels)
    .leftJoin(flights, eq(flights.id, parcels.flightId))
    .where(and(eq(parcels.accountId, accountId), flightCode ? or(open, eq(flights.code, flightCode)) : open))
    .orderBy(asc(parcels.createdAt));
}

export async function customsContext(
  db: DbOrTx,
  accountId: string,
  flightCode?: string,
): Promise<Omit<CustomsContextAnswer, 'success'>> {
  const [rules, { rates, date }, rows] = await Promise.all([
    customsRulesAt(db),
    ratesOfDay(db),
    parcelsOf(db, accountId, flightCode),
  ]);
  return {
    rules,
    rates,
    ratesDate: date,
    parcels: rows.map(({ amount, currency, weightKg, file, ...row }): CustomsParcel => ({
      ...row,
      valueTetri:
        amount !== null && currency !== null ? exactValueTetri(amount, currency as Currency, rates) : null,
      weightGrams: weightKg === null ? null : Math.round(Number(weightKg) * 1000),
      hasFile: file !== null,
    })),
  };
}
