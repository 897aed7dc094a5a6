/**
 * File storage behind one interface: a local directory by default, an S3-compatible object store
 * (`s3-storage.ts`) by configuration. Names are chosen by us (≥ 128 random bits), never by the uploader.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type Bucket = 'news' | 'invoices' | 'registry' | 'labels';

export interface Storage {
  put(bucket: Bucket, name: string, data: Buffer): Promise<void>;
  /** A readable stream and its size, or null when there is no such file. */
  get(bucket: Bucket, name: string): Promise<{ stream: Readable; size: number } | null>;
}

const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}$/;
export const isSafeFileName = (name: string): boolean => SAFE_NAME.test(name) && !name.includes('..');

/** 144 random bits, URL-safe, plus the extension the bytes proved. */
export const randomFileName = (extension: string): string =>
  `${randomBytes(18).toString('base64url')}.${extension}`;

export function createLocalStorage(root: string): Storage {
  const fileOf = (bucket: Bucket, name: string) => {
    if (!isSafeFileName(name)) throw new Error(`unsafe file name: ${name}`);
    return path.join(root, bucket, name);
  };
  return {
    async put(bucket, name, data) {
      const file = fileOf(bucket, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(bucket, name) {
      if (!isSafeFileName(name)) return null;
      const file = fileOf(bucket, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
  };
}
