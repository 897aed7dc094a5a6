/**
 * Creates the first admin (or another one): `npm run create-admin -- --email a@b.ge --password '…' [--name Nino]`.
 * The same rules as staff created in the back office (e-mail, password of at least 8 characters) and the
 * same audit row (`staff.create`), written by the system: no actor, `via: 'cli'`. Admins then create
 * operators in the back office.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { staffSchema } from '@amanati/shared/admin';
import { loadConfig } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { AppError, fieldErrors } from '../lib/errors.ts';
import { createStaffService } from '../modules/staff/staff.service.ts';

export const USAGE =
  'Usage: npm run create-admin -- --email admin@example.ge --password <at least 8 characters> [--name First]';

export interface AdminArgs {
  email?: string | undefined;
  password?: string | undefined;
  name?: string | undefined;
}

export type CreateAdminResult =
  { ok: true; axid: string; email: string } | { ok: false; exitCode: number; message: string };

/** The arguments as a staff payload (the back office's rules), or what is wrong with them. */
export function checkAdminArgs(args: AdminArgs) {
  const parsed = staffSchema.safeParse({
    email: (args.email ?? '').trim(),
    password: args.password ?? '',
    role: 'admin',
    nameEn: args.name ?? 'Admin',
    lastNameEn: '',
  });
  if (parsed.success) return { input: parsed.data };
  const problems = Object.entries(fieldErrors(parsed.error.issues))
    .map(([field, code]) => `${field}: ${code}`)
    .join(', ');
  return { refused: { ok: false, exitCode: 2, message: `${problems}\n${USAGE}` } as const };
}

/** Checks the arguments and creates the admin (audited); a refusal is answered, not thrown. */
export async function createAdmin(database: Database, args: AdminArgs): Promise<CreateAdminResult> {
  const checked = checkAdminArgs(args);
  if (checked.refused) return checked.refused;
  try {
    const row = await createStaffService({ database }).create(checked.input, null);
    return { ok: true, axid: row.axid, email: row.email };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409)
      return { ok: false, exitCode: 1, message: `An account with ${checked.input.email} already exists.` };
    throw err;
  }
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  // Bad arguments are refused before the database is opened (and migrated).
  const checked = checkAdminArgs(values);
  if (checked.refused) {
    console.error(checked.refused.message);
    process.exitCode = checked.refused.exitCode;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    const result = await createAdmin(database, values);
    if (result.ok) console.log(`Admin ${result.email} created (${result.axid}).`);
    else {
      console.error(result.message);
      process.exitCode = result.exitCode;
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
