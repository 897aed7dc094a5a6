/**
 * Many rows in one statement: one array parameter per column, spread by `unnest`. A multi-row VALUES
 * list or an `in (…)` list costs one bound parameter per cell, and building and binding those took most
 * of the time of putting 5,000 parcels on a flight; with arrays the statement is the same few
 * parameters whatever the number of rows. Works alike on PostgreSQL and PGlite.
 */
import { sql, type SQL } from 'drizzle-orm';

export type ColumnType = 'uuid' | 'text' | 'jsonb' | 'int' | 'numeric' | 'smallint' | 'boolean';

/** One typed array parameter, e.g. `${id} = any(${arrayOf(ids, 'uuid')})`. */
export const arrayOf = (values: readonly unknown[], type: ColumnType): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** JSON values as a jsonb[] parameter (serialised here, so both drivers bind the same text). */
export const jsonArrayOf = (values: readonly unknown[]): SQL =>
  arrayOf(
    values.map((v) => (v === null || v === undefined ? null : JSON.stringify(v))),
    'jsonb',
  );
