/** Rate rows: the only place the rates module touches the database. */
import { desc, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rates } from '../../db/schema/index.ts';

export type RateRow = typeof rates.$inferSelect;
export type NewRate = typeof rates.$inferInsert;

export const ratesRepo = {
  /** The newest row of each currency. */
  newest: (db: DbOrTx) =>
    db
      .selectDistinctOn([rates.currency], {
        currency: rates.currency,
        rate: rates.rate,
        validOn: rates.validOn,
      })
      .from(rates)
      .orderBy(rates.currency, desc(rates.createdAt)),

  /** The newest row of each currency valid on `day` (YYYY-MM-DD) or before. */
  newestOn: (db: DbOrTx, day: string) =>
    db
      .selectDistinctOn([rates.currency], {
        currency: rates.currency,
        rate: rates.rate,
        validOn: rates.validOn,
      })
      .from(rates)
      .where(lte(rates.validOn, day))
      .orderBy(rates.currency, desc(rates.validOn), desc(rates.createdAt)),

  history: (db: DbOrTx, limit = 200) => db.select().from(rates).orderBy(desc(rates.createdAt)).limit(limit),

  insert: (db: DbOrTx, values: NewRate[]) => db.insert(rates).values(values).returning(),
};
