/** Rates in the back office: current and history, manual entry, and the import from the National Bank of Georgia. */
import type { FastifyInstance } from 'fastify';
import { ratesImportSchema, ratesInputSchema } from '@amanati/shared/admin-content';
import { RATE_CURRENCIES } from '@amanati/shared/constants';
import type { AppContext } from '../../context.ts';
import type { rates } from '../../db/schema/index.ts';
import { typed } from '../../lib/http.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { SchemaOf } from './admin-kit.ts';
import { nbgRatesSource, offlineRatesSource, type RatesSource } from './rates-source.ts';
import { createRatesAdmin } from './rates.admin.service.ts';

declare module './admin.routes.ts' {
  interface AdminDeps {
    /** Where `import-nbg` reads rates: the National Bank of Georgia unless given (tests pass a fake). */
    ratesSource?: RatesSource;
  }
}

const toRate = (r: typeof rates.$inferSelect) => ({
  _id: r.id,
  currency: r.currency,
  rate: Number(r.rate),
  validOn: r.validOn,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
});

export function ratesAdmin(
  scope: FastifyInstance,
  ctx: AppContext,
  s: SchemaOf,
  deps: { ratesSource?: RatesSource | undefined },
): void {
  const r = typed(scope);
  const source = deps.ratesSource ?? (ctx.config.env === 'test' ? offlineRatesSource : nbgRatesSource());
  const service = createRatesAdmin(ctx, source);

  r.get(
    '/rates',
    { schema: s('rates', 'Lari per unit, CNY per 10 yuan; the newest 200 rows of history.') },
    async () => {
      const { current, history } = await service.list();
      return {
        success: true,
        rates: Object.fromEntries(RATE_CURRENCIES.map((c) => [c, Number(current.rates[c])])),
        date: current.date,
        history: history.map(toRate),
      };
    },
  );
  r.post(
    '/rates',
    {
      schema: {
        ...s('rates', 'Manual entry of one or more currencies: lari per unit (CNY per 10 yuan), 4 decimals.'),
        body: ratesInputSchema,
      },
    },
    async (req) => ({
      success: true,
      rates: (await service.put(req.body, currentAccount(req).id)).map(toRate),
    }),
  );
  r.post(
    '/rates/import-nbg',
    {
      schema: {
        ...s(
          'rates',
          "Imports the National Bank of Georgia's rates (of `date`, default today), converted to our units. 502 rates_source_failed when the bank does not answer.",
        ),
        body: ratesImportSchema.optional().nullable(),
      },
    },
    async (req) => {
      const done = await service.importFrom(req.body?.date, currentAccount(req).id);
      return { success: true, imported: done.imported.map(toRate), unchanged: done.unchanged };
    },
  );
}
