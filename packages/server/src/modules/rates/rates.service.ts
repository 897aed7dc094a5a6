/**
 * Exchange rates: the current ones (what charges and customs use), history, manual entry, and the import
 * from a RatesSource. Stored as lari per unit with 4 decimals, CNY per 10 yuan (spec §9), whatever
 * quantity the source quotes.
 */
import { DEFAULT_RATES, RATE_CURRENCIES, type RateCurrency } from '@amanati/shared/constants';
import type { RatesInput } from '@amanati/shared/admin-content';
import { divideHalfUp, fromScaled, toScaled } from '@amanati/shared/decimal';
import { RATE_UNITS } from '@amanati/shared/rates';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { sourceFailed, type RateQuote, type RatesSource } from './rates-source.ts';
import { ratesRepo } from './rates.repo.ts';

const isRateCurrency = (c: string): c is RateCurrency => (RATE_CURRENCIES as readonly string[]).includes(c);

/** Current rates as the wire gives them: numbers, lari per unit (CNY per 10 yuan). */
export const ratesAsNumbers = (rates: Record<RateCurrency, string>): Record<RateCurrency, number> =>
  Object.fromEntries(RATE_CURRENCIES.map((c) => [c, Number(rates[c])])) as Record<RateCurrency, number>;

export interface CurrentRates {
  rates: Record<RateCurrency, string>;
  date: string | null;
}

type RateRows = Awaited<ReturnType<typeof ratesRepo.newest>>;

/** Current rates (the newest row per currency), falling back to the spec's defaults. */
export async function currentRates(db: DbOrTx): Promise<CurrentRates> {
  return asCurrentRates(await ratesRepo.newest(db));
}

/**
 * The National Bank's rates of a Tbilisi day (customs converts at the rate of the declaration day, issue
 * 16 §1): per currency the newest quote valid on that day or before; today's current rates when none is.
 */
export async function ratesOfDay(db: DbOrTx, day: string = tbilisiDay(new Date())): Promise<CurrentRates> {
  const rows = await ratesRepo.newestOn(db, day);
  return rows.length ? asCurrentRates(rows) : currentRates(db);
}

function asCurrentRates(rows: RateRows): CurrentRates {
  const out = Object.fromEntries(
    RATE_CURRENCIES.map((c) => [c, rows.find((r) => r.currency === c)?.rate ?? DEFAULT_RATES[c]]),
  ) as Record<RateCurrency, string>;
  return {
    rates: out,
    date:
      rows
        .map((r) => r.validOn)
        .sort()
        .at(-1) ?? null,
  };
}

/** `rate` lari for `quantity` units → lari for the units we store (1, or 10 for CNY), half-up to 4 decimals. */
export function toStoredRate(currency: RateCurrency, quote: Pick<RateQuote, 'rate' | 'quantity'>): string {
  const perQuote = toScaled(String(quote.rate), 8);
  return fromScaled(
    divideHalfUp(perQuote * BigInt(RATE_UNITS[currency]), BigInt(quote.quantity) * 10_000n),
    4,
  );
}

export function createRatesService(deps: Pick<AppContext, 'database'>, source: RatesSource) {
  const { db } = deps.database;

  return {
    async list() {
      const [current, history] = await Promise.all([currentRates(db), ratesRepo.history(db)]);
      return { current, history };
    },

    put: (input: RatesInput, actorId: string) =>
      db.transaction(async (tx) => {
        const validOn = input.validOn ?? tbilisiDay();
        const rows = await ratesRepo.insert(
          tx,
          input.rates.map((r) => ({ currency: r.currency, rate: r.rate, validOn, source: 'manual' })),
        );
        await audit(tx, actorId, 'rates.put', 'rate', null, { validOn, rates: input.rates });
        return rows;
      }),

    /** One row per currency whose rate or day changed since the newest stored one. */
    async importFrom(date: string | undefined, actorId: string) {
      const quotes = await source.fetch(date);
      const wanted = new Map<RateCurrency, { rate: string; validOn: string }>();
      for (const q of quotes) {
        const currency = q.currency.toUpperCase();
        if (!isRateCurrency(currency) || !(Number.isInteger(q.quantity) && q.quantity > 0)) continue;
        let rate: string;
        try {
          rate = toStoredRate(currency, q);
        } catch {
          continue;
        }
        if (Number(rate) <= 0) continue;
        wanted.set(currency, { rate, validOn: (q.date ?? date ?? tbilisiDay()).slice(0, 10) });
      }
      if (wanted.size === 0) throw sourceFailed();
      return db.transaction(async (tx) => {
        const newest = new Map((await ratesRepo.newest(tx)).map((r) => [r.currency, r]));
        const changed = [...wanted].filter(([c, r]) => {
          const last = newest.get(c);
          return !last || last.validOn !== r.validOn || toScaled(last.rate, 4) !== toScaled(r.rate, 4);
        });
        const rows = changed.length
          ? await ratesRepo.insert(
              tx,
              changed.map(([currency, r]) => ({ currency, ...r, source: 'nbg' })),
            )
          : [];
        await audit(tx, actorId, 'rates.import', 'rate', null, {
          date: date ?? null,
          imported: Object.fromEntries(changed.map(([c, r]) => [c, r.rate])),
          unchanged: [...wanted.keys()].filter((c) => !changed.some(([k]) => k === c)),
        });
        return { imported: rows, unchanged: wanted.size - changed.length };
      });
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
