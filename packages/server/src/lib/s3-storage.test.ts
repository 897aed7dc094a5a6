// Uploaded files in an S3-compatible store (issue 3 §6): with S3_* set, an invoice file declared
// through the API lands in the bucket under its random name, signed with AWS Signature V4, and is
// served back at /uploads/invoices/{file}; a missing object is a 404; a replaced or deleted invoice
// leaves the bucket (findings 6, 7). A small in-process stand-in plays the object store (path-style
// PUT/GET/DELETE, as MinIO or R2 accept them).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, type TestApp } from '../test/harness.ts';
import { multipart, PDF_BYTES, signupCustomer } from '../test/fixtures.ts';

interface Stored {
  data: Buffer;
  authorization: string;
  contentSha: string | undefined;
}

describe('files in an S3-compatible store', () => {
  const objects = new Map<string, Stored>();
  let store: Server;
  let t: TestApp;
  beforeAll(async () => {
    store = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const key = decodeURI(req.url ?? '');
        if (req.method === 'PUT') {
          objects.set(key, {
            data: Buffer.concat(chunks),
            authorization: String(req.headers.authorization),
            contentSha: req.headers['x-amz-content-sha256'] as string | undefined,
          });
          res.writeHead(200).end();
        } else if (req.method === 'GET' && objects.has(key)) {
          const o = objects.get(key)!;
          res.writeHead(200, { 'content-length': o.data.length }).end(o.data);
        } else if (
          req.method === 'DELETE' &&
          String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 ')
        ) {
          // S3 answers 204 whether or not the key existed.
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      });
    });
    await new Promise<void>((r) => store.listen(0, '127.0.0.1', () => r()));
    const { port } = store.address() as { port: number };
    t = await createTestApp('pglite', {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'amanati-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_PREFIX: 'prod/',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => store.close(r));
  });

  it('stores a declared invoice in the bucket, signed, and serves it back', async () => {
    const c = await signupCustomer(t.app);
    const m = multipart(
      {
        productOrderId: 'S3TRACK0001',
        productName: '_SHOES_',
        quantity: '1',
        amount: '900',
        currency: 'USD',
        senderCountryId: 2,
        shop: '_AMAZON_',
      },
      { name: 'invoice.pdf', data: PDF_BYTES },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/addProductWithFile',
      payload: m.payload,
      headers: { ...m.headers, ...bearer(c.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = body(res).product.file as string;
    const stored = objects.get(`/amanati-files/prod/invoices/${file}`);
    expect(stored?.data.equals(PDF_BYTES)).toBe(true);
    expect(stored!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(stored!.contentSha).toBe(createHash('sha256').update(PDF_BYTES).digest('hex'));

    const served = await t.app.inject({ method: 'GET', url: `/uploads/invoices/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
    // An object the store does not hold is a 404, not an error.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/invoices/missing${file}` })).statusCode).toBe(
      404,
    );
  });

  it('finding 6, 7: a replaced or deleted invoice leaves the bucket and is no longer served', async () => {
    const c = await signupCustomer(t.app);
    const inputs = {
      productOrderId: 'S3TRACK0002',
      productName: '_SHOES_',
      quantity: '1',
      amount: '40',
      currency: 'USD',
      senderCountryId: 2,
      shop: '_AMAZON_',
    };
    const send = async (url: string, payload: object) => {
      const m = multipart(payload, { name: 'invoice.pdf', data: PDF_BYTES });
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...m.headers, ...bearer(c.token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return body(res).product as { _id: string; file: string };
    };
    const key = (file: string) => `/amanati-files/prod/invoices/${file}`;
    const served = async (file: string) =>
      (await t.app.inject({ method: 'GET', url: `/uploads/invoices/${file}` })).statusCode;

    const first = await send('/api/product/addProductWithFile', inputs);
    const second = await send('/api/product/updateProductWithFile', { ...inputs, productId: first._id });
    expect(objects.has(key(first.file))).toBe(false);
    expect(objects.has(key(second.file))).toBe(true);
    expect(await served(first.file)).toBe(404);
    expect(await served(second.file)).toBe(200);

    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/product/delete/${first._id}`,
      headers: bearer(c.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(objects.has(key(second.file))).toBe(false);
    expect(await served(second.file)).toBe(404);
  });

  it('refuses a half-configured store at start', async () => {
    await expect(createTestApp('pglite', { S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(
      /S3 storage needs/,
    );
  });
});
