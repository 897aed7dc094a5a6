/** Rates in the back office: current and history, manual entry, and the import from the National Bank of Georgia. */
import { ratesImportSchema, ratesInputSchema } from '@amanati/shared/admin-content';
import { RATE_CURRENCIES } from '@amanati/shared/constants';
import type { rates } from '../../db/schema/index.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { staffDoc, type StaffScope } from '../../plugins/staff.ts';
import type { RatesService } from './rates.service.ts';

const toRate = (r: typeof rates.$inferSelect) => ({
  _id: r.id,
  currency: r.currency,
  rate: Number(r.rate),
  validOn: r.validOn,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
});

export function ratesAdminRoutes(r: StaffScope, service: RatesService): void {
  r.get(
    '/rates',
    { schema: staffDoc('rates', 'Lari per unit, CNY per 10 yuan; the newest 200 rows of history.') },
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
        ...staffDoc(
          'rates',
          'Manual entry of one or more currencies: lari per unit (CNY per 10 yuan), 4 decimals.',
        ),
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
        ...staffDoc(
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
