/**
 * Prepares, once per test run, a migrated and content-seeded database template: a PGlite dump
 * that each test file clones, and (with TEST_DATABASE_URL) a PostgreSQL template database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { createLocalStorage } from '../lib/storage.ts';
import { randomBytes } from 'node:crypto';
import { selectedEngines } from './engines.ts';
import { withDatabase } from './pg-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDir: string;
    pgliteTemplate: string;
    pgTemplateUrl: string | null;
    pgTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-test-'));
  const storage = createLocalStorage(path.join(dir, 'files'));

  // The PGlite template only when this run tests PGlite (TEST_ENGINES may leave it to another process).
  const templateFile = path.join(dir, 'template.tar');
  if (selectedEngines().includes('pglite')) {
    const lite = await openDatabase({});
    await seedIfEmpty(lite, storage, false);
    const dump = await lite.pglite!.dumpDataDir('none');
    await lite.close();
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  }

  let pgTemplateUrl: string | null = null;
  // One template per run: concurrent runs on one server must not clone each other's.
  const PG_TEMPLATE_DB = `amanati_tpl_${randomBytes(4).toString('hex')}`;
  const base = selectedEngines().includes('postgres') ? process.env.TEST_DATABASE_URL : undefined;
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    pgTemplateUrl = withDatabase(base, PG_TEMPLATE_DB);
    const server = await openDatabase({ databaseUrl: pgTemplateUrl, poolSize: 2 });
    await seedIfEmpty(server, storage, false);
    await server.close();
  }

  project.provide('testDir', dir);
  project.provide('pgliteTemplate', templateFile);
  project.provide('pgTemplateUrl', pgTemplateUrl);
  project.provide('pgTemplateName', PG_TEMPLATE_DB);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
      await admin.end();
    }
  };
}
