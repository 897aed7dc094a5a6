// The invoice answer (spec §3 Invoice, §7 `invoice/get/{flightId}/{branch}`) is described by a zod schema,
// so /api/docs documents it (architecture §4) — and the schema changes nothing on the wire: every field
// the invoice service builds reaches the client unchanged, nullable ones included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, signupCustomer } from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { createInvoicesService } from './invoices.service.ts';

const USA = 2;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
}
type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
};

describe.each(testDatabases)('the invoice answer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers exactly what the invoice service builds, for the whole flight and for one branch', async () => {
    const c = await signupCustomer(t.app);
    const flight = await createFlight(t.database, USA);
    const bought = await declareParcel(t.app, c.token, { quantity: '3' });
    const personal = await declareParcel(t.app, c.token, {
      personalParcel: true,
      senderName: 'Nino Beridze',
      shop: undefined,
    });
    await shipParcel(t.database, bought._id, flight.id, '1.250', { lengthCm: 40, widthCm: 30, heightCm: 20 });
    await shipParcel(t.database, personal._id, flight.id, '0.300');
    // An undeclared parcel (created from its label) has no name or quantity yet.
    await t.database.query('update parcels set category = null, quantity = null where id = $1', [
      personal._id,
    ]);

    const service = createInvoicesService({ database: t.database });
    for (const branch of [undefined, 'didube']) {
      const url = `/api/invoice/get/${flight.code}${branch ? `/${branch}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(c.token) });
      expect(res.statusCode, res.body).toBe(200);
      const expected = JSON.parse(JSON.stringify(await service.get(c.candidate._id, flight.code, branch)));
      expect(body(res)).toStrictEqual({ success: true, ...expected });
      expect(body(res).products).toHaveLength(2);
      expect(body(res).products.find((p: { _id: string }) => p._id === personal._id)).toMatchObject({
        productName: null,
        quantity: null,
        tariffType: 3,
      });
    }
  });

  it('documents the answer in /api/docs', async () => {
    const doc = body<OpenApi>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/invoice/get/'));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const schema = doc.paths[path]!.get!.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema, path).toBeDefined();
      expect(Object.keys(schema!.properties ?? {}).sort(), path).toEqual(['invoice', 'products', 'success']);
      const invoice = schema!.properties!.invoice!;
      expect(Object.keys(invoice.properties ?? {}), path).toEqual(
        expect.arrayContaining(['invoiceUnicId', 'flightId', 'state', 'AXID', 'additionalInformation']),
      );
      expect(Object.keys(invoice.properties!.additionalInformation!.properties ?? {})).toEqual(
        expect.arrayContaining(['allQuantity', 'allWeight', 'allSum', 'passport', 'orgId']),
      );
      expect(Object.keys(schema!.properties!.products!.items?.properties ?? {})).toEqual(
        expect.arrayContaining(['productOrderId', 'weight', 'tariff', 'rate', 'price', 'state']),
      );
    }
  });
});
