/** A line describing the machine a benchmark ran on. */
import os from 'node:os';
import pg from 'pg';

export async function machine(databaseUrl?: string): Promise<string> {
  let postgres = '';
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    postgres = `, ${String((await c.query('show server_version')).rows[0].server_version).split(' ')[0]} PostgreSQL`;
    await c.end();
  }
  return `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}${postgres}`;
}
