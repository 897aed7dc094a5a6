/**
 * Opaque list cursors (`/api/v1` and the panel's statement): the last listed row's place in the list's
 * order (a timestamp in whole microseconds, the database's precision, and an id), tagged with the list it
 * belongs to. Kept in the cursor itself, so the next page still follows when that row was deleted since.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MSG } from '@amanati/shared/messages';
import { badRequest } from './errors.ts';

/** A timestamp column as whole microseconds since 1970, as text (a bigint does not fit a JS number safely). */
export const micros = (column: PgColumn) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export const encodeCursor = (list: string, at: string, id: string | number) =>
  Buffer.from(`${list}:${at}:${id}`).toString('base64url');

/** The place a cursor names, or a 400 `cursor_invalid` when this list did not give it out. */
export function decodeCursor(list: string, cursor: string, isId: (id: string) => boolean) {
  const [tag, at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split(':');
  if (tag !== list || !at || !/^\d{1,20}$/.test(at) || !id || !isId(id) || rest.length)
    throw badRequest(MSG.cursorInvalid, { cursor: MSG.cursorInvalid });
  return { at, id };
}

/** Rows after the cursor's place in a newest-first (time, id) order. */
export const after = (
  time: PgColumn,
  idColumn: PgColumn,
  place: { at: string; id: string },
  idType: 'uuid' | 'bigint',
): SQL =>
  sql`(${micros(time)}::bigint, ${idColumn}) < (${place.at}::bigint, ${place.id}::${sql.raw(idType)})`;
