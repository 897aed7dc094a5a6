/**
 * The real server (`tsx src/server.ts`) on a free port with its own data directory and the built web
 * app, as a user meets it: the server tests' `startServerProcess`, plus a data directory of its own
 * that `stop()` removes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';

export interface RunningServer {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amanati-e2e-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startServerProcess({ dataDir, web: true, env }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  return {
    url: server.url,
    output: server.output,
    async stop() {
      await server.kill();
      removeData();
    },
  };
}
