/** The plain-text block the server prints once it listens: where it is, how to open it, demo sign-ins. */
import type { Config } from './env.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export interface DemoLine {
  role: string;
  email: string;
  axid: string;
  password: string;
}

export function startMessage(config: Config, database: string, demo: DemoLine[]): string {
  const lines = [`Amanati is running on ${config.publicUrl} (${database})`];
  if (LOOPBACK.has(config.host))
    lines.push(
      `  listening on ${config.host} only: set HOST=0.0.0.0 to reach it from other machines (behind a proxy, also TRUST_PROXY)`,
    );
  if (!config.isProduction) {
    for (const a of demo) lines.push(`  demo ${a.role.padEnd(8)} ${a.email} (${a.axid}) / ${a.password}`);
    lines.push(`  API docs: ${config.publicUrl}/api/docs`);
  }
  return lines.join('\n');
}
