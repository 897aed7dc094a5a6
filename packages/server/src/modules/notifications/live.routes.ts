/** `GET /api/notification/stream` (ours): server-sent events carrying the unread count as it changes. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { bearer, textAnswer } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import type { LiveHub } from './live.ts';
import { notificationsRepo } from './notifications.repo.ts';

const HEARTBEAT_MS = 25_000;

export function liveRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'database'>, hub: LiveHub): void {
  // Open streams never finish by themselves: end them when the server closes, so shutdown is not held up.
  const open = new Set<{ end(): void }>();
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });

  app.get(
    '/api/notification/stream',
    {
      onRequest: requireAccount(app),
      schema: {
        tags: ['notifications'],
        security: bearer,
        description:
          'Ours: text/event-stream. Sends `event: unread` with `{"nonotificationLength": n}` at once and whenever it changes. Send the token in the Authorization header (fetch streaming), never in the URL.',
        response: textAnswer(
          'text/event-stream',
          'Server-sent events: `event: unread`, `data: {"nonotificationLength": n}`.',
        ),
      },
    },
    async (req, reply) => {
      const accountId = currentAccount(req).id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let last = -1;
      let pending: Promise<void> = Promise.resolve();
      const push = () => {
        // Serialised, so counts never arrive out of order.
        pending = pending.then(async () => {
          const count = await notificationsRepo.unread(ctx.database.db, accountId).catch(() => last);
          if (count !== last && !res.writableEnded) {
            last = count;
            res.write(`event: unread\ndata: ${JSON.stringify({ nonotificationLength: count })}\n\n`);
          }
        });
      };
      open.add(res);
      const unsubscribe = hub.subscribe(accountId, push);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      req.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
      push();
    },
  );
}
