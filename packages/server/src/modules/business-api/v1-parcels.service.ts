/**
 * Parcels through `/api/v1` (issue 22 §2): create with the panel's rules (§5) and an optional
 * `Idempotency-Key`; list newest first with a cursor; get one with its timeline.
 *
 * The cursor is the last listed parcel's id, and the next page is what comes after that row in
 * (created_at, id) order — not an offset, so parcels declared while a client pages through the list
 * neither shift a parcel onto a second page nor hide one.
 */
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import {
  countryOfIso,
  v1FieldErrors,
  v1ToDeclaration,
  type V1ParcelCreateBody,
} from '@amanati/shared/business-api-v1';
import { MSG } from '@amanati/shared/messages';
import { parcelDeclarationSchema } from '@amanati/shared/parcels';
import type { AppContext } from '../../context.ts';
import { flights, parcels } from '../../db/schema/index.ts';
import { AppError, badRequest, fieldErrors, notFound } from '../../lib/errors.ts';
import { isUuid } from '@amanati/shared/ids';
import type { ParcelsService } from '../parcels/parcels.service.ts';
import { toEvent } from '../parcels/parcels.wire.ts';
import { once, requestHash } from './idempotency.ts';
import { after, decodeCursor, encodeCursor, micros } from '../../lib/list-cursor.ts';
import { toV1Parcel } from './v1-parcels.wire.ts';

export interface V1ParcelFilter {
  limit: number;
  cursor?: string | undefined;
  status?: (typeof parcels.$inferSelect)['status'] | undefined;
  country?: string | undefined;
  flight?: string | undefined;
  updated_since?: string | undefined;
}

const place = micros(parcels.createdAt);

export function createV1Parcels(deps: Pick<AppContext, 'database'>, panel: ParcelsService) {
  const { db } = deps.database;

  /** The panel's validation of a v1 body, its field errors under v1's names. */
  function declarationOf(body: V1ParcelCreateBody) {
    const parsed = parcelDeclarationSchema.safeParse(v1ToDeclaration(body));
    if (!parsed.success) {
      const errors = v1FieldErrors(fieldErrors(parsed.error.issues));
      throw badRequest(MSG.fillAllFields, errors);
    }
    return parsed.data;
  }

  return {
    async create(accountId: string, body: V1ParcelCreateBody, idempotencyKey: string | undefined) {
      const declaration = declarationOf(body);
      try {
        return await once(db, accountId, idempotencyKey, requestHash('POST /parcels', body), async (tx) => {
          const made = await panel.addIn(tx, accountId, declaration);
          return { status: 201, body: toV1Parcel(made.parcel, null) };
        });
      } catch (err) {
        if (err instanceof AppError && err.errors)
          throw new AppError(err.statusCode, err.code, v1FieldErrors(err.errors));
        throw err;
      }
    },

    async list(accountId: string, f: V1ParcelFilter) {
      const where: (SQL | undefined)[] = [eq(parcels.accountId, accountId)];
      if (f.status) where.push(eq(parcels.status, f.status));
      if (f.country) where.push(eq(parcels.country, countryOfIso(f.country)!));
      if (f.flight) where.push(eq(flights.code, f.flight));
      if (f.updated_since) where.push(gte(parcels.updatedAt, new Date(f.updated_since)));
      if (f.cursor) {
        where.push(after(parcels.createdAt, parcels.id, decodeCursor('p', f.cursor, isUuid), 'uuid'));
      }
      const rows = await db
        .select({ parcel: parcels, flightCode: flights.code, place })
        .from(parcels)
        .leftJoin(flights, eq(flights.id, parcels.flightId))
        .where(and(...where))
        .orderBy(desc(parcels.createdAt), desc(parcels.id))
        .limit(f.limit + 1);
      const page = rows.slice(0, f.limit);
      return {
        data: page.map((r) => toV1Parcel(r.parcel, r.flightCode)),
        next: rows.length > f.limit ? encodeCursor('p', page.at(-1)!.place, page.at(-1)!.parcel.id) : null,
      };
    },

    async get(accountId: string, id: string) {
      if (!isUuid(id)) throw notFound();
      const { parcel, flightCode, events } = await panel.ownRow(accountId, id);
      return { ...toV1Parcel(parcel, flightCode), timeline: events.map(toEvent) };
    },
  };
}

export type V1Parcels = ReturnType<typeof createV1Parcels>;
