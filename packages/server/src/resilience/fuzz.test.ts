/**
 * Issue 9 §4: generated malformed input for every route of the OpenAPI description (fast-check):
 * path parameters, query strings, bodies of every shape and content type, with no token, a garbage
 * token, a customer's and an operator's. No answer is a 5xx, every failure follows the wire contract,
 * and a refused request changes nothing: row triggers count every insert, update and delete.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { multipart, PDF_BYTES, signupCustomer } from '../test/fixtures.ts';

/** Tables a refused request may legitimately touch: failed sign-ins are counted to rate-limit them. */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits']);
/** Server-sent event streams: a valid request never ends, so only refused ones are generated. */
const STREAMS = new Set(['/api/notification/stream']);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: { name: string; in: string }[];
  bodyKeys: string[];
  multipart: boolean;
}

function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
        ?.content;
      const schema = content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: op.parameters ?? [],
        bodyKeys: Object.keys(schema?.properties ?? {}),
        multipart: Boolean(content?.['multipart/form-data']) || /WithFile|signupFile|photo|label/i.test(path),
      });
    }
  }
  return ops;
}

/** Values of every kind a careless or hostile client might send. */
const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'null',
    'undefined',
    'true',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    'AX10001',
    'demo@amanati.ge',
    'x'.repeat(5000),
  ),
);
const weirdValue = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

type Payload =
  { kind: 'json'; value: unknown } | { kind: 'raw'; value: string; type: string } | { kind: 'none' };

function payloadFor(op: Operation): fc.Arbitrary<Payload> {
  const keyed =
    op.bodyKeys.length > 0
      ? fc
          .record(Object.fromEntries(op.bodyKeys.map((k) => [k, weirdValue])), { requiredKeys: [] })
          .map((value): Payload => ({ kind: 'json', value }))
      : fc.constant<Payload>({ kind: 'none' });
  // Every field present as a string: gets past the shape checks into the services' own rules.
  const nearlyValid =
    op.bodyKeys.length > 0
      ? fc
          .record(Object.fromEntries(op.bodyKeys.map((k) => [k, weirdString])))
          .map((value): Payload => ({ kind: 'json', value }))
      : fc.constant<Payload>({ kind: 'none' });
  return fc.oneof(
    keyed,
    nearlyValid,
    nearlyValid,
    fc.jsonValue({ maxDepth: 3 }).map((value): Payload => ({ kind: 'json', value })),
    fc.constant<Payload>({ kind: 'none' }),
    fc
      .tuple(
        fc.oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}')),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/xml',
        ),
      )
      .map(([value, type]): Payload => ({ kind: 'raw', value, type })),
  );
}

// The routes, read once from an app's own description, so each route gets a test of its own.
const ops: Operation[] = await (async () => {
  const app = await createTestApp('pglite');
  try {
    return operationsOf(body(await app.app.inject({ url: '/api/docs/json' })) as never);
  } finally {
    await app.close();
  }
})();

describe.each(testDatabases)('generated malformed requests on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<'customer' | 'operator' | 'garbage', string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.database.pool?.on('error', () => undefined);
    const customer = await signupCustomer(t.app);
    const staff = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/authorization/signin',
        payload: { email: 'operator@amanati.ge', password: 'operator12345' },
      }),
    );
    tokens = { customer: customer.token, operator: staff.token as string, garbage: 'eyJhbGciOi.garbage.x' };
    // Every row written anywhere bumps one counter, so "nothing changed" is one read.
    await t.database.query(`create table fuzz_changes (n bigint not null)`);
    await t.database.query(`insert into fuzz_changes values (0)`);
    await t.database.query(
      `create function fuzz_bump() returns trigger language plpgsql as
       $$ begin update fuzz_changes set n = n + 1; return null; end $$`,
    );
    const tables = await t.database.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'fuzz_changes'`,
    );
    for (const { name } of tables) {
      if (MAY_CHANGE_ON_REFUSAL.has(name)) continue;
      await t.database.query(
        `create trigger fuzz_watch after insert or update or delete on "${name}" for each row execute function fuzz_bump()`,
      );
    }
  });
  afterAll(() => t.close());

  const changes = async () =>
    Number((await t.database.query<{ n: string }>('select n from fuzz_changes'))[0]!.n);

  it('lists the routes it will attack', () => {
    // Public, customer, gateway and back-office routes are all in the description.
    const paths = ops.map((o) => o.path);
    for (const p of [
      '/api/authorization/signin',
      '/api/product/addProductWithFile',
      '/api/payment/payFlightId',
      '/checkAvailable',
      '/api/admin/intake/receive',
    ])
      expect(paths).toContain(p);
    expect(ops.length).toBeGreaterThan(80);
  });

  it.each(ops.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: below 500, in the wire contract, nothing changed when refused',
    async (_name, op) => {
      const failures: string[] = [];
      const arbitrary = fc.record({
        params: fc.array(weirdString, { minLength: op.params.length, maxLength: op.params.length }),
        payload: payloadFor(op),
        // A signed-in client on the live stream gets an endless event stream: only bad tokens there.
        auth: STREAMS.has(op.path)
          ? fc.constantFrom('none', 'garbage')
          : fc.constantFrom('none', 'garbage', 'customer', 'operator', 'customer'),
        file: fc.option(fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array(PDF_BYTES)))),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ params, payload, auth, file }) => {
          let url = op.path;
          const query = new URLSearchParams();
          op.params.forEach((p, i) => {
            if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(params[i]!));
            else if (p.in === 'query') query.set(p.name, params[i]!);
          });
          if ([...query].length) url += `?${query.toString()}`;
          const headers: Record<string, string> =
            auth === 'none' ? {} : bearer(tokens[auth as keyof typeof tokens]);
          const req: InjectOptions = { method: op.method, url, headers };
          if (op.multipart && file !== null && payload.kind === 'json') {
            const form = multipart(payload.value, { name: 'f.pdf', data: Buffer.from(file) });
            req.payload = form.payload;
            Object.assign(headers, form.headers);
          } else if (payload.kind === 'json') {
            req.payload = JSON.stringify(payload.value ?? null);
            headers['content-type'] = 'application/json';
          } else if (payload.kind === 'raw') {
            req.payload = payload.value;
            headers['content-type'] = payload.type;
          }
          const before = await changes();
          const res: LightMyRequestResponse = await t.app.inject(req);
          const what = `${op.method} ${url} [${auth}] ${String(req.payload ?? '').slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          if (res.statusCode >= 500) failures.push(what);
          else if (res.statusCode >= 400) {
            if ((await changes()) !== before) failures.push(`changed data: ${what}`);
            const type = String(res.headers['content-type'] ?? '');
            if (type.startsWith('application/json')) {
              const b = body(res);
              if (b.success !== false || typeof b.message !== 'string')
                failures.push(`not the contract: ${what}`);
            } else if (!/xml/.test(type)) failures.push(`not JSON: ${what}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
      expect(failures).toEqual([]);
    },
  );
});
