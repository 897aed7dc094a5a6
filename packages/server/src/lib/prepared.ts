/**
 * Statements prepared once per database handle. PostgreSQL then plans them once per connection
 * instead of on every call: for the short reads customers make most (a list page, an invoice), planning
 * a join cost more than running it (EXPLAIN ANALYZE: ~1 ms planning against ~0.2 ms execution).
 */
import { is, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../db/client.ts';

export function preparedPer<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

/** A statement built with the query builder, run on the driver itself. */
export interface RawStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * For the one read every signed-in screen makes (the parcel list), the ORM's row mapping was the largest
 * cost the minimal Fastify + pg route did not have (a CPU profile: ~20 µs of ~350 µs a request, plus its
 * garbage). The statement is still written with the query builder — columns by their schema names, each
 * selected `as` the property the code reads — and then run as a named statement on the pool (PGlite:
 * its own query), whose rows already have those properties. Placeholders are filled by name. On the
 * pool the rows are read by a {@link StatementQuery}.
 */
export function rawPreparedPer<Row>(
  name: string,
  build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } },
): (database: Database) => RawStatement<Row> {
  const cache = new WeakMap<Database, RawStatement<Row>>();
  return (database) => {
    let statement = cache.get(database);
    if (!statement) {
      const { sql: text, params } = build(database.db).toSQL();
      const valuesOf = (given: Record<string, unknown>) =>
        params.map((p) => (is(p, Placeholder) ? given[p.name] : p));
      const { pool, pglite } = database;
      const shape = new RowShape();
      statement = pool
        ? {
            execute: (v) =>
              runStatement<Row>(pool, new StatementQuery({ name, text, values: valuesOf(v) }, shape)),
          }
        : { execute: async (v) => (await pglite!.query<Row>(text, valuesOf(v))).rows };
      cache.set(database, statement);
    }
    return statement;
  };
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
}

/**
 * How a statement's rows are read: its fields' parsers and an empty row with its properties in order.
 * node-postgres works this out again for every answer, and builds the empty row as a dictionary it then
 * copies for each row (`Result.addFields`, `parseRow`: ~14 µs of the parcel list's ~180 µs of server
 * time a request, in a CPU profile). A named statement's fields never change: worked out once, each row is
 * then a copy of a plain object filled in place.
 */
class RowShape {
  private names: string[] = [];
  private parsers: ((raw: string) => unknown)[] = [];
  private empty: Record<string, unknown> = {};
  private described = false;

  describe(fields: readonly FieldDescription[]): void {
    if (this.described) return;
    this.names = fields.map((f) => f.name);
    this.parsers = fields.map(
      (f) => pg.types.getTypeParser(f.dataTypeID, 'text') as (raw: string) => unknown,
    );
    // Built from JSON: an object with its properties in fast mode, which copies cheaply.
    this.empty = JSON.parse(JSON.stringify(Object.fromEntries(this.names.map((n) => [n, null])))) as Record<
      string,
      unknown
    >;
    this.described = true;
  }

  row(values: readonly (string | null)[]): Record<string, unknown> {
    const row = { ...this.empty };
    for (let i = 0; i < values.length; i++) {
      const raw = values[i];
      if (raw !== null && raw !== undefined) row[this.names[i]!] = this.parsers[i]!(raw);
    }
    return row;
  }
}

/** A node-postgres query (a submittable: the driver hands it the protocol's messages) keeping its rows through a shared {@link RowShape}. */
class StatementQuery extends pg.Query {
  /** Not `rows`: node-postgres reads that as how many rows to fetch at a time. */
  readonly found: Record<string, unknown>[] = [];

  constructor(
    config: { name: string; text: string; values: unknown[] },
    private readonly shape: RowShape,
  ) {
    super(config);
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.shape.describe(message.fields);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    this.found.push(this.shape.row(message.fields));
  }
}

/** Runs the query on a pooled connection and answers its rows; the connection goes back either way. */
async function runStatement<Row>(pool: pg.Pool, query: StatementQuery): Promise<Row[]> {
  const client = await pool.connect();
  let failed: unknown;
  try {
    await new Promise<void>((resolve, reject) => {
      query.once('end', () => resolve());
      query.once('error', reject);
      client.query(query);
    });
    return query.found as Row[];
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    // A connection that failed mid-query is dropped rather than handed to the next caller.
    client.release(failed instanceof Error && !('severity' in failed) ? failed : undefined);
  }
}
