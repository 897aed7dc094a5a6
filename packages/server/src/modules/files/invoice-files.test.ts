// Invoice files in storage (security review findings 6 and 7): a replaced or deleted invoice leaves
// storage and is no longer served, a failed update keeps the current one, and each account has a
// storage quota and an hourly upload rate.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { multipart, PDF_BYTES, signupCustomer } from '../../test/fixtures.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;

/** The quota of these tests, in bytes: a few small invoices. */
const QUOTA = 2000;

/** A PDF of exactly `size` bytes (its magic bytes decide its type; the rest is padding). */
const pdf = (size: number) => ({
  name: 'invoice.pdf',
  data: Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)]),
});

const declaration = () => ({
  productOrderId: `INV${randomBytes(5).toString('hex').toUpperCase()}`,
  productName: '_CLOTHING_',
  quantity: '1',
  amount: '40',
  currency: 'USD',
  senderCountryId: 1,
  shop: '_OTHER_SHOP_',
  otherShop: `shop${randomBytes(3).toString('hex')}.example.cn`,
  clearance: false,
});

describe.each(testDatabases)('invoice files in storage on %s', (kind) => {
  // A data directory of its own, so the files counted are this app's only.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-invoices-'));
  const invoices = path.join(dataDir, 'files', 'invoices');
  const stored = () => (existsSync(invoices) ? readdirSync(invoices).sort() : []);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: dataDir, UPLOAD_QUOTA_MB: String(QUOTA / 1024 / 1024) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (
    app: TestApp,
    url: string,
    token: string,
    inputs: unknown,
    file?: { name: string; data: Buffer },
  ) => {
    const m = multipart(inputs, file);
    return app.app.inject({
      method: 'POST',
      url,
      payload: m.payload,
      headers: { ...m.headers, ...bearer(token) },
    });
  };
  const served = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: `/uploads/invoices/${name}` })).statusCode;
  const fileOf = async (id: string) =>
    (await t.database.query<{ file: string | null }>('select file from parcels where id = $1', [id]))[0]!
      .file;
  const parcelCount = async (accountId: string) =>
    Number(
      (
        await t.database.query<{ n: number }>(
          'select count(*)::int as n from parcels where account_id = $1',
          [accountId],
        )
      )[0]!.n,
    );

  /** A declared parcel with its invoice: its update inputs and its file's name. */
  async function declaredWithFile(app: TestApp, c: Customer, size = 300) {
    const inputs = declaration();
    const res = await post(app, '/api/product/addProductWithFile', c.token, inputs, pdf(size));
    expect(res.statusCode, res.body).toBe(200);
    const product = body(res).product as { _id: string; file: string };
    return { update: { ...inputs, productId: product._id }, id: product._id, file: product.file };
  }
  const updateWithFile = (app: TestApp, c: Customer, inputs: object, size = 300) =>
    post(app, '/api/product/updateProductWithFile', c.token, inputs, pdf(size));
  const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(body(res)).toMatchObject({ success: false, message });
  };

  it('finding 6: 20 updates with a file on one parcel leave exactly one invoice file in storage', async () => {
    const c = await signupCustomer(t.app);
    const before = stored();
    const p = await declaredWithFile(t, c);
    // At once, as the review sent them: each replaces the file the one before it committed.
    const answers = await Promise.all(Array.from({ length: 20 }, () => updateWithFile(t, c, p.update)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const current = await fileOf(p.id);
    expect(answers.map((res) => body(res).product.file)).toContain(current);
    expect(stored()).toEqual([...before, current].sort());
    expect(await served(current!)).toBe(200);
  });

  it('an update with a file refused inside its transaction keeps the current file and stores none', async () => {
    const c = await signupCustomer(t.app);
    const p = await declaredWithFile(t, c);
    const before = stored();
    // Refused inside the transaction, after the new file was stored: a parcel's country cannot change.
    const refused = await updateWithFile(t, c, { ...p.update, senderCountryId: 2 });
    expectError(refused, 400, MSG.fillAllFields);
    expect(await fileOf(p.id)).toBe(p.file);
    expect(stored()).toEqual(before);
    expect(await served(p.file)).toBe(200);
  });

  it('finding 7: a replaced or deleted invoice file is no longer served', async () => {
    const c = await signupCustomer(t.app);
    const p = await declaredWithFile(t, c);
    expect(await served(p.file)).toBe(200);
    const replaced = await updateWithFile(t, c, p.update);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const current = body(replaced).product.file as string;
    expect(await served(p.file)).toBe(404);
    expect(await served(current)).toBe(200);

    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/product/delete/${p.id}`,
      headers: bearer(c.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await served(current)).toBe(404);
    expect(stored()).not.toContain(current);
  });

  it("finding 6: an upload past the account's quota is refused with 413 storage_quota_exceeded; nothing is stored or changed", async () => {
    const c = await signupCustomer(t.app);
    const p = await declaredWithFile(t, c, 1200);
    const before = stored();

    // A second parcel's 900 bytes would make 2100 of 2000.
    const added = await post(t, '/api/product/addProductWithFile', c.token, declaration(), pdf(900));
    expectError(added, 413, MSG.storageQuotaExceeded);
    expect(body(added).errors).toEqual({ file: MSG.storageQuotaExceeded });
    expect(await parcelCount(c.candidate._id)).toBe(1);
    expect(stored()).toEqual(before);

    // Replacing a file counts the new one instead of the old: 1900 fits, 2100 alone does not.
    const bigger = await updateWithFile(t, c, p.update, 1900);
    expect(bigger.statusCode, bigger.body).toBe(200);
    const current = body(bigger).product.file as string;
    const tooBig = await updateWithFile(t, c, p.update, 2100);
    expectError(tooBig, 413, MSG.storageQuotaExceeded);
    expect(await fileOf(p.id)).toBe(current);
    expect(await served(current)).toBe(200);
    expect(stored()).toHaveLength(before.length);

    // A declaration without a file still goes through, and the quota is this account's only.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/product/addProduct',
      payload: declaration(),
      headers: bearer(c.token),
    });
    expect(plain.statusCode, plain.body).toBe(200);
    await declaredWithFile(t, await signupCustomer(t.app), 1200);
  });

  it('finding 6: uploads past the hourly rate of an account are refused with 429', async () => {
    const limited = await createTestApp(kind, { DATA_DIR: dataDir, UPLOADS_PER_HOUR: '3' });
    try {
      const c = await signupCustomer(limited.app);
      const p = await declaredWithFile(limited, c);
      for (let i = 0; i < 2; i++) expect((await updateWithFile(limited, c, p.update)).statusCode).toBe(200);
      const current = (
        await limited.database.query<{ file: string }>('select file from parcels where id = $1', [p.id])
      )[0]!.file;
      const before = stored();
      expectError(await updateWithFile(limited, c, p.update), 429, MSG.tooManyRequests);
      expectError(
        await post(limited, '/api/product/addProductWithFile', c.token, declaration(), pdf(300)),
        429,
        MSG.tooManyRequests,
      );
      expect(stored()).toEqual(before);
      expect(before).toContain(current);
      // Another customer uploads as before.
      await declaredWithFile(limited, await signupCustomer(limited.app));
    } finally {
      await limited.close();
    }
  });
});
