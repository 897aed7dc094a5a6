/**
 * One of the servers a benchmark compares, chosen by TARGET, in a child process of its own (the load
 * generator runs in another): `app` the real app, `minimal` a Fastify + pg route running the list query
 * and building the same JSON, `bare` a Fastify route answering that JSON from memory. Each in its own
 * process: sharing one V8 isolate, the servers' common code (Fastify, Node's HTTP, pg) was compiled for
 * both at once and the real app's list ran several points slower beside the minimal route than alone, an
 * effect no deployment has. Prints `{"ready":"<url>"}` when listening.
 */
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config/env.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';

const databaseUrl = process.env.DATABASE_URL!;
const port = Number(process.env.PORT ?? 4100);
const target = process.env.TARGET as 'app' | 'minimal' | 'bare';
const closers: (() => Promise<unknown>)[] = [];

async function startApp(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    GATEWAY: 'georgiancard',
    GC_MERCHANT_ID: 'A'.repeat(32),
    GC_ACCOUNT_ID: 'B'.repeat(32),
    GC_CERT_PATH: process.env.BENCH_CERT!,
    GC_CALLBACK_USER: 'u',
    GC_CALLBACK_PASSWORD: 'p',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const database = await openDatabase({ databaseUrl, poolSize: 20 });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  closers.push(() => app.close().then(() => database.close()));
}

// The list query of a tab exactly as the real endpoint's repository issues it (one round trip: the page,
// each parcel's flight code and declaration state, and the tab's counts per country), prepared likewise.
const LIST_SQL = `select p.id, p.tracking, p.category, p.quantity, p.shop, p.other_shop, p.personal,
    p.sender_name, p.country, p.amount, p.currency, p.price_tetri, p.branch, p.flight_id, p.file,
    p.description, p.custom, p.clearance, p.insured, p.customs_state, p.paid, p.status, p.weight_kg, p.label_photo,
    p.created_at, f.code as flight_code,
    (f.update_status and (f.declaration_deadline is null or f.declaration_deadline > now())) as flight_update_status,
    (select json_object_agg(c.country, c.n) from (select country, count(*)::int as n
      from parcels where account_id = $1 and status = $2 group by country) c) as counts
  from parcels p left join flights f on f.id = p.flight_id
  where p.account_id = $1 and p.status = $2
  order by p.country asc, p.created_at desc, p.id asc offset $3 limit $4`;

async function startMinimal(): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const minimal = Fastify({ logger: false });
  minimal.get<{ Params: { account: string } }>('/min/:account', async (req) => {
    const { rows } = await pool.query({
      name: 'parcel_list_page',
      text: LIST_SQL,
      values: [req.params.account, 'waiting', 0, 100],
    });
    const products = rows.map((p) => ({
      _id: p.id,
      productOrderId: p.tracking,
      productName: p.category,
      quantity: p.quantity,
      shop: p.shop,
      otherShop: p.other_shop,
      personalParcel: p.personal,
      senderName: p.sender_name,
      senderCountryId: p.country,
      amount: p.amount === null ? null : Number(p.amount),
      currency: p.currency,
      price: p.price_tetri === null ? null : p.price_tetri / 100,
      branches: p.branch,
      flightId: p.flight_code,
      file: p.file,
      description: p.description,
      custom: p.custom,
      clearance: p.clearance,
      insured: p.insured,
      customsState: p.customs_state,
      state: p.paid ? 'paid' : p.price_tetri !== null ? 'unpaid' : null,
      status: p.status,
      statusPage: p.status,
      weight: p.weight_kg === null ? null : Number(p.weight_kg),
      labelPhoto: p.label_photo,
      createdAt: p.created_at.toISOString(),
    }));
    const counts: Record<string, number> = rows[0]?.counts ?? {};
    const count = (c: number) => counts[c] ?? 0;
    return {
      success: true,
      products,
      productsCount: count(1) + count(2) + count(3),
      productsCountChina: count(1),
      productsCountUsa: count(2),
      productsCountTurkey: count(3),
      productsCountGrecee: 0,
      newArr: [1, 2, 3]
        .map((countryId) => ({
          countryId,
          products: products.filter((p) => p.senderCountryId === countryId),
        }))
        .filter((g) => g.products.length),
    };
  });
  await minimal.listen({ port, host: '127.0.0.1' });
  closers.push(() => minimal.close().then(() => pool.end()));
}

// Answers stored by the benchmark (the real endpoint's body), served as they are: the floor Fastify sets.
async function startBare(): Promise<void> {
  const cached = new Map<string, string>();
  const bare = Fastify({ logger: false });
  bare.post<{ Params: { key: string } }>('/set/:key', (req) => {
    cached.set(req.params.key, JSON.stringify(req.body));
    return { ok: true };
  });
  const answer = async (req: { params: { key: string } }, reply: FastifyReply) =>
    reply.type('application/json').send(cached.get(req.params.key) ?? '{}');
  bare.get<{ Params: { key: string } }>('/bare/:key', answer);
  bare.post<{ Params: { key: string } }>('/bare/:key', answer);
  await bare.listen({ port, host: '127.0.0.1' });
  closers.push(() => bare.close());
}

const starters = { app: startApp, minimal: startMinimal, bare: startBare };
await starters[target]();
console.log(JSON.stringify({ ready: `http://127.0.0.1:${port}` }));
process.on('SIGTERM', () => {
  void Promise.all(closers.map((close) => close())).finally(() => process.exit(0));
});
