/** Staff-written notifications: to one customer (by id or AXID) or, with no recipient, to every customer. */
import { eq } from 'drizzle-orm';
import type { AdminNotificationInput } from '@amanati/shared/admin-content';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';

export function createStaffMessages(deps: Pick<AppContext, 'database' | 'notifier'>) {
  const { db } = deps.database;
  return {
    send: (input: AdminNotificationInput, actorId: string) =>
      db.transaction(async (tx) => {
        let recipient: { id: string; axid: string } | null = null;
        if (input.accountId || input.axid) {
          const [row] = await tx
            .select({ id: accounts.id, axid: accounts.axid, role: accounts.role })
            .from(accounts)
            .where(
              input.accountId
                ? eq(accounts.id, input.accountId)
                : eq(accounts.axid, input.axid!.toUpperCase()),
            );
          if (!row || row.role !== 'customer') throw new AppError(404, MSG.accountNotFound);
          recipient = row;
        }
        const id = await deps.notifier.message(tx, recipient?.id ?? null, {
          title: input.title,
          description: input.description,
        });
        await audit(
          tx,
          actorId,
          recipient ? 'notification.send' : 'notification.broadcast',
          'notification',
          id,
          {
            to: recipient?.axid ?? 'all',
            titleEn: input.title.en,
          },
        );
        return { id, to: recipient?.axid ?? null };
      }),
  };
}

export type StaffMessages = ReturnType<typeof createStaffMessages>;
