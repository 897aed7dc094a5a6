// Files at rest are the server user's alone (security review finding 17): local storage writes files
// 0600 in directories 0700 (a root made before is closed too), and the PGlite data directory is 0700.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { selectedEngines } from '../test/engines.ts';
import { createLocalStorage } from './storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'amanati-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => statSync(file).mode & 0o777;

it('finding 17: local storage writes files 0600 in directories 0700', async () => {
  const files = path.join(root, 'data', 'files');
  const storage = createLocalStorage(files);
  await storage.put('invoices', 'abcDEF123.pdf', Buffer.from('%PDF-1.4'));
  expect(mode(files)).toBe(0o700);
  expect(mode(path.join(files, 'invoices'))).toBe(0o700);
  expect(mode(path.join(files, 'invoices', 'abcDEF123.pdf'))).toBe(0o600);
});

// The PGlite directory is made by the same makePrivateDir, so this covers one made before there too.
it('finding 17: a storage root made before (0755) is closed to others', () => {
  const files = path.join(root, 'old-files');
  mkdirSync(files, { mode: 0o755 });
  chmodSync(files, 0o755);
  createLocalStorage(files);
  expect(mode(files)).toBe(0o700);
});

// The PGlite template exists only in runs that test PGlite.
it.skipIf(!selectedEngines().includes('pglite'))(
  'finding 17: the PGlite data directory is created 0700',
  async () => {
    const dir = path.join(root, 'data', 'pglite');
    // Started from the test template's dump: no initdb to wait for.
    const loadDataDir = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ dataDir: dir, loadDataDir, migrate: false });
    try {
      expect(mode(dir)).toBe(0o700);
    } finally {
      await database.close();
    }
  },
);
