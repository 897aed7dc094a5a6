/** Current rates (newest row per currency), falling back to the spec's defaults. */
import { desc } from 'drizzle-orm';
import { DEFAULT_RATES, RATE_CURRENCIES, type RateCurrency } from '@amanati/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import { rates } from '../../db/schema/index.ts';

export interface CurrentRates {
  rates: Record<RateCurrency, string>;
  date: string | null;
}

export async function currentRates(db: DbOrTx): Promise<CurrentRates> {
  const rows = await db
    .selectDistinctOn([rates.currency], {
      currency: rates.currency,
      rate: rates.rate,
      validOn: rates.validOn,
    })
    .from(rates)
    .orderBy(rates.currency, desc(rates.createdAt));
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
