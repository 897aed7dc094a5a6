/**
 * Issue 9 §4: generated malformed input for every route the app serves (fast-check): the routes of the
 * OpenAPI description, and those hidden from it — the gateway's callbacks with their query strings,
 * the gateway simulator, uploaded files, the API description's own pages and the web app's pages and
 * assets — listed below by hand; a test fails when the app serves a route that neither knows. Path
 * parameters, query strings, bodies of every shape and content type, with no token, a garbage token, a
 * customer's and an operator's (and the gateway's credentials on its callbacks). No answer is a 5xx,
 * every failure follows the wire contract, a refused request changes nothing (row triggers count every
 * insert, update and delete, per table) and a read-only route changes nothing whatever it answers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { multipart, PDF_BYTES, signupCustomer } from '../test/fixtures.ts';
import { answersProblems } from '../lib/problem.ts';

/** Tables a refused request may legitimately touch: failed sign-ins are counted to rate-limit them. */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits']);
/** Server-sent event streams: a valid request never ends, so only refused ones are generated. */
const STREAMS = new Set(['/api/notification/stream']);
/** Signing out revokes the token it is sent with: the fuzzer's own tokens must outlive this route. */
const SIGNS_OUT = new Set(['/api/authorization/signout']);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

/** What a parameter's generated values are mixed with: plausible ones, to get past the first checks. */
type Plausible = (c: FuzzContext) => string[];
interface FuzzContext {
  merchantId: string;
  accountId: string;
  /** A top-up order of the fuzzing customer, still `created`. */
  orderId: string;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI style: `/api/product/get/{id}`; `{*}` is a wildcard (the rest of the path, slashes too). */
  path: string;
  params: { name: string; in: string; plausible?: Plausible }[];
  bodyKeys: string[];
  multipart: boolean;
  /** The name of a fuzzed variant of a documented route (the same route, more of its input). */
  variant?: string;
  /** Answers the gateway's XML: `<code>2</code>` is a refusal, whatever the status. */
  xml?: boolean;
  /** Called by the gateway: its HTTP Basic credentials are among the generated ones. */
  gatewayAuth?: boolean;
  /** Tables a refusal writes on purpose (a refused gateway callback is audited). */
  refusalWrites?: string[];
  /** Changes nothing whatever it answers. */
  readOnly?: boolean;
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
        // The bill-pay API writes every call, refused ones too, to its audit of calls.
        ...(path.startsWith('/api/billpay/') ? { refusalWrites: ['bill_pay_calls'] } : {}),
        // A refused Bank of Georgia callback is audited, like Georgian Card's.
        ...(path === '/api/payments/bog/callback' ? { refusalWrites: ['audit_log'] } : {}),
      });
    }
  }
  return ops;
}

const query = (name: string, plausible?: Plausible) => ({ name, in: 'query', plausible });
const pathParam = (name: string, plausible?: Plausible) => ({ name, in: 'path', plausible });
const HEX32 = () => ['0123456789ABCDEF0123456789ABCDEF'];
/** The query of the gateway's register-payment call (the signature can never be right here). */
const REGISTER_QUERY = [
  query('trx_id', HEX32),
  query('merch_id', (c) => [c.merchantId]),
  query('merchant_trx', (c) => [c.orderId]),
  query('result_code', () => ['1', '2']),
  query('amount', () => ['500', '1']),
  query('account_id', (c) => [c.accountId]),
  query('p.rrn'),
  query('ts'),
  query('signature', () => ['AAAA', 'x=']),
];
const file = (p: string): Operation => ({
  method: 'GET',
  path: p,
  params: [pathParam('name', () => ['x.pdf', 'a.jpg', '..%2F..%2Fetc%2Fpasswd.png'])],
  bodyKeys: [],
  multipart: false,
  readOnly: true,
});
const page = (p: string, params: Operation['params'] = []): Operation => ({
  method: 'GET',
  path: p,
  params,
  bodyKeys: [],
  multipart: false,
  readOnly: true,
});

/** Routes the OpenAPI description does not show, and documented ones with input it does not describe. */
const HIDDEN: Operation[] = [
  // The gateway's server-to-server calls.
  { ...page('/registerPayment/{id}', [pathParam('id'), ...REGISTER_QUERY]), readOnly: false, xml: true },
  {
    method: 'POST',
    path: '/registerPayment',
    params: REGISTER_QUERY,
    bodyKeys: ['trx_id', 'merchant_trx', 'amount'],
    multipart: false,
    xml: true,
  },
  // Uploaded files: news pictures, label photos, invoices, customs fee receipts.
  file('/uploads/{name}'),
  file('/uploads/labels/{name}'),
  file('/uploads/invoices/{name}'),
  file('/uploads/receipts/{name}'),
  file('/uploads/claims/{name}'),
  // The gateway simulator (outside production): its hosted page and its test control API.
  {
    ...page('/gateway-sim/payment/start.wsm', [
      query('merch_id', (c) => [c.merchantId]),
      query('back_url_s', () => ['http://localhost/payments/success']),
      query('back_url_f', () => ['http://localhost/payments/failed', '\u0000', 'javascript:alert(1)']),
      query('lang', () => ['en', 'ka', 'xx']),
      query('o.order_id', (c) => [c.orderId]),
      query('o_amount', () => ['5.00']),
    ]),
    readOnly: false,
  },
  {
    ...page('/gateway-sim/payment/complete', [query('trx_id', HEX32), query('decision', () => ['pay'])]),
    readOnly: false,
  },
  page('/gateway-sim/control/log'),
  {
    method: 'POST',
    path: '/gateway-sim/control/complete',
    params: [],
    bodyKeys: ['trxId', 'resultCode', 'amount', 'tamper'],
    multipart: false,
  },
  { method: 'POST', path: '/gateway-sim/control/replay', params: [], bodyKeys: ['trxId'], multipart: false },
  // The kiosk simulator (outside production): it calls the bill-pay API, which makes the simulator's
  // channel on first use and audits every call.
  page('/billpay-sim/', [query('lang', () => ['en', 'ka', 'xx'])]),
  {
    ...page('/billpay-sim/check', [
      query('lang', () => ['en', 'ru']),
      query('code', () => ['AX10001', 'ax 1']),
    ]),
    readOnly: false,
  },
  {
    ...page('/billpay-sim/pay', [
      query('lang', () => ['ka']),
      query('code', () => ['AX10001']),
      query('amount', () => ['5', '0', '1,5']),
      query('transactionId', () => ['KIOSK-FUZZ']),
    ]),
    readOnly: false,
  },
  // The Bank of Georgia simulator (outside production): the bank's API (token, orders, details), its hosted
  // page, and its test control API, whose callbacks credit through our callback route.
  {
    method: 'POST',
    path: '/bog-sim/oauth2/token',
    params: [],
    bodyKeys: ['grant_type'],
    multipart: false,
    readOnly: true,
  },
  {
    method: 'POST',
    path: '/bog-sim/payments/v1/ecommerce/orders',
    params: [],
    bodyKeys: [
      'callback_url',
      'external_order_id',
      'purchase_units',
      'redirect_urls',
      'payment_method',
      'ttl',
    ],
    multipart: false,
    readOnly: true,
  },
  page('/bog-sim/payments/v1/receipt/{id}', [pathParam('id')]),
  page('/bog-sim/pay/{id}', [pathParam('id')]),
  {
    ...page('/bog-sim/pay/{id}/complete', [pathParam('id'), query('method', () => ['card', 'cancel'])]),
    readOnly: false,
  },
  page('/bog-sim/control/log'),
  {
    method: 'POST',
    path: '/bog-sim/control/complete',
    params: [],
    bodyKeys: ['orderId', 'status', 'method', 'transferAmount', 'tamper', 'unconfirmed'],
    multipart: false,
  },
  { method: 'POST', path: '/bog-sim/control/replay', params: [], bodyKeys: ['orderId'], multipart: false },
  // The API description itself.
  page('/api/docs'),
  page('/api/docs/'),
  page('/api/docs/json'),
  page('/api/docs/yaml'),
  page('/api/docs/static/index.html'),
  page('/api/docs/static/swagger-initializer.js'),
  page('/api/docs/{*}', [pathParam('*', () => ['static/swagger-ui.css', 'static/../../package.json'])]),
  // The business API's own description (issue 22), public.
  page('/api/v1/openapi.json'),
  page('/api/v1/docs'),
  // The web app: a page's HTML in the cookie's language (server-rendered hints), or a built file.
  page('/{*}', [
    pathParam('*', () => [
      'home',
      'tarrifs',
      'admin/flights',
      'assets/app-1.js',
      'assets/missing.js',
      'assets/../index.html',
      'pages/en/home.html',
      'index.html',
      'version.json',
    ]),
    { name: 'amanati.lang', in: 'cookie', plausible: () => ['en', 'ru', 'ka', '../en'] },
  ]),
];

/** Documented routes whose input the description leaves out: the gateway's query strings and credentials. */
const VARIANTS: Operation[] = [
  {
    ...page('/checkAvailable', [
      query('merch_id', (c) => [c.merchantId]),
      query('trx_id', HEX32),
      query('o.order_id', (c) => [c.orderId]),
      query('lang_code', () => ['EN']),
      query('ts'),
    ]),
    readOnly: false,
    xml: true,
    gatewayAuth: true,
    variant: 'with the gateway query',
  },
  {
    ...page('/registerPayment', REGISTER_QUERY),
    readOnly: false,
    xml: true,
    gatewayAuth: true,
    refusalWrites: ['audit_log'],
    variant: 'with the gateway query',
  },
];
// A refused register-payment call is audited wherever it comes in.
for (const op of HIDDEN) if (op.path.startsWith('/registerPayment')) op.refusalWrites = ['audit_log'];

/**
 * OpenAPI path → the routes Fastify makes of it: `{id}` → `:id`, `{*}` → `*`; an optional last
 * parameter (`/{branch}?`) is two routes, with and without it.
 */
const routerPaths = (p: string): string[] => {
  const path = p.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
  return path.endsWith('?') ? [path.slice(0, -1), path.replace(/\/:\w+\?$/, '')] : [path];
};
const routesOf = (ops: Operation[]) =>
  new Set(ops.flatMap((op) => routerPaths(op.path).map((p) => `${op.method} ${p}`)));

/**
 * Every route the app serves as `METHOD /path` (router syntax), read from Fastify's route tree
 * (`printRoutes`): HEAD routes Fastify adds beside GET are left out.
 */
function servedRoutes(app: FastifyInstance): string[] {
  const served: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const [, segment, methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4))!;
    stack.length = depth;
    stack.push(segment!);
    const full = stack.join('');
    for (const method of methods?.split(', ') ?? [])
      if (method !== 'HEAD') served.push(`${method} ${full.startsWith('/') ? full : `/${full}`}`);
  }
  return served;
}

/** A built web app in miniature (an entry, a page in two languages, version.json): pages and files served. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'amanati-fuzz-web-'));
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
for (const lang of ['en', 'ka']) mkdirSync(path.join(webDist, 'pages', lang), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="ka"><div id="root"></div></html>',
);
writeFileSync(path.join(webDist, 'pages/en/home.html'), '<!doctype html><html lang="en"></html>');
writeFileSync(path.join(webDist, 'pages/ka/tarrifs.html'), '<!doctype html><html lang="ka"></html>');
writeFileSync(path.join(webDist, 'assets/app-1.js'), 'export {};');
writeFileSync(path.join(webDist, 'version.json'), '{"version":"fuzz"}');
const WEB = { WEB_DIST: webDist };
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

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

// The routes, read once from an app's own description (each route gets a test of its own), and every
// route that app serves.
const { documented, served } = await (async () => {
  const app = await createTestApp('pglite', WEB);
  try {
    return {
      documented: operationsOf(
        body<Parameters<typeof operationsOf>[0]>(await app.app.inject({ url: '/api/docs/json' })),
      ),
      served: servedRoutes(app.app),
    };
  } finally {
    await app.close();
  }
})();
const ops: Operation[] = [...documented, ...HIDDEN, ...VARIANTS];
const opName = (op: Operation) => `${op.method} ${op.path}${op.variant ? ` (${op.variant})` : ''}`;

describe('the routes the fuzzing knows', () => {
  it('are every route the app serves: documented, or hidden and listed here', () => {
    const known = routesOf([...documented, ...HIDDEN]);
    expect(served.filter((route) => !known.has(route))).toEqual([]);
  });

  it('list no hidden route the app no longer serves, and none that is documented', () => {
    const documentedRoutes = routesOf(documented);
    const hidden = [...routesOf(HIDDEN)];
    expect(hidden.filter((route) => !served.includes(route) || documentedRoutes.has(route))).toEqual([]);
    for (const route of routesOf(VARIANTS)) expect(documentedRoutes).toContain(route);
  });
});

describe.each(testDatabases)('generated malformed requests on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<'customer' | 'operator' | 'garbage' | 'gateway', string>;
  let context: FuzzContext;
  beforeAll(async () => {
    t = await createTestApp(kind, WEB);
    t.database.pool?.on('error', () => undefined);
    const customer = await signupCustomer(t.app);
    const staff = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/authorization/signin',
        payload: { email: 'operator@amanati.ge', password: 'operator12345' },
      }),
    );
    const { gateway } = t.config;
    tokens = {
      customer: customer.token,
      operator: staff.token as string,
      garbage: 'eyJhbGciOi.garbage.x',
      gateway: Buffer.from(`${gateway.callbackUser}:${gateway.callbackPassword}`).toString('base64'),
    };
    const order = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/merchant/georgiancard/pay',
        headers: bearer(customer.token),
        payload: { lari: '5', tetri: '00', lang: 'en' },
      }),
    );
    context = {
      merchantId: gateway.merchantId,
      accountId: gateway.accountId,
      orderId: order.result._id as string,
    };
    // Every row written anywhere bumps its table's counter, so "what changed" is one read.
    await t.database.query(`create table fuzz_changes (tbl text primary key, n bigint not null)`);
    await t.database.query(
      `create function fuzz_bump() returns trigger language plpgsql as
       $$ begin
            insert into fuzz_changes values (TG_TABLE_NAME, 1)
              on conflict (tbl) do update set n = fuzz_changes.n + 1;
            return null;
          end $$`,
    );
    const tables = await t.database.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'fuzz_changes'`,
    );
    for (const { name } of tables)
      await t.database.query(
        `create trigger fuzz_watch after insert or update or delete on "${name}" for each row execute function fuzz_bump()`,
      );
  });
  afterAll(() => t.close());

  const counts = async () =>
    new Map(
      (await t.database.query<{ tbl: string; n: string }>('select tbl, n from fuzz_changes')).map((r) => [
        r.tbl,
        r.n,
      ]),
    );
  /** The tables written since `before`, other than those `allowed` to be. */
  const changedSince = async (before: Map<string, string>, allowed: Set<string>) =>
    [...(await counts())]
      .filter(([tbl, n]) => before.get(tbl) !== n && !allowed.has(tbl))
      .map(([tbl]) => tbl);

  it('lists the routes it will attack', () => {
    // Public, customer, gateway and back-office routes are all in the description; the hidden ones too.
    const paths = ops.map((o) => o.path);
    for (const p of [
      '/api/authorization/signin',
      '/api/product/addProductWithFile',
      '/api/payment/payFlightId',
      '/checkAvailable',
      '/api/admin/intake/receive',
      '/registerPayment/{id}',
      '/uploads/invoices/{name}',
      '/gateway-sim/payment/start.wsm',
      '/{*}',
    ])
      expect(paths).toContain(p);
    expect(ops.length).toBeGreaterThan(100);
  });

  it.each(ops.map((op) => [opName(op), op] as const))(
    '%s: below 500, in the wire contract, nothing changed when refused',
    async (_name, op) => {
      const failures: string[] = [];
      const value = (p: Operation['params'][number]) => {
        const plausible = p.plausible?.(context) ?? [];
        return plausible.length ? fc.oneof(weirdString, fc.constantFrom(...plausible)) : weirdString;
      };
      const auths = ['none', 'garbage', 'customer', 'operator', 'customer'];
      const arbitrary = fc.record({
        params: fc.tuple(...op.params.map(value)),
        payload: payloadFor(op),
        // A signed-in client on the live stream gets an endless event stream: only bad tokens there.
        auth:
          STREAMS.has(op.path) || SIGNS_OUT.has(op.path)
            ? fc.constantFrom('none', 'garbage')
            : fc.constantFrom(...auths, ...(op.gatewayAuth ? ['gateway', 'gateway'] : [])),
        file: fc.option(fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array(PDF_BYTES)))),
      });
      const allowedOnRefusal = new Set([...MAY_CHANGE_ON_REFUSAL, ...(op.refusalWrites ?? [])]);
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ params, payload, auth, file }) => {
          let url = op.path;
          const query = new URLSearchParams();
          const headers: Record<string, string> =
            auth === 'none'
              ? {}
              : auth === 'gateway'
                ? { authorization: `Basic ${tokens.gateway}` }
                : bearer(tokens[auth as keyof typeof tokens]);
          op.params.forEach((p, i) => {
            const v = params[i] as string;
            // A wildcard takes the rest of the path: slashes stay, each piece is escaped.
            if (p.in === 'path' && p.name === '*')
              url = url.replace('{*}', v.split('/').map(encodeURIComponent).join('/'));
            else if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(v));
            else if (p.in === 'query') query.set(p.name, v);
            else if (p.in === 'cookie') headers.cookie = `${p.name}=${encodeURIComponent(v)}`;
          });
          if ([...query].length) url += `?${query.toString()}`;
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
          const before = await counts();
          const res: LightMyRequestResponse = await t.app.inject(req);
          const what = `${op.method} ${url} [${auth}] ${(typeof req.payload === 'string' ? req.payload : '').slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          const refused = res.statusCode >= 400 || (op.xml === true && /<code>2<\/code>/.test(res.body));
          if (res.statusCode >= 500) failures.push(what);
          else if (op.readOnly || refused) {
            const changed = await changedSince(before, op.readOnly ? new Set() : allowedOnRefusal);
            if (changed.length) failures.push(`changed ${changed.join(', ')}: ${what}`);
          }
          if (res.statusCode >= 400 && res.statusCode < 500) {
            const type = String(res.headers['content-type'] ?? '');
            if (type.startsWith('application/json')) {
              const b = body(res);
              if (b.success !== false || typeof b.message !== 'string')
                failures.push(`not the contract: ${what}`);
            } else if (type.startsWith('application/problem+json')) {
              // The business and bill-pay APIs' contract: a problem document with the same message code.
              const b = body(res);
              if (typeof b.title !== 'string' || b.status !== res.statusCode || !answersProblems(url))
                failures.push(`not a problem document: ${what}`);
            } else if (!/xml/.test(type)) failures.push(`not JSON: ${what}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
      expect(failures).toEqual([]);
    },
  );
});
