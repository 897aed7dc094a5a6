/**
 * Bulk pre-alert (issue 22 §3) through HTTP: every row judged by the panel's rules, created in its own
 * transaction, reported per row; duplicates in the file and against the account; XLSX and CSV; bad files
 * refused with a code; `/api/v1/parcels/bulk` behind `parcels:write` with problem documents; parcels
 * land in the uploader's account only.
 */
import { randomBytes } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_PREALERT } from '@amanati/shared/bulk-prealert';
import { MSG } from '@amanati/shared/messages';
import { declareParcel, multipart, PNG_BYTES, signupCustomer } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;

const HEADER = ['tracking', 'country', 'shop', 'other_shop', 'category', 'quantity', 'amount', 'currency'];

let seq = 0;
const tracking = () => `BK${randomBytes(4).toString('hex').toUpperCase()}${++seq}`;
/** A row of its own typed shop: parcels of one shop are summed against the customs threshold. */
const line = (overrides: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    tracking: tracking(),
    country: 'CN',
    shop: 'other',
    other_shop: `shop${++seq}.example.cn`,
    category: '_CLOTHING_',
    quantity: '2',
    amount: '25.50',
    currency: 'USD',
    ...overrides,
  };
  return Object.keys({ ...Object.fromEntries(HEADER.map((h) => [h, ''])), ...overrides }).map(
    (h) => cells[h] ?? '',
  );
};
const csv = (rows: string[][], separator = ',', header = [...HEADER]) =>
  Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(separator)).join('\r\n')}\r\n`);

describe.each(testDatabases)('bulk pre-alert on %s', (kind) => {
  let t: TestApp;
  let alice: Customer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signupCustomer(t.app);
  });
  afterAll(() => t.close());

  const upload = (token: string, data: Buffer, name = 'parcels.csv', url = '/api/parcels/bulk') => {
    const form = multipart(undefined, { name, data });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
  };
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[]) =>
    t.database.query<T>(text, params);
  const ownerOf = async (trackingNumber: string) =>
    (
      await sql<{ account_id: string }>('select account_id from parcels where lower(tracking) = lower($1)', [
        trackingNumber,
      ])
    ).map((r) => r.account_id);
  const makeKey = async (token: string, scopes: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: bearer(token),
      payload: { name: 'ERP', scopes },
    });
    expect(res.statusCode, res.body).toBe(200);
    return body(res).key as string;
  };

  it('creates the good rows of a CSV and reports the bad row with its column', async () => {
    const rows = [line(), line({ amount: '12,5x' }), line({ description: 'ზამთრის ქურთუკი' })];
    // `;` between cells and Georgian text, as a spreadsheet in a Georgian locale saves it.
    const res = await upload(alice.token, csv(rows, ';', [...HEADER, 'description']));
    expect(res.statusCode, res.body).toBe(200);
    const report = body(res);
    expect(report.counts).toEqual({ rows: 3, created: 2, duplicate: 0, invalid: 1 });
    expect(report.rows[0]).toMatchObject({ row: 2, tracking: rows[0]![0], outcome: 'created' });
    expect(report.rows[1]).toEqual({
      row: 3,
      tracking: rows[1]![0],
      outcome: 'invalid',
      message: MSG.fillAllFields,
      errors: { amount: MSG.amountInvalid },
    });
    expect(report.rows[2]).toMatchObject({ row: 4, outcome: 'created' });
    expect(await ownerOf(rows[0]![0]!)).toEqual([alice.candidate._id]);
    expect(await ownerOf(rows[1]![0]!)).toEqual([]);
    const created = await sql<{ description: string; shop: string; status: string }>(
      'select description, status from parcels where id = $1',
      [report.rows[2].parcelId],
    );
    expect(created[0]).toMatchObject({ description: 'ზამთრის ქურთუკი', status: 'waiting' });
  });

  it('reports a tracking number repeated in the file and one the account already declared as duplicates', async () => {
    const { token } = await signupCustomer(t.app);
    const existing = await declareParcel(t.app, token);
    const first = line();
    const res = await upload(
      token,
      csv([first, line({ tracking: first[0]!.toLowerCase() }), line({ tracking: existing.productOrderId })]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = body(res);
    expect(report.counts).toEqual({ rows: 3, created: 1, duplicate: 2, invalid: 0 });
    expect(report.rows[1]).toMatchObject({
      row: 3,
      outcome: 'duplicate',
      message: MSG.bulkTrackingRepeated,
      duplicateOf: 2,
    });
    expect(report.rows[2]).toMatchObject({ row: 4, outcome: 'duplicate', message: MSG.trackingAlreadyAdded });
    // Uploading the same file again creates nothing: every row is now a duplicate.
    const again = body(await upload(token, csv([first])));
    expect(again.counts).toMatchObject({ created: 0, duplicate: 1 });
  });

  it('reads an XLSX with number cells, and the XLSX template round-trips', async () => {
    const { token } = await signupCustomer(t.app);
    const tr = tracking();
    const xlsx = await writeXlsxFile([
      [
        'Tracking',
        'Country',
        'Shop',
        'Category',
        'Quantity',
        'Amount',
        'Currency',
        'Personal',
        'Sender name',
      ],
      [tr, 2, '', 'Electronics', 1, 19.99, 'usd', 'yes', 'Nino Beridze'],
    ] as never).toBuffer();
    const res = await upload(token, xlsx, 'parcels.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).rows).toEqual([expect.objectContaining({ row: 2, tracking: tr, outcome: 'created' })]);
    const [row] = await sql(
      'select country, category, amount, personal, sender_name from parcels where tracking = $1',
      [tr],
    );
    expect(row).toMatchObject({
      country: 2,
      category: '_ELECTRONICS_',
      personal: true,
      sender_name: 'Nino Beridze',
    });
    expect(Number(row!.amount)).toBe(19.99);

    const template = await t.app.inject({ method: 'GET', url: '/api/parcels/bulk/template.xlsx' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/spreadsheetml/);
    const fromTemplate = body(await upload(token, template.rawPayload, 'template.xlsx'));
    expect(fromTemplate.counts).toMatchObject({ rows: 1, created: 1 });
  });

  it('serves the CSV template with a byte order mark, and it round-trips', async () => {
    const { token } = await signupCustomer(t.app);
    const template = await t.app.inject({ method: 'GET', url: '/api/parcels/bulk/template.csv' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.body.startsWith('\uFEFFtracking,country,shop,other_shop,category,quantity,amount')).toBe(
      true,
    );
    const res = await upload(token, template.rawPayload);
    expect(body(res).counts).toMatchObject({ created: 1 });
  });

  it('leaves nothing of a row that fails inside its transaction, and goes on with the next', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    // 400 USD passes the customs threshold: the parcel is inserted, then the customs rule asks for an
    // invoice the file cannot carry, and the row's transaction rolls back.
    const rows = [line(), line({ amount: '400' }), line()];
    const res = await upload(token, csv(rows));
    const report = body(res);
    expect(report.counts).toEqual({ rows: 3, created: 2, duplicate: 0, invalid: 1 });
    expect(report.rows[1]).toMatchObject({
      outcome: 'invalid',
      message: MSG.fileRequired,
      errors: { invoice: MSG.fileRequired },
    });
    expect(await ownerOf(rows[1]![0]!)).toEqual([]);
    const [counts] = await sql<{ parcels: number; events: number }>(
      `select (select count(*)::int from parcels where account_id = $1) as parcels,
              (select count(*)::int from parcel_events e join parcels p on p.id = e.parcel_id
                where p.account_id = $1) as events`,
      [candidate._id],
    );
    expect(counts).toEqual({ parcels: 2, events: 2 });
  });

  it('refuses bad files with a code: wrong type, not UTF-8, empty, no header column, too many rows, too large', async () => {
    const { token, candidate } = await signupCustomer(t.app);
    const refused = async (data: Buffer, status: number, message: string, name = 'x.csv') => {
      const res = await upload(token, data, name);
      expect(res.statusCode, res.body).toBe(status);
      return expect(body(res)).toMatchObject({ success: false, message });
    };
    await refused(PNG_BYTES, 400, MSG.bulkFileType, 'x.png');
    await refused(Buffer.from('tracking,country\nBK1,Საქართველო', 'latin1'), 400, MSG.bulkFileType);
    await refused(Buffer.alloc(0), 400, MSG.bulkFileEmpty);
    await refused(csv([]), 400, MSG.bulkFileEmpty);
    const noCurrency = await upload(token, csv([line()], ',', HEADER.slice(0, -1)));
    expect(body(noCurrency)).toMatchObject({
      message: MSG.bulkHeaderMissing,
      errors: { currency: MSG.required },
    });
    const many = Array.from({ length: BULK_PREALERT.maxRows + 1 }, () => line());
    await refused(csv(many), 400, MSG.bulkTooManyRows);
    await refused(Buffer.alloc(BULK_PREALERT.maxFileBytes + 1, 'a'), 413, MSG.fileTooLarge);
    const notForm = await t.app.inject({
      method: 'POST',
      url: '/api/parcels/bulk',
      headers: bearer(token),
      payload: { rows: [] },
    });
    expect(notForm.statusCode).toBe(415);
    // Nothing was created by any of them.
    const [n] = await sql<{ n: number }>('select count(*)::int as n from parcels where account_id = $1', [
      candidate._id,
    ]);
    expect(n!.n).toBe(0);
  });

  it('needs a signed-in customer and limits uploads an hour', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/parcels/bulk', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await signupCustomer(t.app);
    for (let i = 0; i < BULK_PREALERT.uploadsPerHour; i++) {
      expect((await upload(token, Buffer.alloc(0))).statusCode).toBe(400);
    }
    const limited = await upload(token, csv([line()]));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers /api/v1/parcels/bulk for a key with parcels:write, in its own account only', async () => {
    const bob = await signupCustomer(t.app);
    const v1 = '/api/v1/parcels/bulk';
    const reader = await makeKey(bob.token, ['parcels:read']);
    const noScope = await upload(reader, csv([line()]), 'x.csv', v1);
    expect(noScope.statusCode).toBe(403);
    expect(noScope.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(body(noScope)).toMatchObject({ title: MSG.apiScopeMissing });

    const writer = await makeKey(bob.token, ['parcels:write']);
    const bad = await upload(writer, PNG_BYTES, 'x.png', v1);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(body(bad)).toMatchObject({
      title: MSG.bulkFileType,
      status: 400,
      errors: { file: MSG.bulkFileType },
    });

    const rows = [line(), line({ category: 'cars' })];
    const ok = await upload(writer, csv(rows), 'x.csv', v1);
    expect(ok.statusCode, ok.body).toBe(200);
    const report = body(ok);
    expect(report.success).toBeUndefined();
    expect(report.counts).toEqual({ rows: 2, created: 1, duplicate: 0, invalid: 1 });
    expect(report.rows[1]).toMatchObject({ outcome: 'invalid', errors: { category: MSG.invalidCategory } });
    expect(await ownerOf(rows[0]![0]!)).toEqual([bob.candidate._id]);

    // Alice's own file with Bob's tracking number is her parcel, not Bob's; Bob never sees hers.
    const hers = body(await upload(alice.token, csv([line({ tracking: rows[0]![0]! })])));
    expect(hers.counts.created).toBe(1);
    expect((await ownerOf(rows[0]![0]!)).sort()).toEqual([alice.candidate._id, bob.candidate._id].sort());
    const bobsList = body(
      await t.app.inject({
        method: 'GET',
        url: '/api/product/gets/waiting/0/100',
        headers: bearer(bob.token),
      }),
    );
    expect(bobsList.products.map((p: { _id: string }) => p._id)).toEqual([report.rows[0].parcelId]);
  });

  it('is described in the v1 OpenAPI document as a multipart upload behind parcels:write', async () => {
    const doc = body(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    const op = doc.paths['/parcels/bulk'].post;
    expect(op['x-scope']).toBe('parcels:write');
    expect(op.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(op.responses['200'].content['application/json'].schema.properties)).toEqual([
      'counts',
      'rows',
    ]);
  });
});
