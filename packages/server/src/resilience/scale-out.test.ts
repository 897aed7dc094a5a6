/**
 * Issue 18 §7: scale-out proven. Three server processes on one PostgreSQL database, their files in one
 * S3-compatible store (s3rver), behind HAProxy from Debian's package in round-robin — the topology of
 * docs/operations.md ("Scale-out topology"). A customer journey goes through the balancer only, each
 * request free to land on any instance: sign-up, a declaration with its invoice file (read back from
 * every instance), intake, a flight, then one instance is killed (SIGKILL) and the journey goes on:
 * arrival, a card top-up through the gateway simulator, the flight paid. Three live notification
 * streams (three tabs), one per instance, each get every notification, whichever instance wrote it.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL) and HAProxy (HAPROXY_PATH, default /usr/sbin/haproxy): skipped
 * locally without them, never in CI (`CI` set), where their absence fails the test.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../lib/s3-storage.ts';
import { individualPayload, PDF_BYTES } from '../test/fixtures.ts';
import { freshPostgres, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { BalancedClient } from './scale-out/client.ts';
import { DEBIAN_HAPROXY, startHaproxy, type Balancer } from './scale-out/haproxy.ts';
import { LiveStream } from './scale-out/live-stream.ts';
import { startObjectStore, type ObjectStore } from './scale-out/object-store.ts';
import { freePort } from '../test/ports.ts';

/** `CI` set (to anything but 0 or false), as in e2e/support/browser.ts. */
const inCI = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI ?? '');
const databaseUrl = process.env.TEST_DATABASE_URL;
const haproxyPath = process.env.HAPROXY_PATH ?? DEBIAN_HAPROXY;
const missing = [
  !databaseUrl && 'TEST_DATABASE_URL is not set',
  !existsSync(haproxyPath) && `no HAProxy at ${haproxyPath} (apt-get install haproxy, or HAPROXY_PATH)`,
].filter((reason): reason is string => Boolean(reason));
const runs = inCI || missing.length === 0;

const NAMES = ['s1', 's2', 's3'];
/** The instance killed mid-run; s1 also serves the gateway simulator's pages (haproxy.ts). */
const VICTIM = 's2';
const USA = 2;
const OPERATOR = { email: 'operator@amanati.ge', password: 'operator12345' };

const title = 'three instances behind HAProxy, one PostgreSQL, one S3 store';
(runs ? describe : describe.skip)(runs ? title : `${title} [skipped: ${missing.join('; ')}]`, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-scale-out-'));
  let store: ObjectStore | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let servers: ServerProcess[] = [];
  let balancer: Balancer | undefined;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    if (missing.length) throw new Error(`The scale-out test needs: ${missing.join('; ')}`);
    store = await startObjectStore(path.join(dir, 'bucket'));
    const db = await freshPostgres(databaseUrl!);
    dropDb = db.drop;
    const port = await freePort();
    // What every instance shares: the database, the bucket, the token key and the public address.
    const env = {
      ...store.env,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '127.0.0.1',
    };
    // Started together, as an orchestrator would: they migrate and seed the empty database once.
    const started = await Promise.allSettled(
      NAMES.map((name) => {
        const dataDir = path.join(dir, `instance-${name}`);
        mkdirSync(dataDir);
        return startServerProcess({ dataDir, databaseUrl: db.url, env });
      }),
    );
    // Those that started are stopped afterwards even when another did not.
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    balancer = await startHaproxy(
      haproxyPath,
      dir,
      port,
      servers.map((s, i) => ({ name: NAMES[i]!, url: s.url })),
    );
    await balancer.waitFor(NAMES, 'UP', 30_000);
    // Three servers starting at once on a CI machine busy with the other tiers.
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    try {
      await balancer?.stop();
      await Promise.all(servers.map((s) => s.kill('SIGTERM')));
      await store?.close();
      await dropDb?.();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'carries a customer journey across instances and survives one killed mid-run',
    { timeout: 120_000 },
    async () => {
      const api = new BalancedClient(balancer!.url);

      // Sign-up, and the customer's bell open in three tabs: round-robin puts one on each instance.
      const payload = individualPayload();
      const token = (await api.ok('POST', '/api/authorization/signup', { body: payload })).json
        .token as string;
      // The journey pays its flight by hand: auto-pay, on for new customers (issue 20 §4), is turned off.
      await api.ok('PUT', '/api/money/auto-pay', { token, body: { enabled: false } });
      const me = (await api.ok('GET', '/api/authorization/userInformation', { token })).json.candidate;
      expect(me.email).toBe(payload.email);
      for (let i = 0; i < 3; i++) {
        const stream = new LiveStream(`${balancer!.url}/api/notification/stream`, token);
        streams.push(stream);
        await stream.open();
        expect(stream.counts).toEqual([0]);
      }
      expect(new Set(streams.map((s) => s.connections[0])).size).toBe(3);

      // A declaration with its invoice file, written to the bucket by one instance, read back from each.
      const tracking = `SO${randomBytes(5).toString('hex').toUpperCase()}`;
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), 'invoice.pdf');
      form.set(
        'inputs',
        JSON.stringify({
          productOrderId: tracking,
          productName: '_SHOES_',
          quantity: '1',
          amount: '50',
          currency: 'USD',
          senderCountryId: USA,
          shop: '_OTHER_SHOP_',
          otherShop: `${tracking.toLowerCase()}.example`,
        }),
      );
      const declared = (await api.ok('POST', '/api/product/addProductWithFile', { token, form })).json
        .product;
      const file = declared.file as string;
      expect(file).toMatch(/\.pdf$/);
      const reads = [];
      for (let i = 0; i < 3; i++) reads.push(await api.ok('GET', `/uploads/invoices/${file}`));
      for (const read of reads) expect(read.bytes.equals(PDF_BYTES)).toBe(true);
      expect(new Set(reads.map((r) => r.server)).size).toBe(3);
      // In the bucket, on no instance's disk.
      const object = await createS3Storage(store!.config).get('invoices', file);
      expect(object?.size).toBe(PDF_BYTES.length);
      object?.stream.destroy();
      for (const name of NAMES)
        expect(existsSync(path.join(dir, `instance-${name}`, 'files', 'invoices', file))).toBe(false);

      // The operator receives the parcel abroad: every tab's bell rings, whichever instance holds it.
      const op = (await api.ok('POST', '/api/authorization/signin', { body: OPERATOR })).json.token as string;
      await api.ok('POST', '/api/admin/intake/receive', {
        token: op,
        body: { tracking, country: USA, weightKg: '1.500' },
      });
      await Promise.all(streams.map((s) => s.reaches(1)));

      // A flight that left a minute ago, the parcel on it: the customer owes its charge.
      const now = Date.now();
      const flight = (
        await api.ok('POST', '/api/admin/flights', {
          token: op,
          body: {
            country: USA,
            departedAt: new Date(now - 60_000).toISOString(),
            estimatedAt: new Date(now + 3 * 864e5).toISOString(),
          },
        })
      ).json.flight;
      const loaded = await api.ok('POST', `/api/admin/flights/${flight._id}/parcels`, {
        token: op,
        body: { trackings: [tracking] },
      });
      expect(loaded.json.added).toBe(1);
      const debt = (await api.ok('GET', '/api/product/debtSum', { token })).json.deptSum as number;
      expect(debt).toBeGreaterThan(0);
      const beforeKill = new Set(api.served.map((s) => s.server));
      expect([...beforeKill].sort()).toEqual(NAMES);

      // One instance dies without a word; the journey goes straight on, the balancer not yet told.
      const killedAt = api.served.length;
      await servers[NAMES.indexOf(VICTIM)]!.kill('SIGKILL');
      // The customer's page reloads at once: round-robin sends one of these reads to the dead instance
      // (its health checks have not failed yet), and HAProxy passes the refused connection on.
      const reload = await Promise.all(
        ['/api/authorization/userInformation', '/api/product/debtSum', '/api/notification/gets'].map((url) =>
          api.ok('GET', url, { token }),
        ),
      );
      expect(reload[1]!.json.deptSum).toBe(debt);

      await api.ok('POST', `/api/admin/flights/${flight._id}/arrive`, { token: op });
      // The tab whose instance died reconnects to a living one and catches up.
      await Promise.all(streams.map((s) => s.reaches(2)));

      // A card top-up of the debt (rounded up to whole lari) through the gateway simulator, as the browser goes.
      const lari = Math.ceil(debt);
      const order = (
        await api.ok('POST', '/api/merchant/georgiancard/pay', {
          token,
          body: { lari: String(lari), tetri: '00', lang: 'en' },
        })
      ).json;
      const start = new URL(order.redirectUrl as string);
      expect(start.origin).toBe(balancer!.url);
      const page = await api.ok('GET', `${start.pathname}${start.search}`);
      const trx = /trx_id=([0-9A-F]+)(?:&amp;|&)decision=pay/.exec(page.bytes.toString())?.[1];
      expect(trx, page.bytes.toString().slice(0, 300)).toBeDefined();
      const back = await api.ok('GET', `/gateway-sim/payment/complete?trx_id=${trx}&decision=pay`, {
        redirect: 'manual',
      });
      expect(back.headers.get('location')).toContain('/payments/success');
      await Promise.all(streams.map((s) => s.reaches(3)));

      const paid = await api.ok('POST', '/api/payment/payFlightId', {
        token,
        body: { flightId: flight.flightId },
      });
      expect(paid.json).toMatchObject({ paid: debt });
      expect(paid.json.balance).toBeCloseTo(lari - debt, 2);
      expect((await api.ok('GET', '/api/product/debtSum', { token })).json.deptSum).toBe(0);
      const invoice = (await api.ok('GET', `/api/invoice/get/${flight.flightId}`, { token })).json;
      expect(invoice.invoice.state).toBe('paid');
      const arrived = (await api.ok('GET', '/api/product/getswith/arrived/0/100', { token })).json;
      expect(arrived.products.map((p: { productOrderId: string }) => p.productOrderId)).toEqual([tracking]);
      for (let i = 0; i < 2; i++)
        expect((await api.ok('GET', `/uploads/invoices/${file}`)).bytes.equals(PDF_BYTES)).toBe(true);

      // HAProxy's health checks took the dead instance out; after the kill every answer came from the
      // living two, and both took their share.
      await balancer!.waitFor([VICTIM], 'DOWN', 10_000);
      const afterKill = api.served.slice(killedAt);
      expect(afterKill.filter((s) => s.server === VICTIM)).toEqual([]);
      expect(new Set(afterKill.map((s) => s.server).filter(Boolean)).size).toBe(2);
      const cut = streams.find((s) => s.connections[0] === VICTIM)!;
      expect(cut.connections.length).toBeGreaterThan(1);
      expect(cut.connections.at(-1)).not.toBe(VICTIM);
    },
  );
});
