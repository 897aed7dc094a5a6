import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { multipart, PDF_BYTES, PNG_BYTES, signupCustomer } from '../../test/fixtures.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Product = Record<string, any>;
type FilePart = { name: string; data: Buffer; type?: string };

const JPG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9,
]);
const HTML_BYTES = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FILE_NAME = /^[A-Za-z0-9_-]{22,}\.(png|jpg|pdf)$/;

describe.each(testDatabases)('parcels on %s', (kind) => {
  let t: TestApp;
  let alice: Customer;
  let bob: Customer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signupCustomer(t.app);
    bob = await signupCustomer(t.app);
  });
  afterAll(() => t.close());

  let seq = 0;
  /** A fresh tracking number of letters and digits. */
  const tracking = (prefix = 'LP') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}${++seq}`;
  /**
   * A declaration from a shop of its own (a typed shop name per declaration): a customer's parcels from
   * one shop are summed against the customs threshold (customs-groups.test.ts), which these tests of other
   * rules must not trip over. Tests of a named shop say so.
   */
  const declaration = (overrides: Record<string, unknown> = {}) => ({
    productOrderId: tracking(),
    productName: '_CLOTHING_',
    quantity: '2',
    amount: '25.50',
    currency: 'USD',
    senderCountryId: 1,
    shop: '_OTHER_SHOP_',
    otherShop: `shop${seq}.example.cn`,
    description: 'winter jacket',
    personalParcel: false,
    clearance: false,
    statusPage: 'waiting',
    ...overrides,
  });
  /** The §7 updateProduct payload for a product, with changes. */
  const updatePayload = (p: Product, overrides: Record<string, unknown> = {}) => ({
    productId: p._id,
    productOrderId: p.productOrderId,
    productName: p.productName,
    quantity: p.quantity === null ? '' : String(p.quantity),
    shop: p.shop ?? '',
    ...(p.otherShop ? { otherShop: p.otherShop } : {}),
    amount: p.amount === null ? '' : String(p.amount),
    currency: p.currency,
    description: p.description ?? '',
    branches: p.branches,
    personalParcel: p.personalParcel,
    ...(p.senderName ? { senderName: p.senderName } : {}),
    clearance: p.clearance,
    ...overrides,
  });

  const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const withFile = (url: string, token: string | undefined, inputs: unknown, file?: FilePart) => {
    const m = multipart(inputs, file);
    return t.app.inject({
      method: 'POST',
      url,
      payload: m.payload,
      headers: { ...m.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const add = (token: string, payload: object) => inject('POST', '/api/product/addProduct', token, payload);
  const addWithFile = (token: string, inputs: unknown, file?: FilePart) =>
    withFile('/api/product/addProductWithFile', token, inputs, file);
  const update = (token: string, payload: object) =>
    inject('POST', '/api/product/updateProduct', token, payload);
  const updateWithFile = (token: string, inputs: unknown, file?: FilePart) =>
    withFile('/api/product/updateProductWithFile', token, inputs, file);
  const get = (token: string, id: string) => inject('GET', `/api/product/get/${id}`, token);
  const remove = (token: string, id: string) => inject('POST', `/api/product/delete/${id}`, token);
  const list = (
    token: string,
    status: string,
    skip: number | string,
    limit: number | string,
    route = 'gets',
  ) => inject('GET', `/api/product/${route}/${status}/${skip}/${limit}`, token);

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    t.database.query<T>(text, params);
  const countTracking = async (value: string) =>
    Number(
      (
        await sql<{ n: number }>('select count(*)::int as n from parcels where lower(tracking) = lower($1)', [
          value,
        ])
      )[0]!.n,
    );
  const row = async (id: string) => (await sql('select * from parcels where id = $1', [id]))[0];
  const fileOf = (id: string) =>
    sql<{ file: string | null }>('select file from parcels where id = $1', [id]).then((r) => r[0]!.file);

  /** Declares a parcel for a customer and answers its product. */
  async function declared(customer: Customer, overrides: Record<string, unknown> = {}): Promise<Product> {
    const res = await add(customer.token, declaration(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return body(res).product as Product;
  }
  async function declaredWithFile(
    customer: Customer,
    overrides: Record<string, unknown>,
    file: FilePart,
  ): Promise<Product> {
    const res = await addWithFile(customer.token, declaration(overrides), file);
    expect(res.statusCode, res.body).toBe(200);
    return body(res).product as Product;
  }
  async function newFlight(updateStatus: boolean, country = 1) {
    const code = `T-${randomBytes(5).toString('hex')}`;
    const [flight] = await sql<{ id: string; code: string }>(
      `insert into flights (code, country, update_status, departed_at) values ($1, $2, $3, now()) returning id, code`,
      [code, country, updateStatus],
    );
    return flight!;
  }
  const setStatus = (id: string, status: string) =>
    sql('update parcels set status = $2 where id = $1', [id, status]);
  const putOnFlight = (
    id: string,
    flightId: string,
    priceTetri: number | null = null,
    paid = false,
    status = 'sent',
  ) =>
    sql('update parcels set status = $2, flight_id = $3, price_tetri = $4, paid = $5 where id = $1', [
      id,
      status,
      flightId,
      priceTetri,
      paid,
    ]);
  const expectError = (res: LightMyRequestResponse, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(body(res)).toMatchObject({ success: false, message });
  };

  describe('addProduct', () => {
    it('declares a parcel and answers product, custom and customArray', async () => {
      const payload = declaration({
        shop: '_TAOBAO_',
        otherShop: undefined,
        quantity: '3',
        amount: '45.90',
        description: 'two scarves',
      });
      const res = await add(alice.token, payload);
      expect(res.statusCode, res.body).toBe(200);
      const b = body(res);
      expect(b).toMatchObject({ success: true, message: MSG.operationSucceeded, custom: false });
      expect(b.customArray).toEqual(expect.any(Array));
      expect(b.customArray).not.toContain(b.product._id);
      expect(b.product).toMatchObject({
        productOrderId: payload.productOrderId,
        productName: '_CLOTHING_',
        quantity: 3,
        shop: '_TAOBAO_',
        otherShop: null,
        personalParcel: false,
        senderName: null,
        senderCountryId: 1,
        amount: 45.9,
        currency: 'USD',
        price: null,
        branches: 'didube',
        flightId: null,
        file: null,
        description: 'two scarves',
        custom: false,
        clearance: false,
        state: null,
        status: 'waiting',
      });
      const stored = await row(b.product._id);
      expect(stored).toMatchObject({
        account_id: alice.candidate._id,
        status: 'waiting',
        tracking: payload.productOrderId,
        category: '_CLOTHING_',
        quantity: 3,
        country: 1,
        currency: 'USD',
        branch: 'didube',
      });
      expect(Number(stored!.amount)).toBe(45.9);
    });

    it('always creates a waiting parcel, whatever statusPage says', async () => {
      for (const statusPage of ['stock', 'sent', 'arrived', 'obtained']) {
        const p = await declared(alice, { statusPage });
        expect(p.status).toBe('waiting');
        expect((await row(p._id))!.status).toBe('waiting');
      }
    });

    it("uses the account's branch by default and `branches` when given", async () => {
      expect((await declared(alice)).branches).toBe('didube');
      const p = await declared(alice, { branches: 'isani' });
      expect(p.branches).toBe('isani');
      expect((await row(p._id))!.branch).toBe('isani');
    });

    it('accepts the other shop as otherShop or shopOther and stores it', async () => {
      const a = await declared(alice, { shop: '_OTHER_SHOP_', otherShop: 'shop.example.cn' });
      expect(a.otherShop).toBe('shop.example.cn');
      expect((await row(a._id))!.other_shop).toBe('shop.example.cn');
      const b = await declared(alice, {
        senderCountryId: 3,
        shop: '_OTHER_SHOP_',
        otherShop: undefined,
        shopOther: 'Boyner.com.tr',
      });
      expect(b.otherShop).toBe('Boyner.com.tr');
      expect((await row(b._id))!.other_shop).toBe('Boyner.com.tr');
      // A named shop keeps no other-shop text.
      const c = await declared(alice, { shop: '_JD_', otherShop: 'ignored' });
      expect(c.otherShop).toBeNull();
    });

    it('declares a personal parcel without a shop, with its sender', async () => {
      const p = await declared(alice, { personalParcel: true, senderName: 'Li Wei', shop: '' });
      expect(p).toMatchObject({ personalParcel: true, senderName: 'Li Wei', shop: null });
    });

    it('accepts a note of exactly 160 characters', async () => {
      const p = await declared(alice, { description: 'ნ'.repeat(160) });
      expect(p.description).toBe('ნ'.repeat(160));
    });

    const broken: [string, Record<string, unknown>, string, string][] = [
      ['tracking with a dash', { productOrderId: 'LP-123' }, 'productOrderId', MSG.trackingLettersDigits],
      ['tracking empty', { productOrderId: '' }, 'productOrderId', MSG.required],
      ['quantity letters', { quantity: 'two' }, 'quantity', MSG.quantityDigits],
      ['quantity 0', { quantity: '0' }, 'quantity', MSG.quantityCannotBeZero],
      ['quantity 00', { quantity: '00' }, 'quantity', MSG.quantityCannotBeZero],
      ['quantity 01', { quantity: '01' }, 'quantity', MSG.quantityDigits],
      ['amount 0', { amount: '0' }, 'amount', MSG.amountMustBePositive],
      ['amount 00.5', { amount: '00.5' }, 'amount', MSG.amountInvalid],
      ['amount 01', { amount: '01' }, 'amount', MSG.amountInvalid],
      ['amount 1.2.3', { amount: '1.2.3' }, 'amount', MSG.amountInvalid],
      ['amount -1', { amount: '-1' }, 'amount', MSG.amountInvalid],
      ['amount 1e3', { amount: '1e3' }, 'amount', MSG.amountInvalid],
      ['amount .5', { amount: '.5' }, 'amount', MSG.amountInvalid],
      ['amount 1.234', { amount: '1.234' }, 'amount', MSG.amountInvalid],
      ['currency', { currency: 'RUB' }, 'currency', MSG.invalidCurrency],
      ['category', { productName: '_WEAPONS_' }, 'productName', MSG.invalidCategory],
      ['country', { senderCountryId: 4 }, 'senderCountryId', MSG.invalidCountry],
      ['shop required', { shop: '' }, 'shop', MSG.required],
      ['shop of another country', { shop: '_AMAZON_' }, 'shop', MSG.invalidShop],
      [
        'other shop needs its name',
        { shop: '_OTHER_SHOP_', otherShop: undefined },
        'otherShop',
        MSG.required,
      ],
      [
        'other shop letters, digits, dots',
        { shop: '_OTHER_SHOP_', otherShop: 'my shop!' },
        'otherShop',
        MSG.otherShopInvalid,
      ],
      ['personal needs the sender', { personalParcel: true, shop: '' }, 'senderName', MSG.senderNameRequired],
      ['note of 161 characters', { description: 'x'.repeat(161) }, 'description', MSG.noteTooLong],
      ['branch', { branches: 'batumi' }, 'branches', MSG.invalidBranch],
    ];
    it.each(broken)(
      'refuses a broken rule with its code and creates nothing: %s',
      async (_name, overrides, field, code) => {
        const payload = declaration(overrides);
        const res = await add(alice.token, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(body(res)).toMatchObject({
          success: false,
          message: MSG.fillAllFields,
          errors: { [field]: code },
        });
        const probe = String(payload.productOrderId) || 'LP-123';
        expect(await countTracking(probe)).toBe(0);
      },
    );

    it('refuses a broken rule on addProductWithFile too, with nothing created', async () => {
      const payload = declaration({ quantity: '01' });
      const res = await addWithFile(alice.token, payload, { name: 'i.pdf', data: PDF_BYTES });
      expect(res.statusCode).toBe(400);
      expect(body(res).errors).toMatchObject({ quantity: MSG.quantityDigits });
      expect(await countTracking(payload.productOrderId)).toBe(0);
    });

    it('refuses malformed or missing inputs on addProductWithFile', async () => {
      expectError(
        await addWithFile(alice.token, '{not json', { name: 'i.pdf', data: PDF_BYTES }),
        400,
        MSG.invalidJson,
      );
      expect((await addWithFile(alice.token, undefined, { name: 'i.pdf', data: PDF_BYTES })).statusCode).toBe(
        400,
      );
      expect(
        (await inject('POST', '/api/product/addProductWithFile', alice.token, declaration())).statusCode,
      ).toBe(415);
    });
  });

  describe('customs', () => {
    const needsFile = async (overrides: Record<string, unknown>) => {
      const payload = declaration(overrides);
      const res = await add(alice.token, payload);
      expectError(res, 400, MSG.fileRequired);
      expect(body(res).errors).toEqual({ file: MSG.fileRequired });
      expect(await countTracking(payload.productOrderId)).toBe(0);
    };
    const noFileNeeded = async (overrides: Record<string, unknown>) => {
      const res = await add(alice.token, declaration(overrides));
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).custom).toBe(false);
      expect(body(res).customArray).not.toContain(body(res).product._id);
    };

    it('GEL: 299.99 needs no file, 300 does', async () => {
      await noFileNeeded({ amount: '299.99', currency: 'GEL' });
      await needsFile({ amount: '300', currency: 'GEL' });
    });

    it('USD at 2.6999: 111.11 (299.98 lari) needs no file, 111.12 (300.01 lari) does', async () => {
      await noFileNeeded({ amount: '111.11', currency: 'USD' });
      await needsFile({ amount: '111.12', currency: 'USD' });
    });

    it('CNY is quoted per 10 yuan: 799.50 needs no file, 800 (300.15 lari) does', async () => {
      await noFileNeeded({ amount: '799.5', currency: 'CNY' });
      await needsFile({ amount: '800', currency: 'CNY' });
    });

    it('TRY at 0.0838: 3579.95 needs no file, 3579.96 does', async () => {
      await noFileNeeded({ amount: '3579.95', currency: 'TRY', senderCountryId: 3 });
      await needsFile({ amount: '3579.96', currency: 'TRY', senderCountryId: 3 });
    });

    it('needs the file on addProductWithFile too when none is sent', async () => {
      const payload = declaration({ amount: '800', currency: 'CNY' });
      expectError(await addWithFile(alice.token, payload), 400, MSG.fileRequired);
      expect(await countTracking(payload.productOrderId)).toBe(0);
    });

    it('with the invoice file the parcel is custom and listed in customArray', async () => {
      const payload = declaration({ amount: '800', currency: 'CNY' });
      const res = await addWithFile(alice.token, payload, {
        name: 'invoice.pdf',
        data: PDF_BYTES,
        type: 'application/pdf',
      });
      expect(res.statusCode, res.body).toBe(200);
      const b = body(res);
      expect(b).toMatchObject({
        success: true,
        custom: true,
        product: { custom: true, currency: 'CNY', amount: 800 },
      });
      expect(b.product.file).toMatch(FILE_NAME);
      expect(b.customArray).toContain(b.product._id);
      expect((await row(b.product._id))!.custom).toBe(true);
    });

    it('clearance also requires the file, and lists the parcel in customArray', async () => {
      await needsFile({ clearance: true, amount: '5' });
      const res = await addWithFile(alice.token, declaration({ clearance: 'true', amount: '5' }), {
        name: 'a.png',
        data: PNG_BYTES,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res)).toMatchObject({ custom: false, product: { clearance: true, custom: false } });
      expect(body(res).customArray).toContain(body(res).product._id);
    });

    it('a parcel below the threshold may come without a file on addProductWithFile', async () => {
      const res = await addWithFile(alice.token, declaration({ amount: '10' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).product).toMatchObject({ file: null, custom: false });
    });

    it('converts with the rates of the day, not fixed ones', async () => {
      await noFileNeeded({ amount: '100', currency: 'USD' });
      // A quote valid from tomorrow does not count today (customs converts at the rate of the day).
      await sql(
        `insert into rates (currency, rate, valid_on, source) values ('USD', '3.0000', '2099-01-01', 'test')`,
      );
      await noFileNeeded({ amount: '100', currency: 'USD' });
      await sql(
        `insert into rates (currency, rate, valid_on, source) values ('USD', '3.0000', '${tbilisiDay()}', 'test')`,
      );
      try {
        await needsFile({ amount: '100', currency: 'USD' });
      } finally {
        await sql(
          `insert into rates (currency, rate, valid_on, source) values ('USD', '2.6999', '${tbilisiDay()}', 'test')`,
        );
      }
      await noFileNeeded({ amount: '100', currency: 'USD' });
    });
  });

  describe('invoice files', () => {
    it('judges the type by the bytes: anything but png, jpg or pdf is INCORECT_FILE_TYPE, with nothing created', async () => {
      const wrong: FilePart[] = [
        { name: 'invoice.pdf', data: HTML_BYTES, type: 'application/pdf' },
        { name: 'invoice.html', data: HTML_BYTES, type: 'text/html' },
        { name: 'invoice.svg', data: SVG_BYTES, type: 'image/svg+xml' },
        { name: 'invoice.png', data: GIF_BYTES, type: 'image/png' },
        { name: 'invoice.jpg', data: Buffer.from('just some text'), type: 'image/jpeg' },
      ];
      for (const file of wrong) {
        const payload = declaration({ amount: '800', currency: 'CNY' });
        const res = await addWithFile(alice.token, payload, file);
        expectError(res, 400, MSG.incorrectFileType);
        expect(await countTracking(payload.productOrderId), file.name).toBe(0);
      }
    });

    it('accepts exactly 3022117 bytes and refuses 3022118 with 413, with nothing created', async () => {
      const fits = Buffer.concat([PDF_BYTES, Buffer.alloc(3022117 - PDF_BYTES.length, 0x20)]);
      const ok = await declaredWithFile(
        alice,
        { amount: '800', currency: 'CNY' },
        { name: 'big.pdf', data: fits },
      );
      expect((await get(alice.token, ok._id)).statusCode).toBe(200);
      const payload = declaration({ amount: '800', currency: 'CNY' });
      const res = await addWithFile(alice.token, payload, {
        name: 'big.pdf',
        data: Buffer.concat([fits, Buffer.from(' ')]),
      });
      expectError(res, 413, MSG.fileTooLarge);
      expect(await countTracking(payload.productOrderId)).toBe(0);
    });

    it('serves the stored file at /uploads/invoices/{file} with its type and nosniff', async () => {
      for (const [file, type, ext] of [
        [{ name: 'scan.png', data: PNG_BYTES }, 'image/png', 'png'],
        [{ name: 'scan.jpeg', data: JPG_BYTES }, 'image/jpeg', 'jpg'],
        [{ name: 'scan.pdf', data: PDF_BYTES }, 'application/pdf', 'pdf'],
      ] as const) {
        const p = await declaredWithFile(alice, { amount: '800', currency: 'CNY' }, file);
        expect(p.file).toMatch(FILE_NAME);
        expect(p.file.endsWith(`.${ext}`)).toBe(true);
        expect(p.file).not.toContain('scan');
        const res = await t.app.inject({ method: 'GET', url: `/uploads/invoices/${p.file}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        // The customer's document: the browser may keep it, a shared cache may not.
        expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
        expect(res.rawPayload.equals(file.data)).toBe(true);
      }
    });

    it('names files with at least 128 random bits: the same upload twice gets two names', async () => {
      const file = { name: 'same.png', data: PNG_BYTES };
      const a = await declaredWithFile(alice, { clearance: true }, file);
      const b = await declaredWithFile(alice, { clearance: true }, file);
      expect(a.file).not.toBe(b.file);
      for (const name of [a.file, b.file]) {
        const random = String(name).split('.')[0]!;
        expect(random).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(random.length).toBeGreaterThanOrEqual(22); // 22 base64url characters = 132 bits
      }
    });

    it('never serves an upload as HTML: a PNG with HTML after its header stays an image', async () => {
      const polyglot = Buffer.concat([PNG_BYTES, HTML_BYTES]);
      const p = await declaredWithFile(
        alice,
        { clearance: true },
        { name: 'x.html', data: polyglot, type: 'text/html' },
      );
      expect(p.file).toMatch(/\.png$/);
      const res = await t.app.inject({ method: 'GET', url: `/uploads/invoices/${p.file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    });

    it('answers 404 for an unknown or unsafe name', async () => {
      for (const name of ['AAAAAAAAAAAAAAAAAAAAAAAA.png', '..%2F..%2Fetc%2Fpasswd', 'x.html']) {
        expect(
          (await t.app.inject({ method: 'GET', url: `/uploads/invoices/${name}` })).statusCode,
          name,
        ).toBe(404);
      }
    });
  });

  describe('duplicates', () => {
    it('refuses a tracking number the customer already declared, in any case; another customer may declare it too', async () => {
      const number = tracking('Dup');
      await declared(alice, { productOrderId: number });
      for (const value of [number.toLowerCase(), number.toUpperCase(), number]) {
        const res = await add(alice.token, declaration({ productOrderId: value }));
        expectError(res, 409, MSG.trackingAlreadyAdded);
        expect(body(res).errors).toEqual({ productOrderId: MSG.trackingAlreadyAdded });
      }
      // Issue 16 §7: nobody can block (or learn of) another's parcel by declaring its number first.
      const bobs = await add(bob.token, declaration({ productOrderId: number.toLowerCase() }));
      expect(bobs.statusCode, bobs.body).toBe(200);
      expect(await countTracking(number)).toBe(2);
    });

    it('refuses a duplicate of one customer on addProductWithFile and when an edit renames a parcel', async () => {
      const taken = await declared(alice);
      const payload = declaration({ productOrderId: taken.productOrderId.toLowerCase(), clearance: true });
      expectError(
        await addWithFile(alice.token, payload, { name: 'a.png', data: PNG_BYTES }),
        409,
        MSG.trackingAlreadyAdded,
      );
      const mine = await declared(alice);
      const res = await update(
        alice.token,
        updatePayload(mine, { productOrderId: taken.productOrderId.toLowerCase() }),
      );
      expectError(res, 409, MSG.trackingAlreadyAdded);
      expect((await row(mine._id))!.tracking).toBe(mine.productOrderId);
      // Renaming to a number someone else declared is no clash.
      const bobs = await declared(bob);
      const renamed = await update(alice.token, updatePayload(mine, { productOrderId: bobs.productOrderId }));
      expect(renamed.statusCode, renamed.body).toBe(200);
    });

    it('lets exactly one of many simultaneous declarations of one number through per customer', async () => {
      const number = tracking('Race');
      const customers = [alice, bob, await signupCustomer(t.app), await signupCustomer(t.app)];
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          add(
            customers[i % customers.length]!.token,
            declaration({ productOrderId: i % 2 ? number.toLowerCase() : number }),
          ),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(customers.length);
      for (const r of answers.filter((a) => a.statusCode !== 200))
        expectError(r, 409, MSG.trackingAlreadyAdded);
      expect(await countTracking(number)).toBe(customers.length);
    });
  });

  describe('lists', () => {
    let carol: Customer;
    const ids: Record<number, string[]> = { 1: [], 2: [], 3: [] };
    const shops: Record<number, string> = { 1: '_TAOBAO_', 2: '_AMAZON_', 3: '_TRENDYOL_' };
    beforeAll(async () => {
      carol = await signupCustomer(t.app);
      for (const country of [3, 1, 2, 3, 1, 3]) {
        ids[country]!.push((await declared(carol, { senderCountryId: country, shop: shops[country] }))._id);
      }
      const inStock = await declared(carol, { senderCountryId: 2, shop: '_EBAY_' });
      await setStatus(inStock._id, 'stock');
    });

    it('counts per country and groups newArr as China, USA, Turkey', async () => {
      const res = await list(carol.token, 'waiting', 0, 100);
      expect(res.statusCode, res.body).toBe(200);
      const b = body(res);
      expect(b).toMatchObject({
        success: true,
        productsCount: 6,
        productsCountChina: 2,
        productsCountUsa: 1,
        productsCountTurkey: 3,
        productsCountGrecee: 0,
      });
      expect(b.products).toHaveLength(6);
      expect(b.products.map((p: Product) => p.senderCountryId)).toEqual([1, 1, 2, 3, 3, 3]);
      expect(b.newArr.map((g: Product) => g.countryId)).toEqual([1, 2, 3]);
      expect(b.newArr.map((g: Product) => g.products.length)).toEqual([2, 1, 3]);
      for (const group of b.newArr) {
        expect(group.products.map((p: Product) => p._id).sort()).toEqual([...ids[group.countryId]!].sort());
      }
      expect(b.products.every((p: Product) => p.status === 'waiting')).toBe(true);
    });

    it('pages with skip and limit, counting the whole tab on every page', async () => {
      const pages: Product[][] = [];
      for (const skip of [0, 2, 4, 6]) {
        const b = body(await list(carol.token, 'waiting', skip, 2));
        expect(b).toMatchObject({
          productsCount: 6,
          productsCountChina: 2,
          productsCountUsa: 1,
          productsCountTurkey: 3,
        });
        pages.push(b.products);
        expect(b.newArr.flatMap((g: Product) => g.products.map((p: Product) => p._id))).toEqual(
          b.products.map((p: Product) => p._id),
        );
      }
      expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 0]);
      expect(pages.map((page) => page.map((p) => p.senderCountryId))).toEqual([[1, 1], [2, 3], [3, 3], []]);
      const all = pages.flat().map((p) => p._id);
      expect(new Set(all).size).toBe(6);
      expect(all.sort()).toEqual([...ids[1]!, ...ids[2]!, ...ids[3]!].sort());
      expect(body(await list(carol.token, 'waiting', 6, 2)).newArr).toEqual([]);
    });

    it('lists each tab separately', async () => {
      const stock = body(await list(carol.token, 'stock', 0, 100));
      expect(stock).toMatchObject({
        productsCount: 1,
        productsCountUsa: 1,
        productsCountChina: 0,
        productsCountTurkey: 0,
      });
      expect(stock.products[0].status).toBe('stock');
      expect(body(await list(carol.token, 'obtained', 0, 30))).toMatchObject({
        productsCount: 0,
        products: [],
        newArr: [],
      });
    });

    it('accepts a limit of 10000 and refuses 10001, 0, -1, abc, a negative skip and an unknown status', async () => {
      for (const route of ['gets', 'getswith']) {
        expect((await list(carol.token, 'waiting', 0, 10000, route)).statusCode).toBe(200);
        for (const limit of ['10001', '0', '-1', 'abc']) {
          expectError(await list(carol.token, 'waiting', 0, limit, route), 400, MSG.fillAllFields);
        }
        expectError(await list(carol.token, 'waiting', -1, 10, route), 400, MSG.fillAllFields);
        expectError(await list(carol.token, 'lost', 0, 10, route), 400, MSG.fillAllFields);
      }
    });
  });

  describe('getswith', () => {
    it("lists the flights of the listed parcels with this customer's paid/unpaid state", async () => {
      const dave = await signupCustomer(t.app);
      const f1 = await newFlight(true, 1);
      const f2 = await newFlight(true, 2);
      const f3 = await newFlight(true, 1);
      const p1 = await declared(dave);
      const p2 = await declared(dave);
      const p3 = await declared(dave, { senderCountryId: 2, shop: '_AMAZON_' });
      const p4 = await declared(dave, { senderCountryId: 2, shop: '_AMAZON_' });
      const p5 = await declared(dave);
      await putOnFlight(p1._id, f1.id, 1250, false);
      await putOnFlight(p2._id, f1.id, 900, true);
      await putOnFlight(p3._id, f2.id, 700, true);
      await putOnFlight(p4._id, f2.id, null, false); // no charge yet: nothing to pay
      await putOnFlight(p5._id, f3.id, 500, false, 'arrived'); // another tab
      // Someone else's unpaid parcel on f2 does not make it unpaid for dave.
      const other = await declared(bob, { senderCountryId: 2, shop: '_AMAZON_' });
      await putOnFlight(other._id, f2.id, 800, false);

      const res = await list(dave.token, 'sent', 0, 100, 'getswith');
      expect(res.statusCode, res.body).toBe(200);
      const b = body(res);
      expect(b).toMatchObject({
        productsCount: 4,
        productsCountChina: 2,
        productsCountUsa: 2,
        productsCountGrecee: 0,
      });
      expect(b.newArr.map((g: Product) => g.countryId)).toEqual([1, 2]);
      const state = Object.fromEntries(b.flights.map((f: Product) => [f.flightId, f.state]));
      expect(state).toEqual({ [f1.code]: 'unpaid', [f2.code]: 'paid' });
      expect(b.flights.find((f: Product) => f.flightId === f1.code)).toMatchObject({
        _id: f1.id,
        countryId: '1',
      });
      const byId = Object.fromEntries(b.products.map((p: Product) => [p._id, p]));
      expect(byId[p1._id]).toMatchObject({ flightId: f1.code, price: 12.5, state: 'unpaid', status: 'sent' });
      expect(byId[p2._id]).toMatchObject({ flightId: f1.code, price: 9, state: 'paid' });

      await sql('update parcels set paid = true where id = $1', [p1._id]);
      const after = body(await list(dave.token, 'sent', 0, 100, 'getswith'));
      expect(Object.fromEntries(after.flights.map((f: Product) => [f.flightId, f.state]))).toEqual({
        [f1.code]: 'paid',
        [f2.code]: 'paid',
      });

      const arrived = body(await list(dave.token, 'arrived', 0, 100, 'getswith'));
      expect(arrived.flights.map((f: Product) => [f.flightId, f.state])).toEqual([[f3.code, 'unpaid']]);
      // Only the flights of the listed page.
      const firstPage = body(await list(dave.token, 'sent', 0, 2, 'getswith'));
      expect(firstPage.flights.map((f: Product) => f.flightId)).toEqual([f1.code]);
      // Bob's own view of f2 is unpaid.
      const bobs = body(await list(bob.token, 'sent', 0, 100, 'getswith'));
      expect(bobs.flights.find((f: Product) => f.flightId === f2.code)?.state).toBe('unpaid');
    });

    it('answers no flights when the listed parcels are on none', async () => {
      const erin = await signupCustomer(t.app);
      await declared(erin);
      const b = body(await list(erin.token, 'waiting', 0, 100, 'getswith'));
      expect(b.products).toHaveLength(1);
      expect(b.flights).toEqual([]);
    });
  });

  describe('product/get and its timeline', () => {
    it('answers the parcel with its events: declared, then edited', async () => {
      const p = await declared(alice, { quantity: '1' });
      const first = await get(alice.token, p._id);
      expect(first.statusCode).toBe(200);
      expect(body(first).product).toMatchObject({
        _id: p._id,
        productOrderId: p.productOrderId,
        quantity: 1,
      });
      expect(body(first).product.events.map((e: Product) => e.kind)).toEqual(['declared']);

      const res = await update(alice.token, updatePayload(p, { quantity: '4' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res)).toMatchObject({ success: true, message: MSG.parcelEdited, product: { quantity: 4 } });
      const events = body(await get(alice.token, p._id)).product.events as Product[];
      expect(events.map((e) => e.kind)).toEqual(['declared', 'edited']);
      expect(events[1]!.data.fields).toContain('quantity');
      for (const e of events) expect(new Date(e.at).toISOString()).toBe(e.at);
      expect(Date.parse(events[0]!.at)).toBeLessThanOrEqual(Date.parse(events[1]!.at));
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await get(alice.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get(alice.token, 'not-a-uuid')).statusCode).toBe(404);
      expect((await remove(alice.token, 'not-a-uuid')).statusCode).toBe(404);
    });
  });

  describe('isolation', () => {
    it("another customer's token gets 404 on get, update, updateProductWithFile and delete, and nothing changes", async () => {
      const p = await declared(alice, { quantity: '2' });
      const before = await row(p._id);
      expectError(await get(bob.token, p._id), 404, MSG.notFound);
      expectError(await update(bob.token, updatePayload(p, { quantity: '9' })), 404, MSG.notFound);
      expectError(
        await updateWithFile(bob.token, updatePayload(p, { quantity: '9' }), {
          name: 'x.png',
          data: PNG_BYTES,
        }),
        404,
        MSG.notFound,
      );
      expectError(await remove(bob.token, p._id), 404, MSG.notFound);
      expect(await row(p._id)).toEqual(before);
      expect(body(await get(alice.token, p._id)).product.events).toHaveLength(1);

      for (const status of ['waiting', 'stock']) {
        const theirs = body(await list(bob.token, status, 0, 10000));
        expect(theirs.products.map((x: Product) => x._id)).not.toContain(p._id);
      }
      const mine = body(await list(alice.token, 'waiting', 0, 10000));
      expect(mine.products.map((x: Product) => x._id)).toContain(p._id);
    });

    it('needs a token on every route', async () => {
      const p = await declared(alice);
      const payload = declaration();
      const calls: Promise<LightMyRequestResponse>[] = [
        inject('POST', '/api/product/addProduct', undefined, payload),
        withFile('/api/product/addProductWithFile', undefined, payload, { name: 'a.png', data: PNG_BYTES }),
        inject('GET', '/api/product/gets/waiting/0/100'),
        inject('GET', '/api/product/getswith/sent/0/100'),
        inject('GET', `/api/product/get/${p._id}`),
        inject('POST', '/api/product/updateProduct', undefined, updatePayload(p, { quantity: '7' })),
        withFile('/api/product/updateProductWithFile', undefined, updatePayload(p, { quantity: '7' }), {
          name: 'a.png',
          data: PNG_BYTES,
        }),
        inject('POST', `/api/product/delete/${p._id}`),
        t.app.inject({
          method: 'GET',
          url: '/api/product/gets/waiting/0/100',
          headers: { authorization: 'Bearer not.a.token' },
        }),
      ];
      for (const res of await Promise.all(calls)) expectError(res, 401, MSG.unauthorized);
      expect(await countTracking(payload.productOrderId)).toBe(0);
      expect((await row(p._id))!.quantity).toBe(2);
    });
  });

  describe('edit rules', () => {
    it('deletes a waiting parcel', async () => {
      const p = await declared(alice);
      const res = await remove(alice.token, p._id);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res)).toMatchObject({ success: true });
      expect(await row(p._id)).toBeUndefined();
      expect((await get(alice.token, p._id)).statusCode).toBe(404);
    });

    it.each(['stock', 'sent', 'arrived', 'obtained'])('refuses to delete a %s parcel', async (status) => {
      const p = await declared(alice);
      await setStatus(p._id, status);
      expectError(await remove(alice.token, p._id), 409, MSG.parcelCannotBeDeleted);
      expect((await row(p._id))!.status).toBe(status);
    });

    it.each(['arrived', 'obtained'])('refuses any edit of an %s parcel', async (status) => {
      const flight = await newFlight(true);
      const p = await declared(alice);
      await putOnFlight(p._id, flight.id, 1000, false, status);
      const before = await row(p._id);
      expectError(
        await update(alice.token, updatePayload(p, { quantity: '5' })),
        409,
        MSG.parcelCannotBeEdited,
      );
      expectError(
        await updateWithFile(alice.token, updatePayload(p, { quantity: '5' }), {
          name: 'a.png',
          data: PNG_BYTES,
        }),
        409,
        MSG.parcelCannotBeEdited,
      );
      expect(await row(p._id)).toEqual(before);
    });

    it("edits a sent parcel while its flight's updateStatus is true", async () => {
      const flight = await newFlight(true);
      const p = await declared(alice);
      await putOnFlight(p._id, flight.id);
      const res = await update(
        alice.token,
        updatePayload(p, { quantity: '6', currency: 'EUR', description: 'changed' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).product).toMatchObject({
        quantity: 6,
        currency: 'EUR',
        description: 'changed',
        status: 'sent',
        flightId: flight.code,
      });
      expect((await row(p._id))!.quantity).toBe(6);
    });

    it('moves a parcel on a flight only to a branch of the city the flight lands in', async () => {
      const flight = await newFlight(true); // flights land in Tbilisi unless told otherwise
      const p = await declared(alice, { branches: 'didube' });
      await putOnFlight(p._id, flight.id);
      const ok = await update(alice.token, updatePayload(p, { branches: 'isani' }));
      expect(ok.statusCode, ok.body).toBe(200);
      const refused = await update(alice.token, updatePayload(p, { branches: 'kutaisi_1' }));
      expectError(refused, 409, MSG.branchNotInFlightCity);
      expect(body(refused).errors).toEqual({ branches: MSG.branchNotInFlightCity });
      expect((await row(p._id))!.branch).toBe('isani');
      // Before it is on a flight, any branch will do.
      const waiting = await declared(alice, { branches: 'didube' });
      expect((await update(alice.token, updatePayload(waiting, { branches: 'kutaisi_1' }))).statusCode).toBe(
        200,
      );
    });

    it('after the deadline a complete declaration cannot be edited', async () => {
      const flight = await newFlight(false);
      const p = await declared(alice);
      await putOnFlight(p._id, flight.id);
      const before = await row(p._id);
      expectError(
        await update(alice.token, updatePayload(p, { quantity: '6' })),
        409,
        MSG.parcelCannotBeEdited,
      );
      expectError(await update(alice.token, updatePayload(p)), 409, MSG.parcelCannotBeEdited);
      expect(await row(p._id)).toEqual(before);
    });

    it('after the deadline a declaration lacking quantity can be completed, but nothing already set can change', async () => {
      const flight = await newFlight(false);
      const p = await declared(alice, { amount: '40', currency: 'USD' });
      await putOnFlight(p._id, flight.id);
      await sql('update parcels set quantity = null where id = $1', [p._id]);
      const lacking = { ...p, quantity: null };

      for (const change of [
        { quantity: '3', currency: 'EUR' },
        { quantity: '3', amount: '41' },
        { quantity: '3', productName: '_SHOES_' },
        { quantity: '3', shop: '_TMALL_' },
        { quantity: '3', productOrderId: tracking('Ren') },
      ]) {
        const res = await update(alice.token, updatePayload(lacking, change));
        expectError(res, 409, MSG.declarationLocked);
        const stored = await row(p._id);
        expect(stored!.quantity, JSON.stringify(change)).toBeNull();
        expect(stored).toMatchObject({
          currency: 'USD',
          category: '_CLOTHING_',
          shop: '_OTHER_SHOP_',
          tracking: p.productOrderId,
        });
        expect(Number(stored!.amount)).toBe(40);
      }

      const res = await update(alice.token, updatePayload(lacking, { quantity: '3', amount: '40.00' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).product).toMatchObject({ quantity: 3, amount: 40, currency: 'USD' });
      expect((await row(p._id))!.quantity).toBe(3);
      const events = body(await get(alice.token, p._id)).product.events as Product[];
      expect(events.map((e) => e.kind)).toEqual(['declared', 'declared']);
      // Now complete: no further edit.
      expectError(
        await update(alice.token, updatePayload({ ...p, quantity: 3 }, { quantity: '4' })),
        409,
        MSG.parcelCannotBeEdited,
      );
    });

    it('a stock parcel keeps its tracking number but the rest can change', async () => {
      const p = await declared(alice);
      await setStatus(p._id, 'stock');
      const renamed = tracking('New');
      expectError(
        await update(alice.token, updatePayload(p, { productOrderId: renamed })),
        409,
        MSG.declarationLocked,
      );
      expect((await row(p._id))!.tracking).toBe(p.productOrderId);
      // The same number in another case is no change.
      const res = await update(
        alice.token,
        updatePayload(p, {
          productOrderId: p.productOrderId.toLowerCase(),
          quantity: '8',
          productName: '_SHOES_',
          amount: '30',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).product).toMatchObject({
        quantity: 8,
        productName: '_SHOES_',
        amount: 30,
        status: 'stock',
      });
    });

    it('a waiting parcel can change its tracking number', async () => {
      const p = await declared(alice);
      const renamed = tracking('Wait');
      const res = await update(alice.token, updatePayload(p, { productOrderId: renamed }));
      expect(res.statusCode, res.body).toBe(200);
      expect((await row(p._id))!.tracking).toBe(renamed);
    });

    it('applies the §5 rules on update, changing nothing when one is broken', async () => {
      const p = await declared(alice, { shop: '_TAOBAO_', otherShop: undefined, amount: '1' });
      const before = await row(p._id);
      for (const [change, field, code] of [
        [{ quantity: '0' }, 'quantity', MSG.quantityCannotBeZero],
        [{ amount: '1.234' }, 'amount', MSG.amountInvalid],
        [{ productOrderId: 'A-1' }, 'productOrderId', MSG.trackingLettersDigits],
        [{ description: 'x'.repeat(161) }, 'description', MSG.noteTooLong],
        [{ shop: '_OTHER_SHOP_' }, 'otherShop', MSG.required],
        [{ personalParcel: true }, 'senderName', MSG.senderNameRequired],
      ] as const) {
        const res = await update(alice.token, updatePayload(p, change));
        expect(res.statusCode, res.body).toBe(400);
        expect(body(res).errors).toMatchObject({ [field]: code });
      }
      expect(await row(p._id)).toEqual(before);
    });

    it('takes the §7 update fields alone: the stored sender name and other-shop text stay', async () => {
      const personal = await declared(alice, { personalParcel: true, shop: '', senderName: 'Nino Beridze' });
      const { senderName: _s, ...withoutSender } = updatePayload(personal, { quantity: '3' }) as Product;
      const kept = await update(alice.token, withoutSender);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await row(personal._id)).toMatchObject({
        quantity: 3,
        personal: true,
        sender_name: 'Nino Beridze',
      });

      const other = await declared(alice, { shop: '_OTHER_SHOP_', otherShop: 'shop.example' });
      const { otherShop: _o, ...withoutShopText } = updatePayload(other, { amount: '30' }) as Product;
      expect((await update(alice.token, withoutShopText)).statusCode).toBe(200);
      expect(await row(other._id)).toMatchObject({ amount: '30.00', other_shop: 'shop.example' });

      // Becoming personal, or other-shop, still needs the text when none is stored.
      const plain = await declared(alice, { shop: '_TAOBAO_', otherShop: undefined, amount: '1' });
      const noSender = await update(alice.token, updatePayload(plain, { personalParcel: true }));
      expectError(noSender, 400, MSG.fillAllFields);
      expect(body(noSender).errors).toEqual({ senderName: MSG.senderNameRequired });
      const noText = await update(alice.token, updatePayload(plain, { shop: '_OTHER_SHOP_' }));
      expect(body(noText).errors).toEqual({ otherShop: MSG.required });
      expect(await row(plain._id)).toMatchObject({ personal: false, shop: '_TAOBAO_' });
    });

    it("checks the shop against the parcel's own country on update", async () => {
      const p = await declared(alice);
      const before = await row(p._id);
      // The §7 payload has no country: a shop of China is accepted, one of the USA is not.
      const ok = await update(alice.token, updatePayload(p, { shop: '_TMALL_' }));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(body(ok).product.shop).toBe('_TMALL_');
      const res = await update(alice.token, updatePayload(p, { shop: '_AMAZON_' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).errors).toMatchObject({ shop: MSG.invalidShop });
      // Claiming another country does not smuggle its shop in.
      const claimed = await update(alice.token, updatePayload(p, { shop: '_AMAZON_', senderCountryId: 2 }));
      expect(claimed.statusCode, claimed.body).toBe(400);
      expect(body(claimed).errors).toEqual({ senderCountryId: MSG.invalidCountry });
      // Its own country may be sent along.
      const same = await update(alice.token, updatePayload(p, { shop: '_JD_', senderCountryId: 1 }));
      expect(same.statusCode, same.body).toBe(200);
      expect(body(same).product).toMatchObject({ shop: '_JD_', senderCountryId: 1 });
      await update(alice.token, updatePayload(p, { shop: '_TMALL_' }));
      const stored = await row(p._id);
      expect(stored).toMatchObject({ shop: '_TMALL_', country: before!.country });
    });

    it('reaching the threshold on update needs a file; a custom parcel that has one needs no new file', async () => {
      const plain = await declared(alice, { amount: '50' });
      const res = await update(alice.token, updatePayload(plain, { amount: '200' }));
      expectError(res, 400, MSG.fileRequired);
      expect(Number((await row(plain._id))!.amount)).toBe(50);

      const custom = await declaredWithFile(
        alice,
        { amount: '200', currency: 'USD' },
        { name: 'i.pdf', data: PDF_BYTES },
      );
      const again = await update(alice.token, updatePayload(custom, { amount: '250', quantity: '5' }));
      expect(again.statusCode, again.body).toBe(200);
      expect(body(again)).toMatchObject({
        custom: true,
        product: { custom: true, file: custom.file, amount: 250 },
      });
      expect(body(again).customArray).toContain(custom._id);

      // Below the threshold again: no longer custom, out of customArray.
      const lower = await update(alice.token, updatePayload(custom, { amount: '20' }));
      expect(lower.statusCode, lower.body).toBe(200);
      expect(body(lower)).toMatchObject({ custom: false, product: { custom: false } });
      expect(body(lower).customArray).not.toContain(custom._id);
    });

    it('updateProductWithFile replaces the file and answers product, custom, customArray', async () => {
      const p = await declaredWithFile(
        alice,
        { amount: '800', currency: 'CNY' },
        { name: 'old.pdf', data: PDF_BYTES },
      );
      const res = await updateWithFile(alice.token, updatePayload(p, { description: 'new scan' }), {
        name: 'new.png',
        data: PNG_BYTES,
      });
      expect(res.statusCode, res.body).toBe(200);
      const b = body(res);
      expect(b).toMatchObject({
        success: true,
        message: MSG.parcelEdited,
        custom: true,
        product: { description: 'new scan' },
      });
      expect(b.customArray).toContain(p._id);
      expect(b.product.file).toMatch(/\.png$/);
      expect(b.product.file).not.toBe(p.file);
      expect(await fileOf(p._id)).toBe(b.product.file);
      const served = await t.app.inject({ method: 'GET', url: `/uploads/invoices/${b.product.file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('updateProductWithFile makes a parcel custom with its file, and refuses a wrong or too large file', async () => {
      const p = await declared(alice, { amount: '50' });
      const wrong = await updateWithFile(alice.token, updatePayload(p, { amount: '200' }), {
        name: 'x.pdf',
        data: HTML_BYTES,
      });
      expectError(wrong, 400, MSG.incorrectFileType);
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(3022118 - PDF_BYTES.length, 0x20)]);
      expectError(
        await updateWithFile(alice.token, updatePayload(p, { amount: '200' }), { name: 'x.pdf', data: big }),
        413,
        MSG.fileTooLarge,
      );
      expect(await row(p._id)).toMatchObject({ file: null, custom: false });
      const res = await updateWithFile(alice.token, updatePayload(p, { amount: '200' }), {
        name: 'x.jpg',
        data: JPG_BYTES,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res)).toMatchObject({ custom: true, product: { custom: true, amount: 200 } });
      expect(body(res).product.file).toMatch(/\.jpg$/);
    });
  });
});

describe.each(testDatabases)('invoice files left behind on %s', (kind) => {
  // A data directory of its own, so the files counted are this app's only.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-files-'));
  const invoices = path.join(dataDir, 'files', 'invoices');
  const stored = () => (existsSync(invoices) ? readdirSync(invoices).sort() : []);
  let t: TestApp;
  let alice: Customer;
  let bob: Customer;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    alice = await signupCustomer(t.app);
    bob = await signupCustomer(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const post = (url: string, token: string, inputs: unknown, file?: FilePart) => {
    const m = multipart(inputs, file);
    return t.app.inject({
      method: 'POST',
      url,
      payload: m.payload,
      headers: { ...m.headers, ...bearer(token) },
    });
  };
  const pdf = { name: 'invoice.pdf', data: PDF_BYTES, type: 'application/pdf' };
  const declaration = (productOrderId: string) => ({
    productOrderId,
    productName: '_CLOTHING_',
    quantity: '1',
    amount: '500',
    currency: 'USD',
    senderCountryId: 1,
    shop: '_TAOBAO_',
    clearance: false,
  });

  it('keeps no file from a refused add or update, and removes a deleted parcel’s file', async () => {
    const number = `KEEP${randomBytes(3).toString('hex')}`;
    const added = await post('/api/product/addProductWithFile', alice.token, declaration(number), pdf);
    expect(added.statusCode, added.body).toBe(200);
    const kept = stored();
    expect(kept).toEqual([body(added).product.file]);

    // A duplicate number, someone else's parcel, a locked parcel: each refused, each leaves nothing.
    const duplicate = await post('/api/product/addProductWithFile', alice.token, declaration(number), pdf);
    expect(duplicate.statusCode).toBe(409);
    const id = body(added).product._id as string;
    const foreign = await post(
      '/api/product/updateProductWithFile',
      bob.token,
      { ...declaration(number), productId: id },
      pdf,
    );
    expect(foreign.statusCode).toBe(404);
    await t.database.query(`update parcels set status = 'arrived' where id = $1`, [id]);
    const locked = await post(
      '/api/product/updateProductWithFile',
      alice.token,
      { ...declaration(number), productId: id },
      pdf,
    );
    expect(locked.statusCode).toBe(409);
    expect(stored()).toEqual(kept);

    await t.database.query(`update parcels set status = 'waiting' where id = $1`, [id]);
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/product/delete/${id}`,
      headers: bearer(alice.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(stored()).toEqual([]);
  });

  it('keeps exactly one file when simultaneous declarations of one number by one customer race', async () => {
    const number = `RACE${randomBytes(3).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/product/addProductWithFile', alice.token, declaration(number), pdf),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(stored()).toEqual([body(won[0]!).product.file]);
  });
});
