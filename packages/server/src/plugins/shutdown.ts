/**
 * Graceful shutdown on SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (a new
 * request on a kept-alive connection gets 503 and `Connection: close`), end the open notification streams
 * (their route's preClose hook), stop the jobs and wait for a run in flight, then close the database and
 * exit 0. Whatever still holds on after SHUTDOWN_TIMEOUT_MS is cut off: exit 1, so an orchestrator's own
 * kill (Kubernetes waits 30 s by default) never comes first.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export const SHUTDOWN_TIMEOUT_MS = 25_000;

export function shutdownOnSignals(
  app: FastifyInstance,
  parts: { stopJobs: () => Promise<void>; database: Database },
): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      await Promise.all([parts.stopJobs(), app.close()]);
      await parts.database.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (s) => void shutdown(s));
}
