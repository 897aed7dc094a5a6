/**
 * Live bell fan-out: notifications are announced with pg_notify on commit, and every instance
 * LISTENs, so a badge updates whichever instance holds the customer's stream (no in-memory-only fan-out).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { listen, type Stop } from '../../lib/pg-listen.ts';
import { NOTIFY_CHANNEL } from './notifications.service.ts';

export type Wake = () => void;

export interface LiveHub {
  subscribe(accountId: string, wake: Wake): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLiveHub(database: Database, log: FastifyBaseLogger): LiveHub {
  const listeners = new Map<string, Set<Wake>>();
  let stopListening: Stop | undefined;

  function dispatch(payload: string) {
    const targets = payload === '*' ? [...listeners.values()] : [listeners.get(payload)].filter(Boolean);
    for (const set of targets) for (const wake of set!) wake();
  }

  return {
    subscribe(accountId, wake) {
      const set = listeners.get(accountId) ?? new Set<Wake>();
      set.add(wake);
      listeners.set(accountId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0) listeners.delete(accountId);
      };
    },
    async start() {
      stopListening = await listen(database, NOTIFY_CHANNEL, dispatch, log);
    },
    async stop() {
      await stopListening?.();
      listeners.clear();
    },
  };
}
