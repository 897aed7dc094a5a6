/** `GET /api/notification/stream` (ours): server-sent events carrying the unread count as it changes. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { bearer, errorResponses, textAnswer } from '../../lib/http.ts';
import { currentAccount, requireAccount } from '../../plugins/auth.ts';
import { MAX_STREAMS_PER_ACCOUNT, type LiveHub } from './live.ts';
import { notificationsRepo } from './notifications.repo.ts';

const HEARTBEAT_MS = 25_000;

/** Streams end when their token is revoked, and an account holds a bounded number (finding 13). */
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
        description: `Ours: text/event-stream. Sends \`event: unread\` with \`{"nonotificationLength": n}\` at once and whenever it changes. Send the token in the Authorization header (fetch streaming), never in the URL. The stream ends when its token is revoked (password change, reset, sign-out) or expires; an account holds at most ${MAX_STREAMS_PER_ACCOUNT} streams per instance, one more answers 429 too_many_requests.`,
        response: {
          ...textAnswer(
            'text/event-stream',
            'Server-sent events: `event: unread`, `data: {"nonotificationLength": n}`.',
          ),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const accountId = currentAccount(req).id;
      const res = reply.raw;
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
      let unsubscribe: (() => void) | null = null;
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe?.();
        unsubscribe = null;
        open.delete(res);
        if (!res.writableEnded) res.end();
      };
      // The token is checked again whenever its account changes (NOTIFY, from any instance) and at every
      // heartbeat (a revocation announced some other way, an expiry): a refused token ends the stream, and
      // the client's reconnect then meets the 401.
      const check = () =>
        app.resolveAccount(req).then(
          (account) => account?.id === accountId || end(),
          () => end(),
        );
      // On NOTIFY the cached check is dropped first (auth's own listener may hear it after this one); the
      // heartbeat's check may use the cache, which NOTIFY and its short lifetime keep current.
      const recheck = () => {
        app.forgetAccount(accountId);
        void check();
      };
      unsubscribe = hub.subscribe(accountId, { wake: push, recheck });
      if (!unsubscribe) throw tooManyRequests();
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(res);
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        void check();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      req.raw.on('close', end);
      res.on('close', end);
      push();
    },
  );
}
