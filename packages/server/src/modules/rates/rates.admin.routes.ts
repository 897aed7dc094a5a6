/** Rates in the back office: current and history, manual entry, and the import from the National Bank of Georgia. */
import { adminRatesAnswer, ratesImportAnswer, ratesPutAnswer } from '@amanati/shared/answers/admin/content';
import { ratesImportSchema, ratesInputSchema } from '@amanati/shared/admin-content';
import type { rates } from '../../db/schema/index.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { answers, staffDoc, type StaffScope } from '../../plugins/staff.ts';
import { ratesAsNumbers, type RatesService } from './rates.service.ts';

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
    {
      schema: {
        ...staffDoc('rates', 'Lari per unit, CNY per 10 yuan; the newest 200 rows of history.'),
        response: answers(adminRatesAnswer),
      },
    },
    async () => {
      const { current, history } = await service.list();
      return {
        success: true as const,
        rates: ratesAsNumbers(current.rates),
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
        response: answers(ratesPutAnswer),
      },
    },
    async (req) => ({
      success: true as const,
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
        response: answers(ratesImportAnswer),
      },
    },
    async (req) => {
      const done = await service.importFrom(req.body?.date, currentAccount(req).id);
      return { success: true as const, imported: done.imported.map(toRate), unchanged: done.unchanged };
    },
  );
}
