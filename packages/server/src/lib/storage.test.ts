/**
 * Both file stores behind the one interface: the local directory, and the S3-compatible store against
 * a small in-memory S3 stand-in that checks each request is signed.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, withStoredFile, type Storage } from './storage.ts';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Objects by path; refuses anything not signed with AWS Signature V4. */
function fakeS3(): Promise<{ server: Server; objects: Map<string, Buffer>; url: string }> {
  const objects = new Map<string, Buffer>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 ')) {
      res.writeHead(403).end();
      return;
    }
    const key = decodeURI(req.url!);
    if (req.method === 'PUT') {
      objects.set(key, await readAll(req));
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const data = objects.get(key);
      if (!data) res.writeHead(404).end();
      else res.writeHead(200, { 'content-length': data.length }).end(data);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  };
  const server = createServer((req, res) => void handle(req, res));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, objects, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const root = mkdtempSync(path.join(os.tmpdir(), 'amanati-storage-'));
let s3: Awaited<ReturnType<typeof fakeS3>>;
const stores: [string, () => Storage][] = [
  ['local directory', () => createLocalStorage(root)],
  [
    'S3-compatible store',
    () =>
      createS3Storage({
        endpoint: s3.url,
        bucket: 'files',
        region: 'auto',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        prefix: 'amanati/',
      }),
  ],
];

beforeAll(async () => {
  s3 = await fakeS3();
});
afterAll(() => {
  s3.server.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each(stores)('file storage: %s', (_name, make) => {
  it('stores, reads back and removes a file; a missing one reads as null and removes quietly', async () => {
    const storage = make();
    const data = Buffer.from('%PDF-1.4 invoice');
    await storage.put('invoices', 'abc_DEF-123.pdf', data);
    const got = await storage.get('invoices', 'abc_DEF-123.pdf');
    expect(got?.size).toBe(data.length);
    expect(await readAll(got!.stream)).toEqual(data);
    await storage.remove('invoices', 'abc_DEF-123.pdf');
    expect(await storage.get('invoices', 'abc_DEF-123.pdf')).toBeNull();
    await expect(storage.remove('invoices', 'abc_DEF-123.pdf')).resolves.toBeUndefined();
  });

  it('refuses names that could leave the bucket', async () => {
    const storage = make();
    await expect(storage.put('invoices', '../escape.pdf', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    expect(await storage.get('invoices', '../../etc/passwd')).toBeNull();
  });

  it('keeps the file when the work succeeds and removes it when the work fails', async () => {
    const storage = make();
    const file = { data: Buffer.from('label'), extension: 'png' };
    const kept = await withStoredFile(storage, 'labels', file, (name) => Promise.resolve(name!));
    expect(kept).toMatch(/^[A-Za-z0-9_-]{24}\.png$/);
    expect(await storage.get('labels', kept)).not.toBeNull();

    let dropped = '';
    await expect(
      withStoredFile(storage, 'labels', file, (name) => {
        dropped = name!;
        return Promise.reject(new Error('refused'));
      }),
    ).rejects.toThrow('refused');
    expect(await storage.get('labels', dropped)).toBeNull();
    expect(
      await withStoredFile(storage, 'labels', undefined, (name) => Promise.resolve(name)),
    ).toBeUndefined();
  });
});

it('writes the S3 objects under the configured bucket and prefix', () => {
  expect([...s3.objects.keys()].every((key) => key.startsWith('/files/amanati/labels/'))).toBe(true);
  expect(readdirSync(path.join(root, 'labels'))).toHaveLength(1);
});
