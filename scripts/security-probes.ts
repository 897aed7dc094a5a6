/**
 * Re-runs the security review's reproductions (findings 1–17, ../shared/reviews/security-review-2026-11.md)
 * against the product started as real processes, judges each answer SAFE or UNSAFE, prints the table and
 * writes it to docs/security-probes.md. Exit 1 if any probe is UNSAFE (or could not run).
 *
 *   node --import tsx scripts/security-probes.ts          # PGlite in a temporary DATA_DIR
 *   TEST_DATABASE_URL=postgres://… npm run security:probes # a fresh PostgreSQL database, dropped after
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { freshPostgres } from '../packages/server/src/test/server-process.ts';
import { Recorder } from './security-probes/common.ts';
import { devProbes } from './security-probes/probes-dev.ts';
import { prodProbes } from './security-probes/probes-prod.ts';
import { printTable, writeDoc } from './security-probes/report.ts';
import { freePort } from '../packages/server/src/test/ports.ts';
import { createAdmin, startRefused, startServer } from './security-probes/server.ts';

const startedAt = new Date();
const rec = new Recorder();
const work = mkdtempSync(path.join(os.tmpdir(), 'security-probes-'));
const dataDir = path.join(work, 'data');
const baseUrl = process.env.TEST_DATABASE_URL;
const pgDb = baseUrl ? await freshPostgres(baseUrl) : undefined;
const database: Record<string, string> = pgDb ? { DATABASE_URL: pgDb.url } : {};
const strongSecret = () => randomBytes(48).toString('base64');

/** A local SMTP server that keeps what it receives (the outbox sends the reset mail to it). */
const mails: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      mails.push(Buffer.concat(chunks).toString('latin1'));
      callback();
    });
  },
});
const smtpPort = await new Promise<number>((resolve) =>
  smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
);

/** The production variables: Georgian Card with a key pair made for this run. */
const gateway = generateKeyPairSync('rsa', { modulusLength: 2048 });
const certPath = path.join(work, 'gc.pem');
writeFileSync(certPath, gateway.publicKey.export({ type: 'spki', format: 'pem' }));
const gc = {
  merchantId: randomBytes(16).toString('hex').toUpperCase(),
  accountId: randomBytes(16).toString('hex').toUpperCase(),
  callbackUser: 'gc-callbacks',
  callbackPassword: randomBytes(24).toString('base64'),
  allowedCaller: '127.0.9.2',
  insideCallers: ['127.0.9.3', '127.0.9.4'] as [string, string],
};
const production = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  ...database,
  JWT_SECRET: strongSecret(),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  GC_MERCHANT_ID: gc.merchantId,
  GC_ACCOUNT_ID: gc.accountId,
  GC_CERT_PATH: certPath,
  GC_CALLBACK_USER: gc.callbackUser,
  GC_CALLBACK_PASSWORD: gc.callbackPassword,
  GC_ALLOWED_IPS: ['10.9.9.9', gc.allowedCaller, ...gc.insideCallers].join(','),
  RATE_LIMIT_SIGNIN_PER_IP: '20',
  LOG_LEVEL: 'info',
  ...extra,
});
const engine = pgDb ? 'PostgreSQL' : 'PGlite';
console.log(`Security probes on ${engine} (work directory ${work})`);

let resetMailTo: string | undefined;
try {
  // 1. As `npm start` runs it: NODE_ENV and HOST unset.
  const devSecret = strongSecret();
  const dev = await startServer({
    DATA_DIR: dataDir,
    ...database,
    JWT_SECRET: devSecret,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    UPLOAD_QUOTA_MB: '10',
    TRUST_PROXY: '127.0.4.9',
  });
  console.log(`development instance at ${dev.url}`);
  try {
    ({ resetMailTo } = await devProbes(rec, {
      base: dev.url,
      port: dev.port,
      dataDir,
      jwtSecret: devSecret,
      proxy: '127.0.4.9',
      output: dev.output,
      mails,
    }));
  } finally {
    await dev.stop();
  }

  // 2. Production on the same database (finding 3 needs it to be the one development seeded).
  const port = await freePort();
  const prod = await startServer(production(port), port);
  console.log(`production instance at ${prod.url}`);
  try {
    await prodProbes(rec, {
      base: prod.url,
      publicUrl: `http://127.0.0.1:${port}`,
      output: prod.output,
      gatewayKey: gateway.privateKey,
      ...gc,
    });
  } finally {
    await prod.stop();
  }

  // 3. Starts that must be refused, and create-admin's command line.
  const scratch = path.join(work, 'refused');
  const refusal = (finding: string, repro: string, env: Record<string, string>, expected: RegExp) =>
    rec.probe(finding, repro, async () => {
      const res = await startRefused(env);
      const lines = res.output.split('\n');
      // The thrown message, not the source line tsx prints above it.
      const line =
        lines.find((l) => /^\s*Error: /.test(l) && expected.test(l)) ??
        lines.find((l) => expected.test(l)) ??
        '';
      return {
        safe: !res.started && expected.test(res.output),
        observed: res.started ? 'STARTED' : `refused: ${line.trim().slice(0, 220)}`,
      };
    });
  await refusal(
    '4',
    'NODE_ENV=production with GATEWAY=simulator',
    production(0, { DATA_DIR: scratch, GATEWAY: 'simulator' }),
    /simulator cannot run in production/,
  );
  await refusal(
    '10',
    'NODE_ENV=production with TRUST_PROXY=true',
    production(0, { DATA_DIR: scratch, TRUST_PROXY: 'true' }),
    /TRUST_PROXY/,
  );
  await refusal(
    '17',
    'NODE_ENV=production with JWT_SECRET = 32 × "a"',
    production(0, { DATA_DIR: scratch, JWT_SECRET: 'a'.repeat(32) }),
    /JWT_SECRET is too weak/,
  );
  await rec.probe(
    '17',
    'npm run create-admin -- --email argv@probe.test --password long-enough',
    async () => {
      const res = await createAdmin(['--email', 'argv@probe.test', '--password', 'long-enough'], {
        DATA_DIR: dataDir,
        ...database,
      });
      const line = res.output.split('\n').find((l) => l.includes('--password')) ?? res.output.slice(0, 200);
      return {
        safe: res.code === 2 && res.output.includes('--password is not accepted'),
        observed: `exit ${res.code}: ${line.trim()} (no account: next row)`,
      };
    },
  );

  // 4. What only the database shows, read once the servers have stopped (PGlite has one process).
  const db = await openDatabase(
    pgDb
      ? { databaseUrl: pgDb.url, migrate: false, poolSize: 1 }
      : { dataDir: path.join(dataDir, 'pglite'), migrate: false },
  );
  try {
    await rec.probe('2', 'audit_log rows of refused callbacks after the calls above', async () => {
      const [row] = await db.query<{ n: number; size: number; id: number }>(
        `select count(*)::int as n, coalesce(max(octet_length(data::text)), 0)::int as size,
                coalesce(max(length(entity_id)), 0)::int as id
           from audit_log where action = 'gateway.callback_refused'`,
      );
      const counts = await db.query<{ reason: string; count: number }>(
        `select data->>'reason' as reason, (data->>'count')::int as count from audit_log
          where action = 'gateway.callback_refused' order by 1, 2`,
      );
      return {
        safe: row!.n <= 10 && row!.size < 2_000 && row!.id <= 200,
        observed:
          `${row!.n} rows for 200+ refused calls (${counts.map((c) => `${c.reason} ×${c.count}`).join(', ')}); ` +
          `largest row ${row!.size} B, longest entity id ${row!.id} characters`,
      };
    });
    await rec.probe('17', 'outbox: the stored copy of the sent reset mail', async () => {
      const rows = await db.query<{ status: string; text: string }>(
        `select status, text from outbox where "to" = $1 and kind = 'password_reset'`,
        [resetMailTo ?? ''],
      );
      const r = rows[0];
      return {
        safe: r !== undefined && r.status === 'sent' && !r.text.includes('token='),
        observed: r
          ? `status ${r.status}; text has "token=": ${r.text.includes('token=')}, placeholder: ${r.text.includes('[link removed after sending]')}`
          : 'no reset mail stored',
      };
    });
    await rec.probe('17', 'accounts: argv@probe.test after create-admin refused --password', async () => {
      const rows = await db.query(`select 1 from accounts where email = 'argv@probe.test'`);
      return { safe: rows.length === 0, observed: `${rows.length} account(s)` };
    });
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err);
  rec.rows.push({
    finding: '-',
    repro: 'the run itself',
    observed: (err as Error).message.slice(0, 500),
    verdict: 'ERROR',
  });
} finally {
  await new Promise<void>((r) => smtp.close(() => r()));
  await pgDb?.drop();
  rmSync(work, { recursive: true, force: true });
}

const order = (f: string) => (f === '-' ? 99 : Number(f));
const rows = [...rec.rows].sort((a, b) => order(a.finding) - order(b.finding));
printTable(rows);
await writeDoc(rows, {
  engine,
  startedAt,
  seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
  databaseUrl: pgDb ? baseUrl : undefined,
});
const bad = rows.filter((r) => r.verdict === 'UNSAFE' || r.verdict === 'ERROR');
console.log(
  `\n${rows.length} probes: ${bad.length ? `${bad.length} UNSAFE or ERROR` : 'none unsafe'} (docs/security-probes.md)`,
);
process.exit(bad.length ? 1 : 0);
