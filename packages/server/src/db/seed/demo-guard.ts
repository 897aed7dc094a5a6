/**
 * Demo accounts have published passwords (README, start message). A database first started in
 * development keeps them, so a production start disables every one that still has its published
 * password: the password becomes unusable and its tokens are revoked (on every instance, via NOTIFY).
 * One whose password was changed by its owner is no longer a published sign-in and is left alone.
 */
import { inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../../lib/passwords.ts';
import { accountsRepo } from '../../modules/accounts/accounts.repo.ts';
import type { Database } from '../client.ts';
import { accounts } from '../schema/index.ts';
import { DEMO_PASSWORDS } from './demo.ts';

export const DEMO_SIGNINS: Record<string, string> = {
  'demo@amanati.ge': DEMO_PASSWORDS.customer,
  'operator@amanati.ge': DEMO_PASSWORDS.operator,
  'admin@amanati.ge': DEMO_PASSWORDS.admin,
};

/** Not an Argon2 hash, so no password ever verifies against it. */
export const DISABLED_PASSWORD_HASH = '!disabled: demo account with a published password';

export interface DisabledDemo {
  email: string;
  axid: string;
  role: string;
}

export async function disableDemoAccounts(database: Database): Promise<DisabledDemo[]> {
  const rows = await database.db
    .select({
      id: accounts.id,
      email: accounts.email,
      axid: accounts.axid,
      role: accounts.role,
      hash: accounts.passwordHash,
    })
    .from(accounts)
    .where(inArray(sql`lower(${accounts.email})`, Object.keys(DEMO_SIGNINS)));
  const disabled: DisabledDemo[] = [];
  for (const row of rows) {
    const published = DEMO_SIGNINS[row.email.toLowerCase()]!;
    if (!(await verifyPassword(row.hash, published))) continue;
    await database.db.transaction((tx) => accountsRepo.setPassword(tx, row.id, DISABLED_PASSWORD_HASH));
    disabled.push({ email: row.email, axid: row.axid, role: row.role });
  }
  return disabled;
}
