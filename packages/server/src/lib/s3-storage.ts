/**
 * Files in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO, …), so several server
 * instances share them. Path-style addressing (`<endpoint>/<bucket>/<key>`), which every such store
 * accepts; requests signed with AWS Signature V4 by aws4fetch.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config/env.ts';
import { isSafeFileName, type Storage } from './storage.ts';

export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlOf = (bucket: string, name: string) =>
    `${config.endpoint}/${config.bucket}/${encodeURI(`${config.prefix}${bucket}/${name}`)}`;
  return {
    async put(bucket, name, data) {
      if (!isSafeFileName(name)) throw new Error(`unsafe file name: ${name}`);
      const res = await client.fetch(urlOf(bucket, name), {
        method: 'PUT',
        body: new Uint8Array(data),
        // The body's hash is signed too, so the store rejects a file altered on the way.
        headers: { 'x-amz-content-sha256': createHash('sha256').update(data).digest('hex') },
      });
      if (!res.ok) throw new Error(`S3 put ${bucket}/${name} failed: ${res.status} ${await res.text()}`);
    },
    async get(bucket, name) {
      if (!isSafeFileName(name)) return null;
      const res = await client.fetch(urlOf(bucket, name));
      if (res.status === 404 || res.status === 403) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw new Error(`S3 get ${bucket}/${name} failed: ${res.status}`);
      const size = Number(res.headers.get('content-length') ?? 0);
      return { stream: Readable.fromWeb(res.body as WebReadableStream), size };
    },
    async remove(bucket, name) {
      if (!isSafeFileName(name)) throw new Error(`unsafe file name: ${name}`);
      const res = await client.fetch(urlOf(bucket, name), { method: 'DELETE' });
      await res.body?.cancel();
      // S3 answers 204 whether or not the key existed; some stores answer 404 for a missing one.
      if (!res.ok && res.status !== 404) throw new Error(`S3 delete ${bucket}/${name} failed: ${res.status}`);
    },
  };
}
