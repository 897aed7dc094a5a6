/** Reads of the public content: tariffs, flights, news, offices, pages, the popup. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../lib/prepared.ts';
import { flightRemarks, flights, news, offices, pages, popups, tariffs } from '../../db/schema/index.ts';

const page = { skip: sql.placeholder('skip'), limit: sql.placeholder('limit') };

const flightsPage = preparedPer((db: Db) =>
  db
    .select({ flight: flights, remark: flightRemarks })
    .from(flights)
    .leftJoin(flightRemarks, eq(flightRemarks.key, flights.remarkKey))
    .orderBy(sql`${flights.departedAt} desc nulls last`, asc(flights.code))
    .offset(page.skip)
    .limit(page.limit)
    .prepare('public_flights_page'),
);
const flightTotal = preparedPer((db: Db) =>
  db
    .select({ n: sql<string>`count(*)` })
    .from(flights)
    .prepare('public_flights_count'),
);
const newsPage = preparedPer((db: Db) =>
  db
    .select()
    .from(news)
    .orderBy(desc(news.publishedAt), asc(news.id))
    .offset(page.skip)
    .limit(page.limit)
    .prepare('public_news_page'),
);
const newsTotal = preparedPer((db: Db) =>
  db
    .select({ n: sql<string>`count(*)` })
    .from(news)
    .prepare('public_news_count'),
);

export const contentRepo = {
  tariffs: (db: DbOrTx) => db.select().from(tariffs).orderBy(asc(tariffs.country), asc(tariffs.type)),

  // The public lists every visitor loads are prepared statements (lib/prepared.ts): planned once per connection.
  flights: (db: Db, skip: number, limit: number) => flightsPage(db).execute({ skip, limit }),

  flightCount: async (db: Db) => Number((await flightTotal(db).execute())[0]?.n ?? 0),

  news: (db: Db, skip: number, limit: number) => newsPage(db).execute({ skip, limit }),

  newsCount: async (db: Db) => Number((await newsTotal(db).execute())[0]?.n ?? 0),

  newsById: async (db: DbOrTx, id: string) =>
    (await db.select().from(news).where(eq(news.id, id)).limit(1))[0],

  /** The newest rate of each currency. */
  offices: (db: DbOrTx) => db.select().from(offices).orderBy(asc(offices.country)),

  page: async (db: DbOrTx, slug: string) =>
    (await db.select().from(pages).where(eq(pages.slug, slug)).limit(1))[0],

  /** The popup shown is the most recently updated one. */
  popup: async (db: DbOrTx) => (await db.select().from(popups).orderBy(desc(popups.updatedAt)).limit(1))[0],
};
