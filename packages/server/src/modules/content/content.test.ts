/** The public content API of spec §7, read as the site reads it: shapes, order, paging, pictures. */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATES, FLIGHTS_PER_WEEK } from '@amanati/shared/constants';
import { flightWire, newsWire, officeWire, pageWire, popapWire } from '@amanati/shared/content';
import { MSG } from '@amanati/shared/messages';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';

const DAY = 24 * 60 * 60 * 1000;
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

interface Flight {
  _id: string;
  flightId: string;
  countryId: string;
  startdAt: string | null;
  estimatedAt: string | null;
  endAt: string | null;
  additionalTextLocalized: { ka: string; en: string; ru: string } | null;
}
interface News {
  _id: string;
  photo: string;
  createdAt: string;
  [field: string]: string;
}

describe.each(testDatabases)('public content on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const time = (iso: string | null) => new Date(iso!).getTime();

  describe('GET /api/tariffs/gets', () => {
    it('answers nine tariffs: every country 1–3 × type 1–3 with a numeric amount', async () => {
      const res = await get('/api/tariffs/gets');
      expect(res.statusCode).toBe(200);
      const { success, tariffs } = body<{
        success: boolean;
        tariffs: { country: number; type: number; amount: unknown }[];
      }>(res);
      expect(success).toBe(true);
      expect(tariffs).toHaveLength(9);
      const pairs = tariffs.map((x) => `${x.country}:${x.type}`).sort();
      expect(pairs).toEqual(['1:1', '1:2', '1:3', '2:1', '2:2', '2:3', '3:1', '3:2', '3:3']);
      for (const x of tariffs) {
        expect(typeof x.amount).toBe('number');
        expect(Number.isFinite(x.amount)).toBe(true);
        expect(x.amount as number).toBeGreaterThan(0);
      }
    });
  });

  describe('GET /api/flight/gets/{skip}/{limit}', () => {
    /** Every seeded flight, paged the way a client would page. */
    const allFlights = async (): Promise<Flight[]> => {
      const out: Flight[] = [];
      for (let skip = 0; ; skip += 100) {
        const res = await get(`/api/flight/gets/${skip}/100`);
        expect(res.statusCode).toBe(200);
        const page = body<{ flight: Flight[]; flightCount: number }>(res);
        out.push(...page.flight);
        if (page.flight.length < 100) {
          expect(out).toHaveLength(page.flightCount);
          return out;
        }
      }
    };

    it('respects the limit and answers the total', async () => {
      for (const limit of [1, 10, 20]) {
        const res = await get(`/api/flight/gets/0/${limit}`);
        expect(res.statusCode).toBe(200);
        const b = body(res);
        expect(b.success).toBe(true);
        expect(b.flight).toHaveLength(limit);
        expect(b.flightCount).toBeGreaterThan(20);
      }
    });

    it('lists the newest departure first', async () => {
      const flights = await allFlights();
      const starts = flights.map((f) => time(f.startdAt));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
    });

    it('pages with skip without overlap or gaps', async () => {
      const whole = body<{ flight: Flight[] }>(await get('/api/flight/gets/0/30')).flight;
      const pages: Flight[] = [];
      for (const skip of [0, 10, 20]) {
        const page = body<{ flight: Flight[] }>(await get(`/api/flight/gets/${skip}/10`)).flight;
        expect(page).toHaveLength(10);
        pages.push(...page);
      }
      expect(new Set(pages.map((f) => f._id)).size).toBe(30);
      expect(pages.map((f) => f._id)).toEqual(whole.map((f) => f._id));
    });

    it('answers an empty page past the end', async () => {
      const res = await get('/api/flight/gets/1000000/10');
      expect(res.statusCode).toBe(200);
      expect(body(res).flight).toEqual([]);
    });

    it('carries every field of the shared flight shape, with the wire types', async () => {
      const flights = await allFlights();
      const fields = Object.keys(flightWire.shape).sort();
      for (const f of flights) {
        expect(Object.keys(f).sort()).toEqual(fields);
        expect(flightWire.safeParse(f).success).toBe(true);
        expect(['1', '2', '3']).toContain(f.countryId);
        expect(f.flightId).not.toBe('');
        expect(f.startdAt).toEqual(expect.any(String));
        expect(f.estimatedAt).toEqual(expect.any(String));
        expect(f.additionalTextLocalized).not.toBeNull();
        for (const lang of ['ka', 'en', 'ru'] as const) {
          expect(f.additionalTextLocalized![lang].trim()).not.toBe('');
        }
        for (const at of [f.startdAt, f.estimatedAt, f.endAt]) {
          if (at !== null) expect(Number.isNaN(Date.parse(at))).toBe(false);
        }
      }
    });

    it('has endAt for flights that landed and null for those not yet landed', async () => {
      const flights = await allFlights();
      const now = Date.now();
      const past = flights.filter((f) => time(f.estimatedAt) < now - DAY);
      const future = flights.filter((f) => time(f.startdAt) > now + DAY);
      expect(past.length).toBeGreaterThan(10);
      expect(future.length).toBeGreaterThan(3);
      for (const f of past) {
        expect(f.endAt, f.flightId).toEqual(expect.any(String));
        expect(time(f.endAt)).toBeLessThan(now);
        expect(time(f.endAt)).toBeLessThanOrEqual(time(f.estimatedAt));
      }
      for (const f of future) expect(f.endAt, f.flightId).toBeNull();
    });

    it('keeps the weekly schedule: in any full past week China 3, USA 2, Turkey 2 departures', async () => {
      const flights = await allFlights();
      const starts = flights.map((f) => time(f.startdAt));
      const firstDay = Math.floor(Math.min(...starts) / DAY) * DAY;
      // The first Monday (UTC) on or after the first seeded day.
      let monday = firstDay + ((8 - new Date(firstDay).getUTCDay()) % 7) * DAY;
      let weeks = 0;
      for (; monday + 7 * DAY <= Date.now(); monday += 7 * DAY, weeks++) {
        const inWeek = flights.filter(
          (f) => time(f.startdAt) >= monday && time(f.startdAt) < monday + 7 * DAY,
        );
        const count = (c: string) => inWeek.filter((f) => f.countryId === c).length;
        const week = new Date(monday).toISOString().slice(0, 10);
        expect({ week, china: count('1'), usa: count('2'), turkey: count('3') }).toEqual({
          week,
          china: 3,
          usa: 2,
          turkey: 2,
        });
      }
      expect(FLIGHTS_PER_WEEK).toEqual({ 1: 3, 2: 2, 3: 2 });
      expect(weeks).toBeGreaterThanOrEqual(6);
    });

    const badPaging: [string, string][] = [
      ['-1', '10'],
      ['abc', '10'],
      ['1.5', '10'],
      ['0', '-1'],
      ['0', 'abc'],
      ['0', '0'],
      ['0', '101'],
      ['0', '1.5'],
      ['0', 'Infinity'],
      ['-1', '-1'],
    ];
    it.each(badPaging)('refuses skip %s, limit %s with 400 fill_all_fields', async (skip, limit) => {
      const res = await get(`/api/flight/gets/${skip}/${limit}`);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message: MSG.fillAllFields });
    });
  });

  describe('GET /api/news/gets/{skip}/{limit}', () => {
    it.each([4, 18])('answers %i items as the site asks, newest first', async (limit) => {
      const res = await get(`/api/news/gets/0/${limit}`);
      expect(res.statusCode).toBe(200);
      const { success, news, newsCount } = body<{ success: boolean; news: News[]; newsCount: number }>(res);
      expect(success).toBe(true);
      expect(news).toHaveLength(limit);
      expect(newsCount).toBeGreaterThanOrEqual(18);
      const created = news.map((n) => time(n.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
    });

    it('has every title and text in Georgian, English and Russian', async () => {
      const { news, newsCount } = body<{ news: News[]; newsCount: number }>(
        await get('/api/news/gets/0/100'),
      );
      expect(news).toHaveLength(newsCount);
      const fields = Object.keys(newsWire.shape).sort();
      for (const n of news) {
        expect(Object.keys(n).sort()).toEqual(fields);
        for (const f of ['newsTitle', 'newsText']) {
          for (const lang of ['Ka', 'En', 'Ru']) expect(n[`${f}${lang}`]!.trim(), `${f}${lang}`).not.toBe('');
        }
        expect(n.photo).toMatch(/\.jpg$/);
      }
    });

    it('pages without overlap', async () => {
      const first = body<{ news: News[] }>(await get('/api/news/gets/0/4')).news;
      const second = body<{ news: News[] }>(await get('/api/news/gets/4/4')).news;
      const both = body<{ news: News[] }>(await get('/api/news/gets/0/8')).news;
      expect([...first, ...second].map((n) => n._id)).toEqual(both.map((n) => n._id));
      expect(new Set(both.map((n) => n._id)).size).toBe(8);
    });

    it.each([
      ['-1', '4'],
      ['0', '0'],
      ['0', '101'],
      ['x', '4'],
    ])('refuses skip %s, limit %s', async (skip, limit) => {
      const res = await get(`/api/news/gets/${skip}/${limit}`);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message: MSG.fillAllFields });
    });
  });

  describe('GET /api/news/get/{id}', () => {
    it('answers one post by id', async () => {
      const [latest] = body<{ news: News[] }>(await get('/api/news/gets/0/1')).news;
      const res = await get(`/api/news/get/${latest!._id}`);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ success: true, post: latest });
    });

    it.each([
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '123',
      encodeURIComponent("'; drop table news;--"),
      '%00',
      'x'.repeat(64),
    ])('answers 404 not_found for %s', async (id) => {
      const res = await get(`/api/news/get/${id}`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ success: false, message: MSG.notFound, requestId: expect.any(String) });
    });
  });

  describe('news pictures under /uploads', () => {
    let photo: string;
    beforeAll(async () => {
      photo = body<{ news: News[] }>(await get('/api/news/gets/0/1')).news[0]!.photo;
    });

    it('serves the full picture and the middle one as real JPEGs, middle smaller', async () => {
      const full = await get(`/uploads/${photo}`);
      const middle = await get(`/uploads/middle-${photo}`);
      for (const res of [full, middle]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        // A picture's name is never reused, so any cache may keep it.
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.rawPayload.subarray(0, 3).equals(JPEG_MAGIC)).toBe(true);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
      expect(middle.rawPayload.length).toBeGreaterThan(0);
      expect(middle.rawPayload.length).toBeLessThan(full.rawPayload.length);
    });

    it('serves every news picture', async () => {
      const { news } = body<{ news: News[] }>(await get('/api/news/gets/0/100'));
      const answers = await Promise.all(news.map((n) => get(`/uploads/middle-${n.photo}`)));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.subarray(0, 3).equals(JPEG_MAGIC)).toBe(true);
      }
    });

    // Through inject: names that reach the /uploads/:name route (inject resolves dot segments itself).
    it.each([
      '..%2f..%2fetc%2fpasswd',
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '..%5c..%5cpackage.json',
      'x.html',
      'x.svg',
      'index.html',
      'unknown-name.jpg',
      'middle-unknown.jpg',
      '%00.jpg',
      '.jpg',
      `${'a'.repeat(190)}.jpg`,
    ])('answers a JSON 404 for /uploads/%s', async (name) => {
      const res = await get(`/uploads/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(body(res)).toEqual({ success: false, message: MSG.notFound, requestId: expect.any(String) });
    });

    // Over a real socket, so the path reaches the router exactly as a client like `curl --path-as-is` sends it.
    describe('raw paths over HTTP', () => {
      let port: number;
      beforeAll(async () => {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        port = (t.app.server.address() as AddressInfo).port;
      });
      const raw = (path: string) =>
        new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                type: String(res.headers['content-type']),
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          });
          req.on('error', reject);
          req.end();
        });

      it.each(['/uploads/%2e%2e', '/uploads/..', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/x.html'])(
        'answers a JSON 404 for %s',
        async (path) => {
          const res = await raw(path);
          expect(res.status).toBe(404);
          expect(res.type).toMatch(/^application\/json/);
          expect(JSON.parse(res.body)).toEqual({
            success: false,
            message: MSG.notFound,
            requestId: expect.any(String),
          });
        },
      );

      it.each([
        '/uploads/../package.json',
        '/uploads/../../../../etc/passwd',
        '/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd',
        '/assets/../../package.json',
        '/../../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/uploads/%c0%ae%c0%ae%2fetc',
        '/uploads/%',
        '/uploads/%zz',
      ])('never leaks a file nor answers 5xx for %s', async (path) => {
        const res = await raw(path);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.type).toMatch(/^application\/json/);
        expect(res.body).not.toMatch(/root:|"workspaces"|"name":/);
      });
    });
  });

  describe('GET /api2/rate/get', () => {
    it('answers the spec §9 defaults on the seeded database', async () => {
      const res = await get('/api2/rate/get');
      expect(res.statusCode).toBe(200);
      const b = body(res);
      expect(b.success).toBe(true);
      expect(b.rates).toEqual({ USD: 2.6999, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 });
      expect(b.rates).toEqual(
        Object.fromEntries(Object.entries(DEFAULT_RATES).map(([k, v]) => [k, Number(v)])),
      );
      expect(b.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('answers the newest rate of a currency once one is added', async () => {
      await t.database.query(
        `insert into rates (currency, rate, valid_on, source, created_at)
         values ('USD', 2.7512, '2099-01-02', 'test', now() + interval '1 minute')`,
      );
      const b = body(await get('/api2/rate/get'));
      expect(b.rates).toEqual({ USD: 2.7512, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 });
      expect(b.date).toBe('2099-01-02');
    });
  });

  describe('GET /api/office/gets', () => {
    it('answers the three warehouses, countries 1, 2, 3, every field filled', async () => {
      const res = await get('/api/office/gets');
      expect(res.statusCode).toBe(200);
      const { success, offices } = body<{ success: boolean; offices: Record<string, unknown>[] }>(res);
      expect(success).toBe(true);
      expect(offices).toHaveLength(3);
      expect(offices.map((o) => o.countryId).sort()).toEqual([1, 2, 3]);
      const fields = [
        'countryId',
        'provinceLoc',
        'cityLoc',
        'addressLoc',
        'provinceEn',
        'cityEn',
        'addressEn',
        'postalCode',
        'mobile',
        'neigborhood',
      ];
      expect(Object.keys(officeWire.shape).sort()).toEqual([...fields].sort());
      for (const o of offices) {
        expect(Object.keys(o).sort()).toEqual([...fields].sort());
        for (const f of fields.slice(1)) {
          expect(typeof o[f], f).toBe('string');
          expect((o[f] as string).trim(), f).not.toBe('');
        }
      }
    });
  });

  describe('GET /api/page/get/{slug}', () => {
    it('answers the terms page with all six localized fields', async () => {
      const res = await get('/api/page/get/terms');
      expect(res.statusCode).toBe(200);
      const { success, page } = body(res);
      expect(success).toBe(true);
      expect(Object.keys(page).sort()).toEqual(Object.keys(pageWire.shape).sort());
      expect(page.slug).toBe('terms');
      for (const f of ['title', 'description']) {
        for (const lang of ['Ka', 'En', 'Ru']) expect(String(page[`${f}${lang}`]).trim()).not.toBe('');
      }
    });

    it.each([
      'no-such-page',
      'TERMS',
      encodeURIComponent("'; drop table pages;--"),
      '%00',
      '%00terms',
      'terms%00',
      'x'.repeat(80),
      'x'.repeat(81),
    ])('answers 4xx for an unknown slug %s, 404 when the slug is well-formed', async (slug) => {
      const res = await get(`/api/page/get/${slug}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(body(res)).toMatchObject({ success: false });
      if (/^[a-z-]{1,80}$/i.test(slug)) {
        expect(res.statusCode).toBe(404);
        expect(body(res).message).toBe(MSG.notFound);
      }
    });
  });

  describe('GET /api/popap/get', () => {
    it('answers the popup with status 1 and its popapId', async () => {
      const res = await get('/api/popap/get');
      expect(res.statusCode).toBe(200);
      const { success, popap } = body(res);
      expect(success).toBe(true);
      expect(popapWire.safeParse(popap).success).toBe(true);
      expect(popap.status).toBe(1);
      expect(popap.popapId).toEqual(expect.any(String));
      expect(popap.popapId).not.toBe('');
      for (const f of ['title', 'description']) {
        for (const lang of ['Ka', 'En', 'Ru']) expect(String(popap[`${f}${lang}`]).trim()).not.toBe('');
      }
    });
  });

  describe('GET /version.json', () => {
    it('answers {version} and is never cached', async () => {
      const res = await get('/version.json');
      expect(res.statusCode).toBe(200);
      const b = body(res);
      expect(Object.keys(b)).toEqual(['version']);
      expect(typeof b.version).toBe('string');
      expect(b.version).not.toBe('');
      expect(res.headers['cache-control']).toContain('no-store');
    });
  });
});
