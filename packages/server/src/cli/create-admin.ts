/**
 * Creates the first admin (or another one): `npm run create-admin -- --email a@b.ge [--name Nino]`, which
 * asks for the password without echoing it; scripts pipe it in (`--password-stdin`, or any stdin that is
 * not a terminal). A password on the command line would stay in shell history and the process list.
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
import { readFirstLine, readHidden } from './prompt.ts';

export const USAGE =
  'Usage: npm run create-admin -- --email admin@example.ge [--name First] [--password-stdin]\n' +
  'The password (at least 8 characters) is asked for on a terminal, or read from the first line of standard input.';

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

/** The password: hidden prompt (twice) on a terminal, else the first line of standard input. */
async function askPassword(fromStdin: boolean): Promise<string | { refused: string }> {
  if (fromStdin || !process.stdin.isTTY) return readFirstLine();
  const password = await readHidden('Password for the new admin: ');
  if ((await readHidden('The same password again: ')) !== password)
    return { refused: 'The two passwords differ.' };
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      // Known only to refuse it with a reason.
      password: { type: 'string' },
    },
  });
  if (values.password !== undefined) {
    console.error(
      `--password is not accepted: it would stay in shell history and the process list. Type it at the prompt or pipe it with --password-stdin.\n${USAGE}`,
    );
    process.exitCode = 2;
    return;
  }
  // A bad e-mail is refused before the password is asked for.
  const email = checkAdminArgs({ ...values, password: 'placeholder-password' });
  if (email.refused) {
    console.error(email.refused.message);
    process.exitCode = 2;
    return;
  }
  const password = await askPassword(values['password-stdin'] ?? false).catch(() => ({
    refused: 'Cancelled.',
  }));
  if (typeof password !== 'string') {
    console.error(password.refused);
    process.exitCode = 2;
    return;
  }
  const args = { email: values.email, name: values.name, password };
  // Bad arguments are refused before the database is opened (and migrated).
  const checked = checkAdminArgs(args);
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
    const result = await createAdmin(database, args);
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
