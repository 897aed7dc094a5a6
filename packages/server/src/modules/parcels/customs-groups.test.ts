/**
 * The group rule of customs (issue 16 §2): one customer's parcels from one shop (or sender) on one flight —
 * before they fly, those of one country not yet flown — are summed; when the group reaches 300 lari every
 * parcel in it is `custom`, `addProduct`/`updateProduct` answer the group as `customArray`, and the
 * parcel just declared or edited needs its invoice. Parcels on another flight or from another shop are
 * another group; an edit or a deletion that takes a group under the limit clears the flag.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declarationInLari, sendDeclaration } from '../../test/customs-fixtures.ts';
import { signupCustomer } from '../../test/fixtures.ts';
import { ok, staffSession, type Session } from '../../test/staff-sessions.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

describe.each(testDatabases)('customs groups on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const declaration = declarationInLari;
  const add = (c: Customer, inputs: Json, file = false): Promise<LightMyRequestResponse> =>
    sendDeclaration(
      t.app,
      c.token,
      file ? '/api/product/addProductWithFile' : '/api/product/addProduct',
      inputs,
      file,
    );
  const update = (c: Customer, inputs: Json) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/updateProduct',
      headers: bearer(c.token),
      payload: inputs,
    });
  const flags = async (c: Customer) => {
    const res = await ok(
      t.app.inject({ method: 'GET', url: '/api/product/gets/waiting/0/100', headers: bearer(c.token) }),
    );
    const stock = await ok(
      t.app.inject({ method: 'GET', url: '/api/product/gets/stock/0/100', headers: bearer(c.token) }),
    );
    const sent = await ok(
      t.app.inject({ method: 'GET', url: '/api/product/getswith/sent/0/100', headers: bearer(c.token) }),
    );
    return Object.fromEntries(
      [...res.products, ...stock.products, ...sent.products].map((p: Json) => [p.productOrderId, p.custom]),
    ) as Record<string, boolean>;
  };

  it('200 + 101 lari from one shop: both custom, the second needs its invoice (and says why), customArray is the group', async () => {
    const c = await signupCustomer(t.app);
    const a = await add(c, declaration('200'));
    expect(body(a)).toMatchObject({ custom: false, customArray: [] });

    const second = declaration('101');
    const refused = await add(c, second);
    expect(refused.statusCode).toBe(400);
    // Said apart from a parcel over the limit alone, so the customer sees why a 101-lari parcel needs it.
    expect(body(refused)).toMatchObject({
      message: MSG.customsGroupFileRequired,
      errors: { file: MSG.customsGroupFileRequired },
    });
    const big = await add(c, declaration('400'));
    expect(body(big)).toMatchObject({ message: MSG.fileRequired, errors: { file: MSG.fileRequired } });

    const b = await ok(add(c, second, true));
    expect(b.custom).toBe(true);
    expect(b.product.custom).toBe(true);
    expect([...b.customArray].sort()).toEqual([body(a).product._id, b.product._id].sort());
    expect(await flags(c)).toMatchObject({
      [body(a).product.productOrderId]: true,
      [second.productOrderId]: true,
    });
  });

  it('201 from one shop and 100 from another stay under the limit; a typed shop groups by its name', async () => {
    const c = await signupCustomer(t.app);
    const a = await ok(add(c, declaration('201', '_AMAZON_')));
    const b = await ok(add(c, declaration('100', '_EBAY_')));
    expect([a.custom, b.custom]).toEqual([false, false]);
    const zara = await ok(add(c, declaration('150', '_OTHER_SHOP_', { otherShop: 'Zara' })));
    const mango = await ok(add(c, declaration('150', '_OTHER_SHOP_', { otherShop: 'Mango' })));
    expect([zara.custom, mango.custom]).toEqual([false, false]);
    expect((await add(c, declaration('150', '_OTHER_SHOP_', { otherShop: ' zara ' }))).statusCode).toBe(400);
  });

  it('an edit or a deletion that takes the group under the limit clears every flag', async () => {
    const c = await signupCustomer(t.app);
    const a = await ok(add(c, declaration('200')));
    const second = declaration('150');
    const b = await ok(add(c, second, true));
    expect(b.custom).toBe(true);

    // Lowered to 50: 250 in all.
    const lowered = await ok(update(c, { ...second, productId: b.product._id, amount: '50' }));
    expect(lowered).toMatchObject({ custom: false, customArray: [] });
    expect(await flags(c)).toMatchObject({
      [a.product.productOrderId]: false,
      [second.productOrderId]: false,
    });

    // Raised again, then deleted.
    expect((await ok(update(c, { ...second, productId: b.product._id, amount: '150' }))).custom).toBe(true);
    expect((await flags(c))[a.product.productOrderId]).toBe(true);
    await ok(
      t.app.inject({
        method: 'POST',
        url: `/api/product/delete/${b.product._id}`,
        headers: bearer(c.token),
      }),
    );
    expect((await flags(c))[a.product.productOrderId]).toBe(false);
  });

  it('parcels on different flights are different groups; before flying, one country is one group', async () => {
    const c = await signupCustomer(t.app);
    const first = declaration('200');
    const a = await ok(add(c, first));
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/admin/intake/receive',
        headers: bearer(operator.token),
        payload: { tracking: first.productOrderId, country: 2, weightKg: '1.000' },
      }),
    );
    const flight = (
      await ok(
        t.app.inject({
          method: 'POST',
          url: '/api/admin/flights',
          headers: bearer(operator.token),
          payload: {
            country: 2,
            departedAt: new Date(Date.now() - 3600_000).toISOString(),
            estimatedAt: new Date(Date.now() + 3 * 864e5).toISOString(),
          },
        }),
      )
    ).flight as Json;
    await ok(
      t.app.inject({
        method: 'POST',
        url: `/api/admin/flights/${flight._id}/parcels`,
        headers: bearer(operator.token),
        payload: { parcelIds: [a.product._id] },
      }),
    );
    // The first flew alone: 101 more from the same shop, not yet flown, is a group of its own.
    const b = await ok(add(c, declaration('101')));
    expect(b).toMatchObject({ custom: false, customArray: [] });
    // Another country's 150 is no part of the US parcels' group.
    const china = await ok(add(c, declaration('150', '_TAOBAO_', { senderCountryId: 1 })));
    expect(china.custom).toBe(false);
    expect(await flags(c)).toMatchObject({ [first.productOrderId]: false });
  });
});
