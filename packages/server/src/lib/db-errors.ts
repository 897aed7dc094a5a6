/** Reads PostgreSQL results and error details through Drizzle's wrappers, the same on pg and PGlite. */
interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(err: unknown): PgErrorLike | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** The violated unique constraint's name, or undefined when the error is something else. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = pgError(err);
  return e?.code === '23505' ? (e.constraint ?? 'unknown') : undefined;
}

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
