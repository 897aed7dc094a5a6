/**
 * Live bell fan-out: notifications are announced with pg_notify on commit, and every instance
 * LISTENs, so a badge updates whichever instance holds the customer's stream (no in-memory-only fan-out).
 * The same hub hears account changes (password change, reset, revocation: auth's channel), so a stream
 * re-checks its token the moment its account changes on any instance (security review finding 13).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { listen, type Stop } from '../../lib/pg-listen.ts';
import { ACCOUNT_CHANNEL } from '../../plugins/auth.ts';
import { NOTIFY_CHANNEL } from './notifications.service.ts';

/** Open streams one account may hold on one instance; one more is refused (429), see docs/operations.md. */
export const MAX_STREAMS_PER_ACCOUNT = 5;

export interface LiveStream {
  /** The account's unread count may have changed. */
  wake(): void;
  /** The account changed (its tokens may be revoked): check this stream's token again. */
  recheck(): void;
}

export interface LiveHub {
  /** Adds a stream, or answers null when the account already holds MAX_STREAMS_PER_ACCOUNT. */
  subscribe(accountId: string, stream: LiveStream): (() => void) | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLiveHub(database: Database, log: FastifyBaseLogger): LiveHub {
  const listeners = new Map<string, Set<LiveStream>>();
  const stops: Stop[] = [];

  const each = (payload: string, act: (s: LiveStream) => void) => {
    const targets = payload === '*' ? [...listeners.values()] : [listeners.get(payload)].filter(Boolean);
    for (const set of targets) for (const stream of [...set!]) act(stream);
  };

  return {
    subscribe(accountId, stream) {
      const set = listeners.get(accountId) ?? new Set<LiveStream>();
      // Checked and taken in one synchronous step: parallel opens cannot both pass the count.
      if (set.size >= MAX_STREAMS_PER_ACCOUNT) return null;
      set.add(stream);
      listeners.set(accountId, set);
      return () => {
        set.delete(stream);
        if (set.size === 0 && listeners.get(accountId) === set) listeners.delete(accountId);
      };
    },
    async start() {
      stops.push(await listen(database, NOTIFY_CHANNEL, (p) => each(p, (s) => s.wake()), log));
      stops.push(await listen(database, ACCOUNT_CHANNEL, (p) => each(p, (s) => s.recheck()), log));
    },
    async stop() {
      for (const stop of stops.splice(0)) await stop();
      listeners.clear();
    },
  };
}
