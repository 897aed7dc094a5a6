/**
 * Payment channels of bill-pay (issue 20 §3): each partner (a bank app, a kiosk network) is made by an
 * admin with its own login, a secret shown once and stored as a SHA-256, and the addresses it calls from.
 * The credential is checked against the database on every call, so revoking a channel stops it at once
 * on every instance.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BlockList } from 'node:net';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BillPayChannelWire } from '@amanati/shared/answers/bill-pay';
import type { CreateBillPayChannelInput } from '@amanati/shared/bill-pay';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { billPayChannels } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { addressAllowed, addressList } from '../../lib/address-list.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';

type Row = typeof billPayChannels.$inferSelect;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

export interface BillPayChannel {
  id: string;
  login: string;
  allowed: (ip: string) => boolean;
}

export const channelAnswer = (row: Row): BillPayChannelWire => ({
  id: row.id,
  name: row.name,
  login: row.login,
  allowedIps: row.allowedIps,
  createdAt: row.createdAt.toISOString(),
  lastCallAt: row.lastCallAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** A list that cannot be read is refused, rather than stored to fail every call. */
function checkedList(entries: string[]): void {
  try {
    addressList(entries);
  } catch {
    throw badRequest(MSG.invalidValue, { allowedIps: MSG.invalidValue });
  }
}

export function createBillPayChannels(deps: Pick<AppContext, 'database' | 'config'>) {
  const { db } = deps.database;
  /** Parsed allow-lists by channel id and the list's text, so a call does not parse them again. */
  const lists = new Map<string, { text: string; list: BlockList }>();
  const allowedFor = (row: Row) => {
    const text = row.allowedIps.join(',');
    let cached = lists.get(row.id);
    if (cached?.text !== text) {
      cached = { text, list: addressList(row.allowedIps) };
      lists.set(row.id, cached);
    }
    const { list } = cached;
    return (ip: string) => row.allowedIps.length === 0 || addressAllowed(list, ip);
  };

  return {
    async list(): Promise<BillPayChannelWire[]> {
      const rows = await db.select().from(billPayChannels).orderBy(desc(billPayChannels.createdAt));
      return rows.map(channelAnswer);
    },

    async create(input: CreateBillPayChannelInput, adminId: string) {
      const allowedIps = [...new Set(input.allowedIps)];
      checkedList(allowedIps);
      // A channel open to any address is a development convenience; in production money comes only
      // from the partner's own servers.
      if (allowedIps.length === 0 && deps.config.isProduction)
        throw badRequest(MSG.required, { allowedIps: MSG.required });
      const secret = randomBytes(32).toString('base64url');
      try {
        const row = await db.transaction(async (tx) => {
          const [made] = await tx
            .insert(billPayChannels)
            .values({
              name: input.name,
              login: input.login,
              secretHash: hashOf(secret).toString('hex'),
              allowedIps,
              createdBy: adminId,
            })
            .returning();
          await audit(tx, adminId, 'billpay.channel.create', 'bill_pay_channel', made!.id, {
            login: input.login,
            allowedIps,
          });
          return made!;
        });
        return { channel: channelAnswer(row), secret };
      } catch (err) {
        if (uniqueViolation(err) === 'bill_pay_channels_login_uq')
          throw conflict(MSG.duplicate, { login: MSG.duplicate });
        throw err;
      }
    },

    async revoke(id: string, adminId: string) {
      await db.transaction(async (tx) => {
        const done = await tx
          .update(billPayChannels)
          .set({ revokedAt: new Date() })
          .where(and(eq(billPayChannels.id, id), isNull(billPayChannels.revokedAt)))
          .returning({ id: billPayChannels.id });
        if (done.length === 0) throw notFound();
        await audit(tx, adminId, 'billpay.channel.revoke', 'bill_pay_channel', id);
      });
    },

    /** The live channel a Basic credential names, or null (unknown login, wrong secret, revoked). */
    async authenticate(login: string, secret: string): Promise<BillPayChannel | null> {
      if (login.length > 40 || secret.length > 200) return null;
      const [row] = await db
        .select()
        .from(billPayChannels)
        .where(and(eq(billPayChannels.login, login), isNull(billPayChannels.revokedAt)));
      if (!row) return null;
      const presented = hashOf(secret);
      const stored = Buffer.from(row.secretHash, 'hex');
      if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return null;
      // "Last call" for the back office, written at most once a minute.
      if (!row.lastCallAt || Date.now() - row.lastCallAt.getTime() > 60_000)
        await db
          .update(billPayChannels)
          .set({ lastCallAt: new Date() })
          .where(eq(billPayChannels.id, row.id));
      return { id: row.id, login: row.login, allowed: allowedFor(row) };
    },
  };
}

export type BillPayChannels = ReturnType<typeof createBillPayChannels>;
