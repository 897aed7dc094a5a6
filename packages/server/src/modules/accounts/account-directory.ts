/**
 * Accounts as other modules see them (their public door into this module; its repo stays private):
 * find an account by id or AXID, and open a staff account.
 */
import type { DbOrTx } from '../../db/client.ts';
import { accountsRepo, type AccountRow, type NewAccount } from './accounts.repo.ts';

export type { AccountRow };

export const accountDirectory = {
  byId: (db: DbOrTx, id: string): Promise<AccountRow | undefined> => accountsRepo.byId(db, id),
  byAxid: (db: DbOrTx, axid: string): Promise<AccountRow | undefined> => accountsRepo.byAxid(db, axid),
  byEmail: (db: DbOrTx, email: string): Promise<AccountRow | undefined> => accountsRepo.byEmail(db, email),
  /** A customer by AXID: staff accounts have AXIDs from the same sequence, a label can only name a customer. */
  async customerByAxid(db: DbOrTx, axid: string): Promise<AccountRow | undefined> {
    const row = await accountsRepo.byAxid(db, axid);
    return row?.role === 'customer' ? row : undefined;
  },
  open: (db: DbOrTx, values: NewAccount): Promise<AccountRow> => accountsRepo.insert(db, values),
};
