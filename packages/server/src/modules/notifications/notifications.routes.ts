/** `/api/notification/*` as spec §7 names them: the customer's own and broadcast notifications. */
import {
  notificationDetailAnswer,
  notificationListAnswer,
  unreadAnswer,
} from '@amanati/shared/answers/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { bearer, errorResponses, typed } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { notificationsRepo } from './notifications.repo.ts';

const tags = ['notifications'];

const toWire = ({ n, read }: { n: typeof notifications.$inferSelect; read: boolean }) => ({
  _id: n.id,
  kind: n.kind,
  status: read ? ('0' as const) : ('1' as const),
  createdAt: n.createdAt.toISOString(),
  titleKa: n.titleKa,
  titleEn: n.titleEn,
  titleRu: n.titleRu,
  descriptionKa: n.descriptionKa,
  descriptionEn: n.descriptionEn,
  descriptionRu: n.descriptionRu,
  // Ours: the receipt of the payment a notification is about (a ledger id), for the panel's link.
  ...(typeof n.data?.receipt === 'string' ? { receipt: n.data.receipt } : {}),
});

const BELL_SIZE = 10;
const ALL_SIZE = 500;

export function notificationsRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database'>): void {
  const r = typed(app);
  const auth = requireAccount(app);
  const { db } = ctx.database;
  const secured = { tags, security: bearer };

  const list = (limit: number) => async (req: Parameters<typeof currentAccount>[0]) => {
    const id = currentAccount(req).id;
    const [rows, unread] = await Promise.all([
      notificationsRepo.list(db, id, limit),
      notificationsRepo.unread(db, id),
    ]);
    return { success: true as const, notifications: rows.map(toWire), nonotificationLength: unread };
  };

  r.get(
    '/api/notification/gets',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: `The latest ${BELL_SIZE}; nonotificationLength is the unread count.`,
        response: { 200: notificationListAnswer, ...errorResponses },
      },
    },
    list(BELL_SIZE),
  );
  r.get(
    '/api/notification/all',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description: `All (up to ${ALL_SIZE}), newest first.`,
        response: { 200: notificationListAnswer, ...errorResponses },
      },
    },
    list(ALL_SIZE),
  );

  r.get(
    '/api/notification/get/:id',
    {
      onRequest: auth,
      schema: {
        ...secured,
        description:
          'One notification; reading it marks it read. `notifications` and `nonotificationLength` (the unread count after reading) are the §7 names; `notification` is the same object.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: notificationDetailAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const accountId = currentAccount(req).id;
      const row = await notificationsRepo.one(db, accountId, req.params.id);
      if (!row) throw notFound();
      await notificationsRepo.markRead(db, accountId, row.n.id);
      const one = toWire({ n: row.n, read: true });
      const unread = await notificationsRepo.unread(db, accountId);
      return { success: true as const, notification: one, notifications: one, nonotificationLength: unread };
    },
  );

  r.post(
    '/api/notification/markAllAsRead',
    {
      onRequest: auth,
      schema: {
        ...secured,
        response: { 200: unreadAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await notificationsRepo.markAllRead(db, currentAccount(req).id);
      return { success: true as const, nonotificationLength: 0 };
    },
  );
}
