/**
 * Issue 9 §4: the server killed with SIGKILL in the middle of a write load, then restarted on the same
 * data — every write that was answered 2xx is there, on PGlite (files in DATA_DIR) and on PostgreSQL.
 * Writes that were in flight at the kill may or may not have landed; nothing else may appear.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selectedEngines } from '../test/engines.ts';
import { individualPayload } from '../test/fixtures.ts';
import { http, type ServerProcess, serverOnEngine } from '../test/server-process.ts';

const kinds = selectedEngines();
const WORKERS = 12;
/** Kill after this many acknowledged writes: enough that the load is in full swing. */
const KILL_AFTER = 120;

interface Acked {
  parcels: Set<string>;
  accounts: Map<string, string>;
  attempted: number;
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await http<{ token: string }>(base, '/api/authorization/signin', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token;
}

/** Declares parcels and signs up customers from WORKERS loops until the server dies under them. */
async function writeUntilKilled(server: ServerProcess, token: string, acked: Acked): Promise<void> {
  let killed = false;
  const killAt = acked.parcels.size + acked.accounts.size + KILL_AFTER;
  const worker = async (n: number) => {
    for (let i = 0; !killed; i++) {
      acked.attempted++;
      try {
        if ((n + i) % 4 === 0) {
          const payload = individualPayload();
          const res = await http(server.url, '/api/authorization/signup', { body: payload });
          if (res.status === 200) acked.accounts.set(payload.email, payload.password);
          else expect(res.status, JSON.stringify(res.body)).toBe(200);
        } else {
          const tracking = `CR${randomBytes(6).toString('hex').toUpperCase()}`;
          const res = await http(server.url, '/api/product/addProduct', {
            token,
            body: {
              productOrderId: tracking,
              productName: '_SHOES_',
              quantity: '1',
              amount: '20',
              currency: 'USD',
              senderCountryId: 2,
              // A shop of its own per parcel: one shop's parcels would add up to the customs threshold.
              shop: '_OTHER_SHOP_',
              otherShop: `${tracking.toLowerCase()}.example`,
            },
          });
          if (res.status === 200) acked.parcels.add(tracking);
          else expect(res.status, JSON.stringify(res.body)).toBe(200);
        }
      } catch (err) {
        // A refused or reset connection: the server is gone; this write was never acknowledged.
        if (!killed) throw err;
      }
      if (!killed && acked.parcels.size + acked.accounts.size >= killAt) {
        killed = true;
        await server.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
}

describe.each(kinds)('SIGKILL during a write load on %s', (kind) => {
  const servers = serverOnEngine(kind, 'crash');

  it('keeps every acknowledged write after two kills and restarts', { timeout: 300_000 }, async () => {
    const acked: Acked = { parcels: new Set(), accounts: new Map(), attempted: 0 };
    for (let round = 0; round < 2; round++) {
      const server = await servers.start();
      const token = await signIn(server.url, 'demo@amanati.ge', 'demo12345');
      await writeUntilKilled(server, token, acked);
    }

    const server = await servers.start();
    const token = await signIn(server.url, 'demo@amanati.ge', 'demo12345');
    const list = await http<{ products: { productOrderId: string }[] }>(
      server.url,
      '/api/product/gets/waiting/0/10000',
      { token },
    );
    expect(list.status).toBe(200);
    const present = new Set(list.body.products.map((p) => p.productOrderId));
    const lost = [...acked.parcels].filter((t) => !present.has(t));
    expect(lost).toEqual([]);
    // Nothing appears that was never attempted: every crash-test parcel is one of the attempts.
    const crashParcels = [...present].filter((t) => t.startsWith('CR'));
    expect(crashParcels.length).toBeGreaterThanOrEqual(acked.parcels.size);
    expect(crashParcels.length).toBeLessThanOrEqual(acked.attempted);

    for (const [email, password] of acked.accounts) {
      const res = await http(server.url, '/api/authorization/signin', { body: { email, password } });
      expect(res.status, `${email}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(acked.parcels.size + acked.accounts.size).toBeGreaterThanOrEqual(2 * KILL_AFTER);
    // The kills really cut writes off mid-flight.
    expect(acked.attempted).toBeGreaterThan(acked.parcels.size + acked.accounts.size);
  });
});
