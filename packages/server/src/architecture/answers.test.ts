// Every answer has a contract (issue 15): each operation of the OpenAPI description — customer and staff —
// declares its 2xx answer with the fields it carries, so `/api/docs` describes every answer and the
// clients' types can be inferred from the same schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../test/harness.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }>; description?: string }>;
}

/** A schema that names its fields (an object with properties, or a choice of such), or a file/text body. */
function describesAnswer(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.properties && Object.keys(schema.properties).length > 0) return true;
  if (schema.type === 'string') return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(describesAnswer);
}

describe('answer contracts', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    doc = body(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ id: `${m.toUpperCase()} ${path}`, op: item[m]! })),
    );

  it('gives every operation a 2xx answer whose schema names its fields', () => {
    const missing = operations()
      .filter(({ op }) => {
        const ok = Object.entries(op.responses ?? {}).filter(([code]) => /^2/.test(code));
        return !ok.some(([, r]) => Object.values(r.content ?? {}).some((c) => describesAnswer(c.schema)));
      })
      .map(({ id }) => id);
    expect(missing).toEqual([]);
  });

  it('covers the back office: every /api/admin operation is described', () => {
    const admin = operations().filter(({ id }) => id.includes(' /api/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(48);
  });
});
