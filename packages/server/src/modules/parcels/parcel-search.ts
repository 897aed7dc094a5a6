/**
 * Parcels as staff search them: by status, country, flight, destination city, or a tracking number /
 * owner's AXID. The flight screen lists the stock parcels it can take and the parcels it carries.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminParcelsQuery } from '@amanati/shared/admin';
import { BRANCHES } from '@amanati/shared/constants';
import type { AppContext } from '../../context.ts';
import { accounts, flights, parcels } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/search.ts';

function filterOf(query: AdminParcelsQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    query.status ? eq(parcels.status, query.status) : undefined,
    query.country ? eq(parcels.country, query.country) : undefined,
    query.flightId ? eq(parcels.flightId, query.flightId) : undefined,
    // What a flight to this city may take: parcels for its branches, and those with no branch to compare.
    query.city
      ? or(
          inArray(
            parcels.branch,
            BRANCHES.filter((b) => b.city === query.city).map((b) => b.code),
          ),
          isNull(parcels.branch),
        )
      : undefined,
    q ? or(ilike(parcels.tracking, likeTerm(q)), eq(accounts.axid, q.toUpperCase())) : undefined,
  );
}

export function createParcelSearch(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    async list(query: AdminParcelsQuery) {
      const where = filterOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ parcel: parcels, flightCode: flights.code, axid: accounts.axid })
          .from(parcels)
          .leftJoin(accounts, eq(accounts.id, parcels.accountId))
          .leftJoin(flights, eq(flights.id, parcels.flightId))
          .where(where)
          // Oldest first: the warehouse ships what has waited longest.
          .orderBy(asc(parcels.updatedAt), asc(parcels.tracking))
          .offset(query.skip)
          .limit(query.limit),
        db
          .select({ n: count() })
          .from(parcels)
          .leftJoin(accounts, eq(accounts.id, parcels.accountId))
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}

export type ParcelSearch = ReturnType<typeof createParcelSearch>;
