/**
 * Putting 5,000 weighed parcels on a flight and marking it arrived, through HTTP (issue 6, "Done when").
 * On PostgreSQL: a fresh database `amanati_bench_flight` (dropped at the end), migrated and seeded as the
 * server does, 1,000 customers and 5,000 `stock` parcels per round (bulk SQL), then an operator's two
 * requests — `POST /api/admin/flights/:id/parcels` by `parcelIds` and `POST /api/admin/flights/:id/arrive` —
 * timed end to end through `app.inject` (charging, invoices, timeline events, notifications and mails included).
 *
 * Usage: npm run bench:flight   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Writes bench/results/flight-5000.md. Aim: each step under 2 s.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config/env.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedIfEmpty } from '../packages/server/src/db/seed/index.ts';
import { hashPassword } from '../packages/server/src/lib/passwords.ts';
import { createLocalStorage } from '../packages/server/src/lib/storage.ts';
import { accountsRepo } from '../packages/server/src/modules/accounts/accounts.repo.ts';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'amanati_bench_flight';
const CUSTOMERS = 1000;
const PARCELS = 5000;
const ROUNDS = 3;
const AIM_MS = 2000;

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
};

await admin(`drop database if exists ${DB_NAME} with (force)`);
await admin(`create database ${DB_NAME}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-bench-'));
const database = await openDatabase({ databaseUrl: withDatabase(BASE, DB_NAME), poolSize: 20 });
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await seedIfEmpty(database, createLocalStorage(path.join(dataDir, 'files')), false);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    { jwtSecret: randomBytes(32).toString('hex') },
  );
  app = await buildApp({ config, database, logger: false });
  await app.ready();

  const email = `operator.bench@amanati.ge`;
  await accountsRepo.insert(database.db, {
    email,
    passwordHash: await hashPassword('operator123'),
    role: 'operator',
    nameEn: 'Bench',
    lastNameEn: 'Operator',
  });
  const signin = await app.inject({
    method: 'POST',
    url: '/api/authorization/signin',
    payload: { email, password: 'operator123' },
  });
  if (signin.statusCode !== 200) throw new Error(`signin failed: ${signin.body}`);
  const headers = { authorization: `Bearer ${(JSON.parse(signin.body) as { token: string }).token}` };

  // 1,000 individual customers at Didube (half of them want e-mails, as in life).
  const customerIds = (
    await database.query<{ id: string }>(
      `insert into accounts (axid, email, password_hash, type, phone, name_en, last_name_en, name_ka, last_name_ka,
         passport_id, branch_city, branch_code, email_notifications)
       select 'AX' || nextval('axid_seq'), 'bench.' || g || '@example.ge', 'x', 1, '599' || lpad(g::text, 6, '0'),
         'Customer', 'N' || g, 'კლიენტი', 'N' || g, lpad((10000000000 + g)::text, 11, '0'), 'tbilisi', 'didube', g % 2 = 0
       from generate_series(1, $1::int) g returning id`,
      [CUSTOMERS],
    )
  ).map((r) => r.id);

  const add: number[] = [];
  const arrive: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // 5,000 declared, weighed parcels in the USA warehouse, some with dimensions (volume weight).
    const parcelIds = (
      await database.query<{ id: string }>(
        `insert into parcels (account_id, status, tracking, category, quantity, amount, currency, shop, country, branch,
           weight_kg, length_cm, width_cm, height_cm)
         select ($1::uuid[])[1 + (g % array_length($1::uuid[], 1))], 'stock', 'BENCH' || $2::int || 'N' || g, '_SHOES_', 1 + g % 3,
           10 + g % 300, 'USD', '_AMAZON_', 2, 'didube', round((0.1 + random() * 12)::numeric, 3),
           case when g % 4 = 0 then 20 + g % 40 end, case when g % 4 = 0 then 20 end, case when g % 4 = 0 then 15 end
         from generate_series(1, $3::int) g returning id`,
        [customerIds, round, PARCELS],
      )
    ).map((r) => r.id);
    await database.query('analyze parcels');

    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/flights',
      headers,
      payload: {
        country: 2,
        code: `US-BENCH-${round}`,
        departedAt: new Date().toISOString(),
        estimatedAt: new Date(Date.now() + 4 * 864e5).toISOString(),
      },
    });
    if (created.statusCode !== 200) throw new Error(`flight: ${created.body}`);
    const flightId = (JSON.parse(created.body) as { flight: { _id: string } }).flight._id;

    let t0 = performance.now();
    const loaded = await app.inject({
      method: 'POST',
      url: `/api/admin/flights/${flightId}/parcels`,
      headers,
      payload: { parcelIds },
    });
    add.push(performance.now() - t0);
    const loadedBody = JSON.parse(loaded.body) as { added: number; refused: unknown[] };
    if (loaded.statusCode !== 200 || loadedBody.added !== PARCELS)
      throw new Error(`add parcels: ${loaded.statusCode} ${loaded.body.slice(0, 300)}`);

    t0 = performance.now();
    const landed = await app.inject({
      method: 'POST',
      url: `/api/admin/flights/${flightId}/arrive`,
      headers,
    });
    arrive.push(performance.now() - t0);
    const landedBody = JSON.parse(landed.body) as { parcels: number; customers: number };
    if (landed.statusCode !== 200 || landedBody.parcels !== PARCELS)
      throw new Error(`arrive: ${landed.statusCode} ${landed.body.slice(0, 300)}`);
    console.log(
      `round ${round}: add ${add.at(-1)!.toFixed(0)} ms, arrive ${arrive.at(-1)!.toFixed(0)} ms (${landedBody.customers} customers)`,
    );
  }

  const [check] = await database.query<{ invoices: number; lines: number; notes: number; mails: number }>(
    `select (select count(*)::int from invoices) as invoices, (select count(*)::int from invoice_lines) as lines,
       (select count(*)::int from notifications) as notes, (select count(*)::int from outbox where channel = 'email') as mails`,
  );
  const [{ server_version: pgVersion } = { server_version: '?' }] = await database.query<{
    server_version: string;
  }>('show server_version');

  const row = (name: string, xs: number[]) => {
    const s = stats(xs);
    return `| ${name} | ${s.min.toFixed(0)} | ${s.median.toFixed(0)} | ${s.max.toFixed(0)} | ${s.max < AIM_MS ? 'yes' : 'NO'} |`;
  };
  const report = [
    '## 5,000 parcels on a flight (issue 6)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:flight\`: ${ROUNDS} rounds, each on a fresh flight with ${PARCELS.toLocaleString('en')} fresh \`stock\` parcels of ${CUSTOMERS.toLocaleString('en')} customers;`,
    'one HTTP request each (`app.inject`, operator token), timed end to end: validation, locking, charging (invoice per customer, one line per parcel),',
    'timeline events, notifications and their e-mails in the outbox, audit.',
    '',
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, PostgreSQL ${pgVersion}.`,
    '',
    `| step | min ms | median ms | max ms | under ${AIM_MS} ms |`,
    '|---|---:|---:|---:|:---:|',
    row('put 5,000 parcels on a flight (`POST /api/admin/flights/:id/parcels`, by `parcelIds`)', add),
    row('mark the flight arrived (`POST /api/admin/flights/:id/arrive`)', arrive),
    '',
    `After ${ROUNDS} rounds: ${check!.invoices} invoices, ${check!.lines} invoice lines, ${check!.notes} notifications, ${check!.mails} mails queued.`,
    '',
  ].join('\n');
  const out = path.join(import.meta.dirname, 'results', 'flight-5000.md');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, report);
  console.log(`\n${report}\nwritten to ${path.relative(process.cwd(), out)}`);
} finally {
  await app?.close();
  await database.close();
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
