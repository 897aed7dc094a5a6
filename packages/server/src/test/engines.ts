/**
 * The database engines a test run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_ENGINES (`pglite`, `postgres` or both, comma-separated) narrows them, so that
 * `scripts/test-all.mjs` can run the API suite on each engine in a process of its own, side by side.
 */
export type DbKind = 'pglite' | 'postgres';

export function selectedEngines(env: NodeJS.ProcessEnv = process.env): DbKind[] {
  const available: DbKind[] = env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = env.TEST_ENGINES?.split(',').map((name) => name.trim());
  if (!wanted?.length) return available;
  for (const name of wanted)
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`TEST_ENGINES: unknown engine "${name}"`);
  if (wanted.includes('postgres') && !env.TEST_DATABASE_URL)
    throw new Error('TEST_ENGINES names postgres, but TEST_DATABASE_URL is not set');
  return available.filter((kind) => wanted.includes(kind));
}
