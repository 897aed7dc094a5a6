// Finding 10: TRUST_PROXY=true believed a forged X-Forwarded-For, so one client could dodge the
// per-address sign-in limit. Now only the listed proxies' header counts, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { createTestApp, testDatabases, type TestApp } from '../test/harness.ts';

describe.each(testDatabases)('TRUST_PROXY on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '10.0.0.1', RATE_LIMIT_SIGNIN_PER_IP: '3' });
  });
  afterAll(() => t.close());

  /** A sign-in with a new unknown e-mail each time, so only the per-address limit can refuse it. */
  let n = 0;
  const signin = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email: `nobody${++n}@proxy.test`, password: 'wrong-password' },
    });

  it('finding 10: a forged X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await signin('198.51.100.7', `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('finding 10: behind a listed proxy, each forwarded client has its own limit', async () => {
    const distinct: number[] = [];
    for (let i = 1; i <= 4; i++) distinct.push((await signin('10.0.0.1', `192.0.2.${i}`)).statusCode);
    expect(distinct).toEqual([401, 401, 401, 401]);
    const same: number[] = [];
    for (let i = 1; i <= 4; i++) same.push((await signin('10.0.0.1', '192.0.2.50')).statusCode);
    expect(same).toEqual([401, 401, 401, 429]);
  });
});

it('finding 10: TRUST_PROXY=true stops the start with a clear message', () => {
  expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }, { jwtSecret: 'k'.repeat(64) })).toThrow(
    /TRUST_PROXY takes the addresses or CIDR ranges of your proxies/,
  );
});
