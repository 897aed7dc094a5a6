// The card gateway simulator is no open door (security review 2026-11, finding 4): it sends the browser
// back only to our own addresses, and its control API — which hands out signed callbacks — answers only
// callers on this machine (it exists only in development and tests; the simulator never runs in
// production, see callback-abuse.test.ts for a server without it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';

const PUBLIC_URL = 'https://pay.amanati.test';

describe.each(testDatabases)('the gateway simulator on %s (finding 4)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(() => t.close());

  const start = (app: TestApp, back: { s: string; f: string }, host?: string) =>
    app.app.inject({
      method: 'GET',
      url: `/gateway-sim/payment/start.wsm?${new URLSearchParams({
        merch_id: app.config.gateway.merchantId,
        back_url_s: back.s,
        back_url_f: back.f,
        'o.order_id': 'x',
      }).toString()}`,
      ...(host ? { headers: { host } } : {}),
    });
  const refusedWithoutRedirect = (res: Awaited<ReturnType<typeof start>>, what: string) => {
    expect(res.statusCode, what).toBe(400);
    expect(res.headers.location, what).toBeUndefined();
    expect(body(res)).toMatchObject({ success: false });
  };

  it('finding 4: the simulator sends the browser back only to our own addresses', async () => {
    // The review's probe, then addresses that only look like ours.
    for (const f of [
      'https://evil.example/phish',
      'https://pay.amanati.test.evil.example/payments/failed',
      'https://pay.amanati.test@evil.example/payments/failed',
      'http://pay.amanati.test/payments/failed',
      'https://pay.amanati.test:8443/payments/failed',
      '//evil.example/phish',
      'javascript:alert(1)',
      // The origin this request reached is not ours to use once PUBLIC_URL is configured.
      'http://localhost/payments/failed',
    ])
      refusedWithoutRedirect(await start(t, { s: 'https://evil.example/s', f }), f);
    refusedWithoutRedirect(
      await start(t, { s: `${PUBLIC_URL}/payments/success`, f: 'https://evil.example/phish' }),
      'one of two',
    );

    // Our own: an unknown order goes back to our failure page.
    const ours = await start(t, {
      s: `${PUBLIC_URL}/payments/success`,
      f: `${PUBLIC_URL}/payments/failed?x=1`,
    });
    expect(ours.statusCode).toBe(303);
    expect(ours.headers.location).toBe(`${PUBLIC_URL}/payments/failed?x=1`);
    // A real top-up's page opens.
    const c = await signupCustomer(t.app);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/georgiancard/pay',
      headers: bearer(c.token),
      payload: { lari: '5', tetri: '00' },
    });
    const redirect = new URL(body(order).redirectUrl as string);
    const page = await t.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}` });
    expect(page.statusCode).toBe(200);
  });

  it('finding 4: without PUBLIC_URL only the origin the browser reached is ours', async () => {
    const local = await createTestApp(kind);
    try {
      expect(local.config.publicUrlSet).toBe(false);
      const reached = 'http://127.0.0.1:3100';
      const back = { s: `${reached}/payments/success`, f: `${reached}/payments/failed` };
      const ok = await start(local, back, '127.0.0.1:3100');
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.location).toBe(back.f);
      // The same addresses reached at another origin, or someone else's at this one: refused.
      refusedWithoutRedirect(await start(local, back, '192.0.2.2:3100'), 'another origin');
      refusedWithoutRedirect(
        await start(local, { ...back, f: 'https://evil.example/phish' }, '127.0.0.1:3100'),
        'evil',
      );
    } finally {
      await local.close();
    }
  });

  it('finding 4: the control API answers only callers on this machine', async () => {
    const calls = [
      { method: 'GET' as const, url: '/gateway-sim/control/log' },
      { method: 'POST' as const, url: '/gateway-sim/control/complete', payload: { trxId: 'X' } },
      { method: 'POST' as const, url: '/gateway-sim/control/replay', payload: { trxId: 'X' } },
    ];
    for (const call of calls) {
      for (const remoteAddress of ['192.0.2.2', '203.0.113.9', '::ffff:192.0.2.2', '2001:db8::1']) {
        const res = await t.app.inject({ ...call, remoteAddress });
        expect(res.statusCode, `${call.url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain('transactions');
      }
      // Through a proxy on this machine, the caller is wherever the proxy took it from.
      const proxied = await t.app.inject({ ...call, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.statusCode, `${call.url} proxied`).toBe(404);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const log = await t.app.inject({ method: 'GET', url: '/gateway-sim/control/log', remoteAddress });
      expect(log.statusCode, remoteAddress).toBe(200);
      expect(body(log)).toMatchObject({ success: true });
    }
  });
});
