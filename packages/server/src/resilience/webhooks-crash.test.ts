/**
 * Issue 22 §4, Done when: the server killed with SIGKILL in the middle of delivering webhooks delivers
 * every event after it is restarted on the same data — none lost, and an event delivered twice (it
 * reached the receiver, the kill came before its answer was recorded) carries the same id and body.
 * The events are real: parcels received at the warehouse by the operator, written in the intake's
 * transaction. On PGlite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectedEngines } from '../test/engines.ts';
import { http, serverOnEngine } from '../test/server-process.ts';
import { startReceiver, type Receiver } from '../test/webhook-receiver.ts';

const kinds = selectedEngines();
const PARCELS = 12;

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await http<{ token: string }>(base, '/api/authorization/signin', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token;
}

async function until(what: string, check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(kinds)('webhooks through a SIGKILL on %s', (kind) => {
  const servers = serverOnEngine(kind, 'webhooks');
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it(
    'delivers every event after the restart, duplicates with the same id',
    { timeout: 300_000 },
    async () => {
      let server = await servers.start();
      const customer = await signIn(server.url, 'demo@amanati.ge', 'demo12345');
      const operator = await signIn(server.url, 'operator@amanati.ge', 'operator12345');
      const made = await http<{ endpoint: { id: string } }>(server.url, '/api/developer/webhooks', {
        token: customer,
        body: { url: receiver.url, events: ['parcel.received', 'parcel.weighed'] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const endpointId = made.body.endpoint.id;

      // The receiver takes its time: the kill finds deliveries in flight.
      receiver.answer.holdMs = 2000;
      const parcelIds: string[] = [];
      for (let i = 0; i < PARCELS; i++) {
        const tracking = `WH${randomBytes(6).toString('hex').toUpperCase()}`;
        const declared = await http<{ product: { _id: string } }>(server.url, '/api/product/addProduct', {
          token: customer,
          body: {
            productOrderId: tracking,
            productName: '_SHOES_',
            quantity: '1',
            amount: '20',
            currency: 'USD',
            senderCountryId: 2,
            shop: '_OTHER_SHOP_',
            otherShop: `${tracking.toLowerCase()}.example`,
          },
        });
        expect(declared.status, JSON.stringify(declared.body)).toBe(200);
        parcelIds.push(declared.body.product._id);
        const received = await http(server.url, '/api/admin/intake/receive', {
          token: operator,
          body: { tracking, country: 2, weightKg: '1.25' },
        });
        expect(received.status, JSON.stringify(received.body)).toBe(200);
      }

      await until('the first delivery to arrive', () => receiver.received.length > 0, 30_000);
      await server.kill('SIGKILL');
      const beforeKill = receiver.received.length;
      expect(beforeKill).toBeLessThan(2 * PARCELS);

      receiver.answer.holdMs = 0;
      server = await servers.start();
      const wanted = new Set(parcelIds.flatMap((id) => [`parcel.received ${id}`, `parcel.weighed ${id}`]));
      const got = () =>
        new Set(receiver.received.map((r) => `${r.body.type} ${(r.body.data.parcel as { id: string }).id}`));
      // Leases of the killed process run out after 30 s; the job runs every 5 s.
      await until('every event', () => [...wanted].every((w) => got().has(w)), 120_000);

      // Deliveries cut off by the kill are taken again once their lease (30 s) has run out: the log ends
      // with every delivery delivered.
      const log = () =>
        http<{ deliveries: { eventId: string; status: string }[] }>(
          server.url,
          `/api/developer/webhooks/${endpointId}/deliveries?limit=100`,
          { token: customer },
        ).then((r) => r.body.deliveries);
      const end = Date.now() + 120_000;
      let deliveries = await log();
      while (deliveries.some((d) => d.status !== 'sent') && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 1000));
        deliveries = await log();
      }
      expect(deliveries.map((d) => d.status)).toEqual(Array(2 * PARCELS).fill('sent'));

      // One id per event, and every copy of an id is the same event.
      const byId = new Map<string, string[]>();
      for (const r of receiver.received) byId.set(r.body.id, [...(byId.get(r.body.id) ?? []), r.raw]);
      expect(byId.size).toBe(2 * PARCELS);
      expect(new Set(deliveries.map((d) => d.eventId))).toEqual(new Set(byId.keys()));
      for (const copies of byId.values()) expect(new Set(copies).size).toBe(1);
      // The kill cut deliveries off after the receiver had them: those came twice, with their ids.
      expect(receiver.received.length).toBeGreaterThanOrEqual(2 * PARCELS + beforeKill);
    },
  );
});
