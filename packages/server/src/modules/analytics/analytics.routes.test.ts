/** The public page-view counter: per Tbilisi day and path, no token, bad paths refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';

describe.each(testDatabases)('page views on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const view = (payload: unknown, ip = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: payload as object,
      remoteAddress: ip,
    });
  const counts = (path: string) =>
    t.database.query<{ day: string; count: number }>('select day, count from page_views where path = $1', [
      path,
    ]);
  const today = async () =>
    (
      await t.database.query<{ d: string }>(
        `select to_char(now() at time zone 'Asia/Tbilisi', 'YYYY-MM-DD') d`,
      )
    )[0]!.d;

  it('counts each view of a path today in Tbilisi, without a token, answering 204', async () => {
    const first = await view({ path: '/parcels/arrived' });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    await view({ path: '/parcels/arrived' });
    await view({ path: '/parcels/arrived?tab=2#top' });
    expect(await counts('/parcels/arrived')).toEqual([{ day: await today(), count: 3 }]);
    await Promise.all(Array.from({ length: 10 }, () => view({ path: '/news' })));
    expect((await counts('/news'))[0]!.count).toBe(10);
  });

  it.each([
    ['no path', {}],
    ['a relative path', { path: 'parcels' }],
    ['an absolute URL', { path: 'https://evil.example/x' }],
    ['an empty path', { path: '' }],
    ['a path over 200 characters', { path: `/${'a'.repeat(200)}` }],
    ['a space', { path: '/a b' }],
    ['a control character', { path: '/a\u0000b' }],
    ['a newline', { path: '/a\nb' }],
    ['a number', { path: 5 }],
  ])('refuses %s with 400', async (_what, payload) => {
    const res = await view(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, message: MSG.fillAllFields });
  });

  it('accepts a path of exactly 200 characters', async () => {
    expect((await view({ path: `/${'b'.repeat(199)}` })).statusCode).toBe(204);
  });
});
