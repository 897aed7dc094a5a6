/** Staff accounts (operators and admins), created by an admin; the first admin comes from `npm run create-admin`. */
import { asc, inArray } from 'drizzle-orm';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { accountDirectory } from '../accounts/account-directory.ts';

export interface StaffInput {
  email: string;
  password: string;
  role: 'operator' | 'admin';
  nameEn: string;
  lastNameEn: string;
}

const taken = () => conflict(MSG.emailAlreadyRegistered, { email: MSG.emailAlreadyRegistered });

export function createStaffService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;
  return {
    list: () =>
      db
        .select()
        .from(accounts)
        .where(inArray(accounts.role, ['operator', 'admin']))
        .orderBy(asc(accounts.createdAt)),

    /** `actorId` null: the system itself (`npm run create-admin`, recorded with `via: 'cli'`). */
    async create(input: StaffInput, actorId: string | null) {
      const email = input.email.trim().toLowerCase();
      if (await accountDirectory.byEmail(db, email)) throw taken();
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await accountDirectory.open(tx, {
            email,
            passwordHash,
            role: input.role,
            nameEn: input.nameEn,
            lastNameEn: input.lastNameEn,
          });
          await audit(tx, actorId, 'staff.create', 'account', row.id, {
            axid: row.axid,
            email,
            role: row.role,
            ...(actorId === null ? { via: 'cli' } : {}),
          });
          return row;
        });
      } catch (err) {
        // Two admins creating the same e-mail at once: the unique index decides.
        if (uniqueViolation(err) === 'accounts_email_uq') throw taken();
        throw err;
      }
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
