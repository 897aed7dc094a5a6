/**
 * The wire contract of architecture §4 under bad input: 4xx `{success:false, message, errors?}`,
 * never a 5xx, and no account created by a malformed request. Ends with a sweep over every
 * route of the OpenAPI document.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { answersProblems } from '../lib/problem.ts';
import { createTokenService } from '../lib/tokens.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { multipart, PDF_BYTES, signupCustomer } from '../test/fixtures.ts';

const WEB_INDEX = path.resolve(import.meta.dirname, '../../../web/dist/index.html');

/** Deterministic pseudo-random bytes (mulberry32), so a failing sweep can be replayed. */
function pseudoRandomBytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let a = seed >>> 0;
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    out[i] = (x ^ (x >>> 14)) & 0xff;
  }
  return out;
}

/** The §7 paths built so far, as the OpenAPI document must list them. */
const SPEC_PATHS: [string, 'get' | 'post'][] = [
  ['/api/authorization/signin', 'post'],
  ['/api/authorization/userInformation', 'get'],
  ['/api/authorization/signup', 'post'],
  ['/api/authorization/signupFile', 'post'],
  ['/api/authorization/updateprofile', 'post'],
  ['/api/authorization/forgetPassword', 'post'],
  ['/api/authorization/changePassword', 'post'],
  ['/api/tariffs/gets', 'get'],
  ['/api/flight/gets/{skip}/{limit}', 'get'],
  ['/api/news/gets/{skip}/{limit}', 'get'],
  ['/api/news/get/{id}', 'get'],
  ['/api2/rate/get', 'get'],
  ['/api/office/gets', 'get'],
  ['/api/page/get/{slug}', 'get'],
  ['/api/popap/get', 'get'],
  ['/api/branch/create', 'post'],
];

/** Routes that need a token, with a body that passes validation, so only the token decides. */
const AUTH_ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/authorization/userInformation' },
  {
    method: 'POST',
    url: '/api/authorization/updateprofile',
    payload: { city: '_TBILISI_', phone: '599123456', address: 'რუსთაველის გამზ. 2' },
  },
  {
    method: 'POST',
    url: '/api/authorization/changePassword',
    payload: { oldPassword: 'secret123', newPassword: 'secret1234', newRePassword: 'secret1234' },
  },
  { method: 'POST', url: '/api/branch/create', payload: { city: 'tbilisi', address: 'didube' } },
  { method: 'POST', url: '/api/authorization/preferences', payload: { emailNotifications: false } },
  { method: 'POST', url: '/api/authorization/taxNumber', payload: { taxNumber: '12345678901' } },
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The body fields an operation documents (JSON or, for signupFile, none). */
function bodyFields(op: Operation): Record<string, JsonSchema> {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const merged: Record<string, JsonSchema> = {};
  const visit = (s: JsonSchema | undefined) => {
    if (!s) return;
    Object.assign(merged, s.properties ?? {});
    for (const sub of [...(s.anyOf ?? []), ...(s.allOf ?? [])]) visit(sub);
  };
  visit(schema);
  return merged;
}

/** A value of the wrong JSON type for a field. */
function wrongType(schema: JsonSchema): unknown {
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) return 12345;
  if (types.includes('number') || types.includes('integer')) return 'twelve';
  if (types.includes('boolean')) return 'maybe';
  if (types.includes('array')) return { not: 'an array' };
  if (types.includes('object')) return 7;
  return [[{}]];
}

/** Fastify's own answers that bypass the error handler (a known gap, asserted separately). */
const KNOWN_FRAMEWORK_ERRORS = /FST_ERR_BAD_URL|FST_ERR_MAX_PARAM_LENGTH/;

const GENERIC_FIELDS = ['email', 'password', 'type', 'city', 'address', 'phone', 'token', 'id'];

describe.each(testDatabases)('the error contract on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The sweep opens many pool connections. At teardown the harness drops the database `with (force)`
    // as soon as pool.end() resolves, which can be before every client's socket has closed; the
    // resulting "terminating connection" error would surface as an uncaught exception (see report).
    const guarded = new WeakSet<object>();
    t.database.pool?.on('acquire', (client) => {
      if (guarded.has(client)) return;
      guarded.add(client);
      client.on('error', () => undefined);
    });
  });
  afterAll(() => t.close());

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const expectContract = (res: LightMyRequestResponse, status: number, message?: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const b = body(res);
    expect(b.success).toBe(false);
    expect(typeof b.message).toBe('string');
    if (message) expect(b.message).toBe(message);
    return b;
  };
  const accountCount = async () =>
    Number((await t.database.query<{ n: string }>('select count(*) as n from accounts'))[0]!.n);

  describe('bodies', () => {
    const signin = (payload: string | Buffer, contentType = 'application/json') =>
      inject({
        method: 'POST',
        url: '/api/authorization/signin',
        payload,
        headers: { 'content-type': contentType },
      });

    it('answers 400 invalid_json to malformed JSON', async () => {
      expectContract(await signin('{"email":'), 400, MSG.invalidJson);
      expectContract(await signin('{email: "a"}'), 400, MSG.invalidJson);
      expectContract(await signin(Buffer.from([0xff, 0xfe, 0x00, 0x7b])), 400, MSG.invalidJson);
    });

    it('answers 400 with field errors to wrong types', async () => {
      const b = expectContract(await signin('{"email":5,"password":"secret123"}'), 400, MSG.fillAllFields);
      expect(b.errors).toMatchObject({ email: expect.any(String) });
      const both = expectContract(await signin('{"email":[],"password":{}}'), 400, MSG.fillAllFields);
      expect(Object.keys(both.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    });

    it('answers 4xx to an empty body, with or without a content type', async () => {
      const empty = await signin('');
      // An empty JSON body counts as no body (clients POST payall/delete that way): the schema refuses it.
      expect([MSG.invalidJson, MSG.fillAllFields]).toContain(expectContract(empty, 400).message);
      const none = await inject({ method: 'POST', url: '/api/authorization/signin' });
      expectContract(none, 400);
      for (const literal of ['null', '[]', '"str"', '0', 'true']) {
        expectContract(await signin(literal), 400);
      }
    });

    it('refuses prototype pollution', async () => {
      const res = await signin('{"__proto__":{"isAdmin":true},"email":"a@b.ge","password":"secret123"}');
      expectContract(res, 400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('answers 413 payload_too_large to a body over 1 MiB', async () => {
      const big = JSON.stringify({ email: 'a@b.ge', password: 'x'.repeat(1024 * 1024) });
      expectContract(await signin(big), 413, MSG.payloadTooLarge);
    });

    it('answers 415 to an unsupported content type on a JSON route', async () => {
      const json = '{"email":"a@b.ge","password":"secret123"}';
      // Fastify's built-in text/plain parser hands the handler a string, which the schema refuses (400).
      const plain = await signin(json, 'text/plain');
      expect([400, 415]).toContain(plain.statusCode);
      expectContract(plain, plain.statusCode);
      expectContract(await signin(json, 'application/xml'), 415, MSG.unsupportedMediaType);
      expectContract(await signin('email=a%40b.ge', 'application/x-www-form-urlencoded'), 415);
    });
  });

  describe('unknown routes', () => {
    it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
      'answers a JSON 404 to %s on an unknown /api route',
      async (method) => {
        for (const url of ['/api/nope', '/api/authorization/nope', '/api2/nope', '/api', '/api/']) {
          const res = await inject({ method, url, payload: method === 'GET' ? undefined : {} });
          expect(res.statusCode, url).toBe(404);
          expect(body(res)).toEqual({ success: false, message: MSG.notFound, requestId: expect.any(String) });
        }
      },
    );

    it('answers a JSON 404 to a known path with the wrong method', async () => {
      const res = await inject({ method: 'DELETE', url: '/api/tariffs/gets' });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ success: false, message: MSG.notFound, requestId: expect.any(String) });
    });

    it.skipIf(!existsSync(WEB_INDEX))('serves the SPA, not a JSON 404, on client routes', async () => {
      for (const url of ['/home', '/news-detail/abc', '/news', '/profile/settings?tab=1']) {
        const res = await inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body).toMatch(/<!doctype html>/i);
      }
    });

    it.skipIf(!existsSync(WEB_INDEX))('serves the SPA on the site root /', async () => {
      const res = await inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  describe('routes that need a token', () => {
    let otherSecretToken: string;
    let unknownAccountToken: string;
    beforeAll(async () => {
      const { candidate } = await signupCustomer(t.app);
      otherSecretToken = await createTokenService('another-secret-'.repeat(4)).sign({
        sub: candidate._id,
        tv: 0,
      });
      unknownAccountToken = await createTokenService(t.config.jwtSecret).sign({
        sub: '00000000-0000-4000-8000-000000000000',
        tv: 0,
      });
    });

    const cases: [string, () => Record<string, string>][] = [
      ['no token', () => ({})],
      ['Bearer garbage', () => bearer('garbage')],
      ['an empty Bearer', () => ({ authorization: 'Bearer ' })],
      ['a non-Bearer scheme', () => ({ authorization: 'Basic dXNlcjpwYXNz' })],
      ['a token signed with another secret', () => bearer(otherSecretToken)],
      ['a token of an unknown account', () => bearer(unknownAccountToken)],
    ];
    for (const route of AUTH_ROUTES) {
      it.each(cases)(
        `${route.method} ${route.url} answers 401 unauthorized with %s`,
        async (_name, headers) => {
          const res = await inject({
            method: route.method,
            url: route.url,
            payload: route.payload,
            headers: headers(),
          });
          expect(res.statusCode).toBe(401);
          expect(body(res)).toEqual({
            success: false,
            message: MSG.unauthorized,
            requestId: expect.any(String),
          });
        },
      );
    }

    it('checks the token before the body: no schema details for a caller without one', async () => {
      for (const route of AUTH_ROUTES.filter((r) => r.method === 'POST')) {
        for (const payload of [undefined, '{"x":', '{"city":5}']) {
          const res = await inject({
            method: 'POST',
            url: route.url,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode, `${route.url} ${payload}`).toBe(401);
          expect(body(res)).toEqual({
            success: false,
            message: MSG.unauthorized,
            requestId: expect.any(String),
          });
        }
      }
    });

    it('accepts the token it issued on the same routes (sanity check of the bodies above)', async () => {
      const { token } = await signupCustomer(t.app);
      const me = await inject({
        method: 'GET',
        url: '/api/authorization/userInformation',
        headers: bearer(token),
      });
      expect(me.statusCode).toBe(200);
      const branch = AUTH_ROUTES.find((r) => r.url === '/api/branch/create')!;
      const res = await inject({
        method: 'POST',
        url: branch.url,
        payload: branch.payload,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('OpenAPI document', () => {
    let doc: OpenApi;
    beforeAll(async () => {
      const res = await inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      doc = body<OpenApi>(res);
    });

    it('lists every §7 path built so far', () => {
      for (const [p, method] of SPEC_PATHS) {
        expect(doc.paths[p], p).toBeDefined();
        expect(doc.paths[p]![method], `${method} ${p}`).toBeDefined();
      }
    });

    it('answers a bad URL and an over-long path parameter within the contract', async () => {
      for (const [method, url] of [
        ['GET', '/api/news/get/%'],
        ['POST', `/api/product/delete/${'x'.repeat(300)}`],
        ['POST', `/api/authorization/signin/${'x'.repeat(300)}`],
      ] as const) {
        const res = await inject({ method, url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(body(res).success, url).toBe(false);
      }
    });

    it('serves the documentation page as HTML', async () => {
      const res = await inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    });

    it('sweep: no malformed request to any documented route answers 5xx or creates an account', async () => {
      const { token } = await signupCustomer(t.app);
      const before = await accountCount();

      const hostile = [
        ...['-1', '\0', "'; drop table accounts;--", 'x'.repeat(300), '../../etc', '0', '🙂', ' '].map(
          encodeURIComponent,
        ),
        // Raw, not valid percent-encoding.
        '%',
        '%E0%A4%A',
      ];
      const long = 'x'.repeat(10_000);
      const requests: (InjectOptions & { url: string })[] = [];

      for (const [template, operations] of Object.entries(doc.paths)) {
        const hasParams = template.includes('{');
        const urls = hasParams ? hostile.map((v) => template.replace(/\{[^}]+\}/g, v)) : [template];
        for (const [method, op] of Object.entries(operations)) {
          const upper = method.toUpperCase() as InjectOptions['method'];
          const fields = bodyFields(op);
          const names = Object.keys(fields).length ? Object.keys(fields) : GENERIC_FIELDS;
          const objectOf = (value: (name: string) => unknown) =>
            JSON.stringify(Object.fromEntries(names.map((n) => [n, value(n)])));
          const json = (payload: string | Buffer) => ({
            payload,
            headers: { 'content-type': 'application/json' },
          });
          const file = multipart('{"email":5,"type":"x"}', {
            name: 'x.pdf',
            data: pseudoRandomBytes(4096, 7),
            type: 'application/pdf',
          });
          const bodies: Partial<Omit<InjectOptions, 'url'>>[] =
            upper === 'GET' || upper === 'HEAD'
              ? [{}, json('{"x":1}')]
              : [
                  {},
                  json(''),
                  json('[]'),
                  json('"str"'),
                  json('null'),
                  json('{"__proto__":{"x":1}}'),
                  json('{"constructor":{"prototype":{"x":1}}}'),
                  json(objectOf((n) => wrongType(fields[n] ?? {}))),
                  json(objectOf(() => long)),
                  json(objectOf(() => 'a\u0000b')),
                  json(pseudoRandomBytes(512, 1)),
                  {
                    payload: pseudoRandomBytes(2048, 2),
                    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
                  },
                  { payload: pseudoRandomBytes(256, 3), headers: { 'content-type': 'multipart/form-data' } },
                  { payload: file.payload, headers: file.headers },
                  multipart(undefined, { name: 'r.pdf', data: PDF_BYTES }),
                ];
          // A server-sent event stream stays open for a signed-in client: swept without a valid token only.
          const streaming = /text\/event-stream/.test(op.description ?? '');
          const auths = streaming ? [{}, bearer('garbage')] : [{}, bearer(token)];
          for (const url of urls) {
            for (const b of bodies) {
              for (const auth of auths) {
                requests.push({ method: upper, url, ...b, headers: { ...(b.headers ?? {}), ...auth } });
              }
            }
          }
        }
      }
      expect(requests.length).toBeGreaterThan(300);

      const failures: string[] = [];
      const frameworkAnswers = new Set<string>();
      for (let i = 0; i < requests.length; i += 25) {
        const batch = requests.slice(i, i + 25);
        const answers = await Promise.all(batch.map((r) => inject(r)));
        answers.forEach((res, j) => {
          const r = batch[j]!;
          const label = `${r.method} ${r.url.slice(0, 80)} [${String(r.headers?.['content-type'] ?? '-')}${r.headers?.authorization ? ', token' : ''}] → ${res.statusCode} ${res.body.slice(0, 120)}`;
          if (res.statusCode >= 500) failures.push(label);
          else if (/\/signup/.test(r.url) && res.statusCode < 300) failures.push(`accepted: ${label}`);
          // Outside /api (e.g. the card gateway's callbacks) answers follow their own protocol.
          else if (!/^\/api2?\//.test(r.url)) return;
          else if (KNOWN_FRAMEWORK_ERRORS.test(res.body)) frameworkAnswers.add(String(body(res).code));
          // The business and bill-pay APIs answer problem documents (RFC 9457), everything else /api JSON.
          else if (
            res.statusCode >= 400 &&
            !(answersProblems(r.url) ? /^application\/problem\+json/ : /^application\/json/).test(
              String(res.headers['content-type']),
            )
          )
            failures.push(`not JSON: ${label}`);
          else if (
            res.statusCode >= 400 &&
            (answersProblems(r.url)
              ? body(res).status !== res.statusCode || typeof body(res).title !== 'string'
              : body(res).success !== false)
          )
            failures.push(`not the contract: ${label}`);
        });
      }
      expect(failures).toEqual([]);
      expect(await accountCount()).toBe(before);
      // Only the two known framework answers (see the test below) step outside the contract.
      expect([...frameworkAnswers].every((code) => KNOWN_FRAMEWORK_ERRORS.test(code))).toBe(true);
    });
  });
});
