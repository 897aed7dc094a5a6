/**
 * Creates the first admin (or another one): `npm run create-admin -- --email a@b.ge --password '…' [--name Nino]`.
 * Admins then create operators in the back office.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@amanati/shared/accounts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { accountsRepo } from '../modules/accounts/accounts.repo.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const email = emailSchema.safeParse(values.email ?? '');
const password = passwordSchema.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  console.error(
    'Usage: npm run create-admin -- --email admin@example.ge --password <at least 6 characters> [--name First]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
try {
  const existing = await accountsRepo.byEmail(database.db, email.data);
  if (existing) {
    console.error(`An account with ${email.data} already exists (${existing.axid}, ${existing.role}).`);
    process.exitCode = 1;
  } else {
    const row = await accountsRepo.insert(database.db, {
      email: email.data,
      passwordHash: await hashPassword(password.data),
      role: 'admin',
      nameEn: values.name ?? 'Admin',
      lastNameEn: '',
    });
    console.log(`Admin ${row.email} created (${row.axid}).`);
  }
} finally {
  await database.close();
}
