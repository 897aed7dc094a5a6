/** Account rows: the only place the accounts module touches the database. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, parcels, passwordResets, revokedTokens } from '../../db/schema/index.ts';
import { ACCOUNT_CHANNEL } from '../../plugins/auth.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = Omit<typeof accounts.$inferInsert, 'axid' | 'id'>;

/** Tells every instance (on commit) to forget what it cached about this account's tokens. */
export async function announceAccountChange(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`select pg_notify(${ACCOUNT_CHANNEL}, ${id})`);
}

export const accountsRepo = {
  async insert(db: DbOrTx, values: NewAccount): Promise<AccountRow> {
    const [row] = await db
      .insert(accounts)
      .values({ ...values, axid: sql`'AX' || nextval('axid_seq')` })
      .returning();
    return row!;
  },
  async byId(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row;
  },
  async byEmail(db: DbOrTx, email: string): Promise<AccountRow | undefined> {
    const [row] = await db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  },
  async byAxid(db: DbOrTx, axid: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(eq(accounts.axid, axid.toUpperCase())).limit(1);
    return row;
  },
  async passportTaken(db: DbOrTx, passportId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.passportId, passportId))
      .limit(1);
    return Boolean(row);
  },
  /** Whether a parcel of the account that is not yet handed over needs customs clearance (`custom`). */
  async hasParcelForClearance(db: DbOrTx, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.accountId, id), eq(parcels.custom, true), ne(parcels.status, 'obtained')))
      .limit(1);
    return Boolean(row);
  },
  async update(db: DbOrTx, id: string, values: PgUpdateSetSource<typeof accounts>): Promise<void> {
    await db
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accounts.id, id));
  },
  /** New password and a new token version in one statement: every older token is revoked. */
  async setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<number> {
    const [row] = await db
      .update(accounts)
      .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(accounts.id, id))
      .returning({ tokenVersion: accounts.tokenVersion });
    await announceAccountChange(db, id);
    return row!.tokenVersion;
  },
  /** Refuses one token until its own expiry; expired entries of anyone are cleared on the way. */
  async revokeToken(db: DbOrTx, accountId: string, tokenId: string, expiresAt: Date): Promise<void> {
    await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} <= now()`);
    await db.insert(revokedTokens).values({ tokenId, accountId, expiresAt }).onConflictDoNothing();
  },
  async createReset(db: DbOrTx, accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await db.insert(passwordResets).values({ accountId, tokenHash, expiresAt });
  },
  /** Marks the reset used and returns its account, only if it was unused and unexpired. */
  async consumeReset(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          sql`${passwordResets.expiresAt} > now()`,
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    return row?.accountId;
  },
  async expireResets(db: DbOrTx, accountId: string): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
  },
};
