/**
 * Issue 22 §2: `/api/v1` describes itself — an OpenAPI 3.1 document built from the routes' own schemas,
 * and a readable page — both public, so an integrator can read them before holding a key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '@amanati/shared/business-api';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@amanati/shared/webhooks';
import { body, createTestApp, type TestApp } from '../../test/harness.ts';

describe('the business API describes itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document of every /api/v1 route, with scopes, parameters, bodies and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = body(res);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toMatch(/\/api\/v1$/);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    // The document is collected from the routes as they register: each path it names is served.
    const described = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    for (const route of described) {
      const [method, path] = route.split(' ') as [string, string];
      const url = `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
      expect(t.app.hasRoute({ method: method.toUpperCase(), url }), route).toBe(true);
    }
    expect(described).toEqual(
      expect.arrayContaining([
        'post /parcels',
        'get /parcels',
        'get /parcels/{id}',
        'get /flights',
        'get /invoices',
        'get /balance',
        'get /statement',
        'get /branches',
        'get /account',
      ]),
    );

    const create = doc.paths['/parcels'].post;
    expect(create['x-scope']).toBe('parcels:write');
    expect(create.security).toEqual([{ apiKey: ['parcels:write'] }]);
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['tracking', 'country', 'category', 'quantity', 'amount', 'currency', 'branch']),
    );
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(create.responses['201'].content['application/json'].schema.properties).toHaveProperty('tracking');
    expect(create.responses['4XX'].content).toHaveProperty('application/problem+json');
    const list = doc.paths['/parcels'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'cursor', 'status', 'country', 'flight', 'updated_since']),
    );
    expect(list.responses['200'].content['application/json'].schema.required).toEqual(['data', 'next']);
    for (const ops of Object.values(doc.paths as Record<string, Record<string, { 'x-scope'?: string }>>))
      for (const op of Object.values(ops)) if (op['x-scope']) expect(API_SCOPES).toContain(op['x-scope']);
  });

  it('describes every webhook event it may POST, with the signature header', async () => {
    const doc = body(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]);
    const arrived = doc.webhooks['parcel.arrived'].post;
    expect(arrived.parameters.map((p: { name: string }) => p.name)).toEqual([
      'Amanati-Signature',
      'Amanati-Event-Id',
    ]);
    expect(arrived.requestBody.content['application/json'].schema.properties.type).toEqual({
      const: 'parcel.arrived',
    });
  });

  it('renders the same description as a readable page, without a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<code>/api/v1/parcels</code>');
    expect(res.body).toContain('scope <code>parcels:write</code>');
    expect(res.body).toContain('href="/api/v1/openapi.json"');
    // The page's own styles are allowed; no script runs on it.
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.body).not.toContain('<script');
  });
});
