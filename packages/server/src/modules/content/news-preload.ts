/**
 * The /news page's largest paint is its first news photo, whose address only the data knows, so the
 * page's HTML (written at build time) cannot name it. The server names it in a `Link` preload header on
 * the page's answer: a phone fetches it beside the app's code instead of after the news list has come.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contentRepo } from './content.repo.ts';

/** How long the newest photo is remembered: a stale hint costs one needless download, never a wrong page. */
const REMEMBER_MS = 30_000;

export function registerNewsPreload(app: FastifyInstance, db: Db): void {
  let remembered: { at: number; link: string | null } | undefined;
  async function link(): Promise<string | null> {
    if (remembered && Date.now() - remembered.at < REMEMBER_MS) return remembered.link;
    const [first] = await contentRepo.news(db, 0, 1);
    // The card's picture: the middle size (web: features/widgets/api/news.ts `newsPhoto`).
    const value = first
      ? `</uploads/middle-${encodeURIComponent(first.photo)}>; rel=preload; as=image; fetchpriority=high`
      : null;
    remembered = { at: Date.now(), link: value };
    return value;
  }
  // A callback hook, not an async one: every other answer passes straight through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || request.url.split(/[?#]/, 1)[0] !== '/news') return done(null, payload);
    if (reply.statusCode !== 200 || !String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      return done(null, payload);
    void link()
      .catch(() => null)
      .then((value) => {
        if (value) reply.header('link', value);
        done(null, payload);
      });
  });
}
