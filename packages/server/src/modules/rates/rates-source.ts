/**
 * Where imported rates come from. The default asks the National Bank of Georgia's public JSON; tests
 * pass their own source through the admin deps, so no test touches the network.
 */
import { z } from 'zod';
import { MSG } from '@amanati/shared/messages';
import { AppError } from '../../lib/errors.ts';

/** `rate` lari for `quantity` units of `currency`, as the source quotes it. */
export interface RateQuote {
  currency: string;
  rate: number | string;
  quantity: number;
  /** The day the quote is valid for (YYYY-MM-DD…), when the source says. */
  date?: string;
}

export interface RatesSource {
  fetch(date?: string): Promise<RateQuote[]>;
}

export const NBG_URL = 'https://nbg.gov.ge/gw/api/ct/monetarypolicy/currencies/en/json/';

const nbgAnswer = z.array(
  z.object({
    date: z.string().optional(),
    currencies: z.array(
      z.object({
        code: z.string(),
        quantity: z.number().int().positive(),
        rate: z.number().positive(),
        date: z.string().optional(),
        validFromDate: z.string().optional(),
      }),
    ),
  }),
);

export const sourceFailed = () => new AppError(502, MSG.ratesSourceFailed);

/** Used under NODE_ENV=test when no source is injected: no test ever reaches the bank, even by accident. */
export const offlineRatesSource: RatesSource = {
  fetch: () => Promise.reject(sourceFailed()),
};

/** The part of `fetch` the bank source uses (tests pass a fake). */
export type FetchUrl = (url: URL, init: RequestInit) => Promise<Response>;

export function nbgRatesSource(fetchImpl: FetchUrl = fetch, url = NBG_URL): RatesSource {
  return {
    async fetch(date) {
      const target = new URL(url);
      if (date) target.searchParams.set('date', date);
      let body: unknown;
      try {
        const res = await fetchImpl(target, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(15_000),
        });
        if (!res.ok) throw sourceFailed();
        body = await res.json();
      } catch {
        throw sourceFailed();
      }
      const parsed = nbgAnswer.safeParse(body);
      if (!parsed.success) throw sourceFailed();
      return parsed.data.flatMap((day) =>
        day.currencies.map((c) => ({
          currency: c.code.toUpperCase(),
          rate: c.rate,
          quantity: c.quantity,
          ...(c.validFromDate || c.date || day.date ? { date: c.validFromDate ?? c.date ?? day.date } : {}),
        })),
      );
    },
  };
}
