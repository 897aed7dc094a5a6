/**
 * A customer's push devices (issue 19 §2): subscribe (one row per endpoint; a browser that subscribes
 * again under another account moves there), list, remove. At most PUSH_DEVICES_PER_ACCOUNT per account:
 * a further device replaces the one that has gone longest without a push.
 */
import { createECDH } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUuid } from '@amanati/shared/ids';
import { MSG } from '@amanati/shared/messages';
import { PUSH_DEVICES_PER_ACCOUNT, type PushSubscriptionPayload } from '@amanati/shared/push';
import type { AppContext } from '../../context.ts';
import { accounts, pushSubscriptions } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isPushServiceEndpoint } from './push-services.ts';

export type PushDeviceRow = typeof pushSubscriptions.$inferSelect;

/** Whether the key is a point on P-256 (a malformed one would fail every send later). */
function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export interface PushService {
  /** The public key browsers subscribe with, or null when push is off here. */
  publicKey(): string | null;
  subscribe(accountId: string, payload: PushSubscriptionPayload, label: string): Promise<PushDeviceRow>;
  devices(accountId: string): Promise<PushDeviceRow[]>;
  /** Removes one of the account's own devices; another account's (or none) is not found. */
  remove(accountId: string, id: string): Promise<void>;
}

export function createPushService(ctx: Pick<AppContext, 'config' | 'database'>): PushService {
  const { db } = ctx.database;
  const allowLoopback = !ctx.config.isProduction;
  return {
    publicKey: () => ctx.config.vapid?.publicKey ?? null,

    async subscribe(accountId, payload, label) {
      if (!ctx.config.vapid) throw conflict(MSG.pushUnavailable);
      if (!isPushServiceEndpoint(payload.endpoint, { allowLoopback }))
        throw badRequest(MSG.pushServiceUnsupported, { endpoint: MSG.pushServiceUnsupported });
      if (!isP256Point(payload.keys.p256dh))
        throw badRequest(MSG.pushKeysInvalid, { 'keys.p256dh': MSG.pushKeysInvalid });
      return db.transaction(async (tx) => {
        // One subscribe at a time per account, so the cap holds under concurrent requests.
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
        const [device] = await tx
          .insert(pushSubscriptions)
          .values({
            accountId,
            endpoint: payload.endpoint,
            p256dh: payload.keys.p256dh,
            auth: payload.keys.auth,
            label,
          })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              p256dh: payload.keys.p256dh,
              auth: payload.keys.auth,
              label,
              // Moved from another account: a new device there.
              createdAt: sql`case when ${pushSubscriptions.accountId} = excluded.account_id
                then ${pushSubscriptions.createdAt} else now() end`,
              lastUsedAt: sql`case when ${pushSubscriptions.accountId} = excluded.account_id
                then ${pushSubscriptions.lastUsedAt} else null end`,
              accountId,
            },
          })
          .returning();
        await tx.update(accounts).set({ language: payload.language }).where(eq(accounts.id, accountId));
        // Past the cap: the devices that have gone longest without a push (never used: oldest first) go.
        const others = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.accountId, accountId), ne(pushSubscriptions.id, device!.id)))
          .orderBy(
            desc(sql`coalesce(${pushSubscriptions.lastUsedAt}, ${pushSubscriptions.createdAt})`),
            desc(pushSubscriptions.id),
          );
        const surplus = others.slice(PUSH_DEVICES_PER_ACCOUNT - 1).map((o) => o.id);
        if (surplus.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, surplus));
        return device!;
      });
    },

    devices: (accountId) =>
      db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.accountId, accountId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),

    async remove(accountId, id) {
      if (!isUuid(id)) throw notFound();
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.accountId, accountId)))
        .returning({ id: pushSubscriptions.id });
      if (gone.length === 0) throw notFound();
    },
  };
}
