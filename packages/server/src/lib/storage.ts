/**
 * File storage behind one interface: a local directory by default, an S3-compatible object store
 * (`s3-storage.ts`) by configuration. Names are chosen by us (≥ 128 random bits), never by the uploader.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type Bucket = 'news' | 'invoices' | 'registry' | 'labels' | 'receipts' | 'claims';

export interface Storage {
  put(bucket: Bucket, name: string, data: Buffer): Promise<void>;
  /** A readable stream and its size, or null when there is no such file. */
  get(bucket: Bucket, name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes a file; one that is already gone is not an error. */
  remove(bucket: Bucket, name: string): Promise<void>;
}

/**
 * Stores an upload under a fresh random name, then runs `use` with that name (undefined without a
 * file). If `use` throws — the request was refused or its transaction failed — the file is removed
 * again, so refused requests leave nothing on disk.
 */
export async function withStoredFile<T>(
  storage: Storage,
  bucket: Bucket,
  file: { data: Buffer; extension: string } | undefined,
  use: (name: string | undefined) => Promise<T>,
): Promise<T> {
  if (!file) return use(undefined);
  const name = randomFileName(file.extension);
  await storage.put(bucket, name, file.data);
  try {
    return await use(name);
  } catch (err) {
    await storage.remove(bucket, name).catch(() => undefined);
    throw err;
  }
}

const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}$/;
export const isSafeFileName = (name: string): boolean => SAFE_NAME.test(name) && !name.includes('..');

/** 144 random bits, URL-safe, plus the extension the bytes proved. */
export const randomFileName = (extension: string): string =>
  `${randomBytes(18).toString('base64url')}.${extension}`;

/** Customers' documents are the server user's alone (security review, finding 17): no group or other access. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and missing parents) for the server's user alone. One made before (e.g. 0755) is closed
 * too, and with it everything already under it; one owned by someone else stays as its owner set it.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

export function createLocalStorage(root: string): Storage {
  makePrivateDir(root);
  const fileOf = (bucket: Bucket, name: string) => {
    if (!isSafeFileName(name)) throw new Error(`unsafe file name: ${name}`);
    return path.join(root, bucket, name);
  };
  return {
    async put(bucket, name, data) {
      const file = fileOf(bucket, name);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(file, data, { mode: PRIVATE_FILE_MODE });
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
    async remove(bucket, name) {
      await rm(fileOf(bucket, name), { force: true });
    },
  };
}
