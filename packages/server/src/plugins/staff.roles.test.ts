// Role checks on every back-office route (issue 6 "Roles"), read from the OpenAPI description so that
// routes added later are covered without touching this file: no token → 401, a customer → 403, staff pass.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../test/harness.ts';
import { staffSession } from '../test/staff-sessions.ts';
import { signupCustomer } from '../test/fixtures.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
interface Operation {
  method: Method;
  path: string;
  tags?: string[];
  security?: Record<string, unknown>[];
}

/** Every `/api/admin` operation of the OpenAPI document. */
function adminOperations(doc: { paths: Record<string, Partial<Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin')) continue;
    for (const method of METHODS) {
      const op = item[method] as Omit<Operation, 'method' | 'path'> | undefined;
      if (op) out.push({ method, path, ...op });
    }
  }
  return out;
}

/**
 * The routes Fastify actually serves under `/api/admin`, rebuilt from its route tree (`printRoutes`), as
 * `METHOD /path/{param}` — so a route left out of the OpenAPI description is caught too.
 */
function servedAdminRoutes(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const full = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = full;
    stack.length = depth + 1;
    if (!full.startsWith('/api/admin') || !m[3]) continue;
    for (const method of m[3].split(',').map((s) => s.trim()))
      if (method !== 'HEAD') out.push(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`);
  }
  return out.sort();
}

describe.each(testDatabases)('back-office roles on %s', (kind) => {
  let t: TestApp;
  let operations: Operation[];
  let customerToken: string;
  let operatorToken: string;
  let adminToken: string;

  const staffToken = async (role: 'operator' | 'admin') => (await staffSession(t, role)).token;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    operations = adminOperations(body<Parameters<typeof adminOperations>[0]>(res));
    customerToken = (await signupCustomer(t.app)).token;
    operatorToken = await staffToken('operator');
    adminToken = await staffToken('admin');
  });
  afterAll(() => t.close());

  /** The operation's URL with a fresh random uuid for every path parameter. */
  const urlOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, () => randomUUID());
  const call = (op: Operation, token?: string) =>
    t.app.inject({
      method: op.method.toUpperCase() as 'GET',
      url: urlOf(op),
      headers: token ? bearer(token) : {},
      ...(op.method === 'get' || op.method === 'delete' ? {} : { payload: {} }),
    });

  it('documents every back-office route (at least 15 operations), each tagged and bearer-secured', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const documented = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();
    expect(servedAdminRoutes(t.app.printRoutes({ commonPrefix: false }))).toEqual(documented);
    for (const op of operations) {
      expect(op.tags?.length, `${op.method} ${op.path} has a tag`).toBeGreaterThan(0);
      expect(op.security, `${op.method} ${op.path} is bearer-secured`).toContainEqual({ bearerAuth: [] });
    }
    // The core groups are there (the document is not read from some other prefix by mistake).
    for (const known of [
      'POST /api/admin/flights',
      'POST /api/admin/flights/{id}/parcels',
      'POST /api/admin/flights/{id}/arrive',
      'POST /api/admin/intake/receive',
      'POST /api/admin/handover',
      'POST /api/admin/courier-orders/{id}/deliver',
    ])
      expect(documented).toContain(known);
  });

  it('answers 401 without a token on every back-office route', async () => {
    for (const op of operations) {
      const res = await call(op);
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(body(res), `${op.method} ${op.path}`).toMatchObject({ success: false });
    }
  });

  it('answers 401 to a forged or malformed token on every back-office route', async () => {
    for (const op of operations) {
      const res = await call(op, `${operatorToken.slice(0, -4)}AAAA`);
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(body(res)).toMatchObject({ success: false });
    }
  });

  it("answers 403 to a customer's token on every back-office route", async () => {
    for (const op of operations) {
      const res = await call(op, customerToken);
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(403);
      expect(body(res), `${op.method} ${op.path}`).toMatchObject({ success: false });
    }
  });

  it('lets an admin through the role check on every back-office route, and an operator on the core ones', async () => {
    for (const op of operations) {
      const res = await call(op, adminToken);
      expect([401, 403], `${op.method} ${op.path} → ${res.statusCode} ${res.body}`).not.toContain(
        res.statusCode,
      );
    }
    for (const op of operations.filter((o) =>
      /^\/api\/admin\/(flights|intake|handover|courier-orders)/.test(o.path),
    )) {
      const res = await call(op, operatorToken);
      expect([401, 403], `${op.method} ${op.path} → ${res.statusCode} ${res.body}`).not.toContain(
        res.statusCode,
      );
    }
  });
});
