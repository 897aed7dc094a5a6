/**
 * Benchmark databases on the local PostgreSQL (`amanati_bench_10k`, `amanati_bench_1m`): created,
 * migrated, seeded and filled once, then reused by every run. The fill's version is kept in the
 * database's comment, so a changed fill refills on the next run and an unchanged one is never redone.
 */
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { seedIfEmpty } from '../../packages/server/src/db/seed/index.ts';
import { hashPassword } from '../../packages/server/src/lib/passwords.ts';
import { createLocalStorage } from '../../packages/server/src/lib/storage.ts';

export const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Bump when the fill below changes: databases filled by an older version are refilled. */
const FILL_VERSION = 2;

export const SIZES = [
  { name: 'amanati_bench_10k', customers: 1_000, parcels: 10_000 },
  { name: 'amanati_bench_1m', customers: 100_000, parcels: 1_000_000 },
] as const;

/** The customer every API benchmark signs in as (an ordinary one: ten parcels, two per status). */
export const SAMPLE = { email: 'bench7@example.ge', password: 'bench-password-7' };

export function urlOf(name: string): string {
  const u = new URL(BASE_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A database with `customers` accounts and `parcels` parcels spread evenly over them: customer c gets
 * parcels c, c + customers, … each tenth of the parcels in the next status (two per status each),
 * countries in turn. Parcels past the warehouse are weighed, priced and on flights (one flight per
 * country, status and block of 5,000 parcels), charged on one invoice per customer and flight, as the
 * charging service leaves them; obtained ones are paid.
 */
export async function parcelsDatabase(
  name: string,
  customers: number,
  parcels: number,
  filesDir: string,
): Promise<string> {
  const marker = `amanati bench fill v${FILL_VERSION}: ${customers} customers, ${parcels} parcels`;
  const current = await onServer(async (c) => {
    const { rows } = await c.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    if (rows.length === 0) await c.query(`create database ${name}`);
    return rows[0]?.comment ?? null;
  });
  const url = urlOf(name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  try {
    // Migrations run on open; content (tariffs, news, flights remarks, offices) as on a first start.
    await seedIfEmpty(database, createLocalStorage(filesDir), false);
    if (current !== marker) {
      console.log(`filling ${name}: ${customers} customers, ${parcels} parcels…`);
      await fill(database, customers, parcels);
      await onServer((c) => c.query(`comment on database ${name} is '${marker}'`));
    }
    // The sample customer signs in with a real password hash (the fill writes a placeholder).
    await database.query(`update accounts set password_hash = $1 where email = $2`, [
      await hashPassword(SAMPLE.password),
      SAMPLE.email,
    ]);
    return url;
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>;

async function fill(database: Db, customers: number, parcels: number) {
  const q = (text: string, values?: unknown[]) => database.query(text, values);
  await q(`delete from invoice_lines where invoice_id in (select id from invoices where number like 'B%')`);
  await q(`delete from invoices where number like 'B%'`);
  await q(`delete from ledger_entries where ref like 'bench%'`);
  await q(`truncate parcels, parcel_events cascade`);
  await q(`delete from flights where code like 'BF-%'`);
  await q(`delete from accounts where email like 'bench%@example.ge'`);
  await q(
    `insert into accounts (axid, email, password_hash, type, phone, city, address, name_ka, last_name_ka, name_en, last_name_en,
       passport_id, branch_city, branch_code)
     select 'AX' || (500000 + g), 'bench' || g || '@example.ge', 'x', 1, '555' || lpad(g::text, 6, '0'), '_TBILISI_', 'addr',
       'ბენჩი', 'მომხმარებელი', 'Bench', 'User', lpad((20000000000 + g)::text, 11, '0'), 'tbilisi', 'didube'
     from generate_series(1, $1::int) g`,
    [customers],
  );
  // g → customer 1 + g % customers, status by g / customers, country by g / 5 (all three per customer).
  const shape = `(array['waiting','stock','sent','arrived','obtained'])[1 + ((g / $1::int) % 5)] as status,
      1 + ((g / 5) % 3) as country, g / 5000 as block`;
  await q(
    `insert into flights (code, country, flight_number, departed_at, estimated_at, end_at, update_status, created_at)
     select 'BF-' || s.status || '-' || s.block || '-' || s.country, s.country, 'B' || s.block,
       now() - make_interval(days => 10 + s.block), now() - make_interval(days => 5 + s.block),
       case when s.status <> 'sent' then now() - make_interval(days => 5 + s.block) end, s.status = 'sent',
       now() - make_interval(days => 10 + s.block)
     from (select distinct ${shape} from generate_series(1, $2::int) g) s
     where s.status in ('sent','arrived','obtained')`,
    [customers, parcels],
  );
  await q(
    `insert into parcels (account_id, status, tracking, category, quantity, shop, country, amount, currency, branch,
       weight_kg, price_tetri, paid, flight_id, created_at)
     select a.id, s.status, 'BT' || g, '_SHOES_', 1 + (g % 3), '_AMAZON_', s.country, 10.50, 'USD', 'didube',
       case when s.status <> 'waiting' then 0.5 + (g % 40) / 10.0 end,
       case when s.status in ('sent','arrived','obtained') then 1500 + (g % 40) * 270 end,
       s.status = 'obtained', f.id, now() - make_interval(secs => g)
     from generate_series(1, $2::int) g
     cross join lateral (select ${shape}) s
     join (select id, row_number() over (order by axid) as rn from accounts where email like 'bench%@example.ge') a
       on a.rn = 1 + (g % $1::int)
     left join flights f on f.code = 'BF-' || s.status || '-' || s.block || '-' || s.country`,
    [customers, parcels],
  );
  await q(
    `insert into invoices (number, account_id, flight_id, created_at)
     select 'B' || row_number() over (), account_id, flight_id, min(created_at)
     from parcels where flight_id is not null group by account_id, flight_id`,
  );
  await q(
    `insert into invoice_lines (invoice_id, parcel_id, weight_kg, chargeable_kg, tariff_type, tariff_usd, rate_usd,
       amount_tetri, paid_by_ledger_id, created_at)
     select i.id, p.id, p.weight_kg, p.weight_kg, 1, 8.00, 2.7000, p.price_tetri, null, p.created_at
     from parcels p join invoices i on i.account_id = p.account_id and i.flight_id = p.flight_id`,
  );
  // Obtained parcels were paid: a top-up and a payment per customer, and their lines point at the payment.
  await q(
    `with paid as (select account_id, sum(price_tetri) as tetri from parcels where status = 'obtained' group by account_id),
       topup as (insert into ledger_entries (account_id, amount_tetri, kind, ref)
         select account_id, tetri, 'topup', 'bench-' || account_id from paid)
     insert into ledger_entries (account_id, amount_tetri, kind, ref) select account_id, -tetri, 'payment', 'bench' from paid`,
  );
  await q(
    `update invoice_lines l set paid_by_ledger_id = e.id
     from parcels p, ledger_entries e
     where p.id = l.parcel_id and p.status = 'obtained' and e.account_id = p.account_id and e.kind = 'payment' and e.ref = 'bench'`,
  );
  await q('analyze');
}

/** The sample customer's id, token version and one of their invoices' flight code. */
export async function sampleCustomer(
  url: string,
): Promise<{ id: string; tokenVersion: number; invoiceFlight: string }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(
      `select a.id, a.token_version, (select f.code from invoices i join flights f on f.id = i.flight_id
         where i.account_id = a.id order by f.departed_at desc limit 1) as flight
       from accounts a where a.email = $1`,
      [SAMPLE.email],
    );
    return { id: rows[0].id, tokenVersion: rows[0].token_version, invoiceFlight: rows[0].flight };
  } finally {
    await c.end();
  }
}
