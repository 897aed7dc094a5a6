/**
 * LISTEN on PostgreSQL channels, on PGlite or a server: how instances tell each other about changes
 * (notifications for live bells, revoked tokens) without in-memory-only fan-out. On a server all
 * channels share one dedicated connection per database, re-established (with its LISTENs) if it drops.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

export type Stop = () => Promise<void>;
type Handler = (payload: string) => void;

interface Shared {
  handlers: Map<string, Set<Handler>>;
  client: pg.PoolClient | null;
  connecting: Promise<void> | null;
  /** Closes the current connection once (closed rather than returned: a LISTEN connection is not for reuse). */
  release: () => void;
}

const shared = new WeakMap<pg.Pool, Shared>();

function connect(pool: pg.Pool, state: Shared, log: FastifyBaseLogger): Promise<void> {
  state.connecting ??= (async () => {
    const client = await pool.connect();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      client.release(true);
    };
    client.on('notification', (msg) => {
      for (const handler of state.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', (err) => {
      release();
      if (state.client !== client) return;
      state.client = null;
      state.connecting = null;
      if (state.handlers.size === 0) return;
      log.warn({ err }, 'listen connection lost; reconnecting');
      setTimeout(
        () => void connect(pool, state, log).catch((e) => log.error({ err: e }, 'listen reconnect failed')),
        1000,
      );
    });
    for (const channel of state.handlers.keys()) await client.query(`listen ${channel}`);
    state.client = client;
    state.release = release;
  })();
  return state.connecting;
}

export async function listen(
  database: Database,
  channel: string,
  onMessage: Handler,
  log: FastifyBaseLogger,
): Promise<Stop> {
  if (database.pglite) return database.pglite.listen(channel, onMessage);
  const pool = database.pool;
  if (!pool) return () => Promise.resolve();
  let state = shared.get(pool);
  if (!state) {
    state = { handlers: new Map(), client: null, connecting: null, release: () => undefined };
    shared.set(pool, state);
  }
  const isNew = !state.handlers.has(channel);
  const set = state.handlers.get(channel) ?? new Set<Handler>();
  set.add(onMessage);
  state.handlers.set(channel, set);
  if (state.client && isNew) await state.client.query(`listen ${channel}`);
  else await connect(pool, state, log);
  const current = state;
  return async () => {
    set.delete(onMessage);
    if (set.size === 0) current.handlers.delete(channel);
    if (current.handlers.size === 0 && current.client) {
      const client = current.client;
      current.client = null;
      current.connecting = null;
      await client.query('unlisten *').catch(() => undefined);
      current.release();
    }
  };
}
