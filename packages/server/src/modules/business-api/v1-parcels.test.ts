/**
 * Issue 22 §2: parcels through `/api/v1` — created under the panel's rules with v1's field names,
 * idempotent under parallel retries, listed with a cursor that neither repeats nor skips a parcel while
 * others are declared, filtered, read with the timeline; scopes and accounts kept apart.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';

const tracking = () => `API${randomBytes(6).toString('hex').toUpperCase()}`;
/** A declaration in v1's names; a shop of its own keeps the customs threshold out of the way. */
const declaration = (overrides: Record<string, unknown> = {}) => {
  const t = tracking();
  return {
    tracking: t,
    country: 'US',
    category: '_SHOES_',
    quantity: 1,
    amount: '40.00',
    currency: 'USD',
    shop: '_OTHER_SHOP_',
    otherShop: `${t.toLowerCase()}.example`,
    ...overrides,
  };
};

describe.each(testDatabases)('parcels through /api/v1 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const keyFor = async (token: string, scopes: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: bearer(token),
      payload: { name: 'Warehouse system', scopes },
    });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ key: string }>(res).key;
  };
  const create = (key: string, payload: object, idempotencyKey?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/parcels',
      headers: { ...bearer(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload,
    });
  const get = (key: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(key) });
  const countParcels = async (accountId: string, trackingNumber: string) =>
    Number(
      (
        await t.database.query<{ n: string }>(
          'select count(*) as n from parcels where account_id = $1 and tracking = $2',
          [accountId, trackingNumber],
        )
      )[0]!.n,
    );

  it('declares a parcel with the panel rules and answers it in v1 names', async () => {
    const c = await signupCustomer(t.app);
    const key = await keyFor(c.token, ['parcels:read', 'parcels:write']);
    const d = declaration();
    const made = await create(key, d);
    expect(made.statusCode, made.body).toBe(201);
    expect(body(made)).toMatchObject({
      tracking: d.tracking,
      status: 'waiting',
      country: 'US',
      category: '_SHOES_',
      quantity: 1,
      value: { amount: '40.00', currency: 'USD' },
      branch: expect.any(String),
      charge: null,
      paid: false,
      flight: null,
      customs: { needsClearance: false, clearanceRequested: false, state: null, hasInvoice: false },
    });
    // The panel sees it as its own declaration.
    const panel = await t.app.inject({
      method: 'GET',
      url: `/api/product/get/${body(made).id}`,
      headers: bearer(c.token),
    });
    expect(panel.statusCode).toBe(200);

    // §5's rules, with v1's field names in the problem document.
    const bad = await create(key, declaration({ tracking: 'AB-12', quantity: '0', country: 'FR' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(body(bad).errors).toMatchObject({
      tracking: MSG.trackingLettersDigits,
      quantity: MSG.quantityCannotBeZero,
      country: MSG.invalidCountry,
    });
    // The same tracking number twice is refused under the panel's code.
    const twice = await create(key, { ...declaration(), tracking: d.tracking });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).errors).toHaveProperty('tracking');
  });

  it('makes one parcel from 20 parallel requests with one Idempotency-Key, and refuses the key with another body', async () => {
    const c = await signupCustomer(t.app);
    const key = await keyFor(c.token, ['parcels:write']);
    const d = declaration();
    const idem = `order-${randomBytes(4).toString('hex')}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(key, d, idem)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const ids = new Set(answers.map((a) => body(a).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await countParcels(c.candidate._id, d.tracking)).toBe(1);

    // The same key with the keys of the body in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(d).reverse());
    expect(body(await create(key, reordered, idem)).id).toBe([...ids][0]);

    const other = await create(key, { ...d, quantity: 2 }, idem);
    expect(other.statusCode).toBe(422);
    expect(body(other).title).toBe('idempotency_key_reused');

    // A refused creation keeps no key: fixed, the same key makes the parcel.
    const fresh = `retry-${randomBytes(4).toString('hex')}`;
    const refused = await create(key, { ...declaration(), quantity: 0 }, fresh);
    expect(refused.statusCode).toBe(400);
    const fixed = await create(key, declaration(), fresh);
    expect(fixed.statusCode).toBe(201);

    // Keys are per account: another customer's same key is theirs alone.
    const stranger = await signupCustomer(t.app);
    const theirs = await create(await keyFor(stranger.token, ['parcels:write']), declaration(), idem);
    expect(theirs.statusCode).toBe(201);
    expect(body(theirs).id).not.toBe([...ids][0]);

    expect((await create(key, d, ' ')).statusCode).toBe(400);
    expect((await create(key, d, 'x'.repeat(256))).statusCode).toBe(400);
  });

  it('pages through every parcel exactly once while parcels are being declared', async () => {
    const c = await signupCustomer(t.app);
    const key = await keyFor(c.token, ['parcels:read', 'parcels:write']);
    const existing: string[] = [];
    for (let i = 0; i < 23; i++) existing.push(body(await create(key, declaration())).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await get(key, `/parcels?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode, page.body).toBe(200);
      const { data, next } = body<{ data: { id: string }[]; next: string | null }>(page);
      seen.push(...data.map((p) => p.id));
      cursor = next;
      pages++;
      // Someone keeps declaring while the list is read.
      await create(key, declaration());
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...existing].reverse());

    const badCursor = await get(key, '/parcels?cursor=bm90LWEtY3Vyc29y');
    expect(badCursor.statusCode).toBe(400);
    expect(body(badCursor).title).toBe('cursor_invalid');
    expect((await get(key, '/parcels?limit=101')).statusCode).toBe(400);
  });

  it('filters by status, country, flight and updated_since, and reads one parcel with its timeline', async () => {
    const c = await signupCustomer(t.app);
    const key = await keyFor(c.token, ['parcels:read', 'parcels:write']);
    const us = body(await create(key, declaration()));
    const before = new Date(Date.now() - 1000).toISOString();
    const cn = body(await create(key, declaration({ country: 'cn', shop: '_OTHER_SHOP_' })));
    const list = async (q: string) =>
      body<{ data: { id: string }[] }>(await get(key, `/parcels?${q}`)).data.map((p) => p.id);
    expect(await list('country=CN')).toEqual([cn.id]);
    expect(await list('country=US')).toEqual([us.id]);
    expect(await list('status=waiting')).toEqual([cn.id, us.id]);
    expect(await list('status=stock')).toEqual([]);
    expect(await list('flight=NO-SUCH')).toEqual([]);
    await t.database.query(`update parcels set updated_at = now() - interval '1 day' where id = $1`, [us.id]);
    expect(await list(`updated_since=${encodeURIComponent(before)}`)).toEqual([cn.id]);
    expect((await get(key, '/parcels?updated_since=yesterday')).statusCode).toBe(400);
    expect((await get(key, '/parcels?status=lost')).statusCode).toBe(400);

    const one = await get(key, `/parcels/${cn.id}`);
    expect(one.statusCode).toBe(200);
    expect(body(one)).toMatchObject({ id: cn.id, country: 'CN', timeline: [{ kind: 'declared' }] });

    // Another account's parcel does not exist for this key.
    const stranger = await signupCustomer(t.app);
    const theirs = await keyFor(stranger.token, ['parcels:read']);
    expect((await get(theirs, `/parcels/${cn.id}`)).statusCode).toBe(404);
    expect(body(await get(theirs, '/parcels')).data).toEqual([]);
    expect((await get(theirs, '/parcels/not-an-id')).statusCode).toBe(404);
  });

  it('enforces the scopes: reading needs parcels:read, declaring parcels:write', async () => {
    const c = await signupCustomer(t.app);
    const reader = await keyFor(c.token, ['parcels:read']);
    const writer = await keyFor(c.token, ['parcels:write']);
    const refused = await create(reader, declaration());
    expect(refused.statusCode).toBe(403);
    expect(body(refused).title).toBe('api_scope_missing');
    expect((await get(writer, '/parcels')).statusCode).toBe(403);
    const made = body(await create(writer, declaration()));
    expect((await get(writer, `/parcels/${made.id}`)).statusCode).toBe(403);
    expect((await get(reader, `/parcels/${made.id}`)).statusCode).toBe(200);
  });
});
