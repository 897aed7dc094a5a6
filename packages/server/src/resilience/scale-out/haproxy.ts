/**
 * HAProxy from Debian's package (`apt-get install haproxy`) in front of several server instances, as
 * docs/operations.md ("Scale-out topology") describes: round-robin, health checks that take a dead
 * instance out, a refused connection redispatched to another instance. Its config is written to a
 * temporary directory; the process runs in the foreground (`-db`) as a child of the test.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../test/ports.ts';

/** Debian's place for the binary (the test takes HAPROXY_PATH instead when set). */
export const DEBIAN_HAPROXY = '/usr/sbin/haproxy';

export interface Backend {
  name: string;
  url: string;
}

export interface Balancer {
  url: string;
  /** Each server's state as HAProxy's health checks see it (`UP`, `DOWN`, …), by name. */
  states(): Promise<Record<string, string>>;
  /** Resolves once every named server is in the given state (HAProxy's own checks decide). */
  waitFor(names: string[], state: string, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

/** The response header naming the instance that answered, set by HAProxy (`%s`: the server's name). */
export const SERVED_BY = 'x-served-by';

/**
 * The gateway simulator keeps its transactions in the memory of the instance that opened its page, as
 * the real card gateway is a single outside party: its paths go to the first instance only.
 */
function config(port: number, statsPort: number, backends: Backend[]): string {
  const server = (b: Backend) => `  server ${b.name} ${new URL(b.url).host} check`;
  return `global
  maxconn 512

defaults
  mode http
  option httplog
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-keep-alive 10s
  # A connection refused (an instance just killed, not yet marked down) is retried on another instance;
  # nothing had been sent, so this is safe for every method.
  retries 3
  option redispatch 1
  retry-on conn-failure
  default-server inter 300ms fall 2 rise 2

frontend web
  bind 127.0.0.1:${port}
  option forwardfor
  use_backend gateway if { path_beg /gateway-sim/ }
  default_backend amanati

backend amanati
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  http-response set-header ${SERVED_BY} %s
${backends.map(server).join('\n')}

backend gateway
  option httpchk GET /healthz
  http-response set-header ${SERVED_BY} %s
${server(backends[0]!)}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** HAProxy listening on `port` (chosen by the caller: the instances' PUBLIC_URL names it). */
export async function startHaproxy(
  haproxyPath: string,
  dir: string,
  port: number,
  backends: Backend[],
): Promise<Balancer> {
  if (!existsSync(haproxyPath))
    throw new Error(
      `HAProxy is required and is not at ${haproxyPath}: install Debian's (apt-get install haproxy) or set HAPROXY_PATH`,
    );
  const statsPort = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config(port, statsPort, backends));
  let out = '';
  const child = spawn(haproxyPath, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;

  async function states(): Promise<Record<string, string>> {
    const csv = await (await fetch(statsUrl)).text();
    const [head, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = head!.split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const result: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[px!] === 'amanati' && !['FRONTEND', 'BACKEND'].includes(cells[sv!]!))
        result[cells[sv!]!] = cells[status!]!;
    }
    return result;
  }

  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    states,
    async waitFor(names, state, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let last: Record<string, string> = {};
      for (;;) {
        if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${out}`);
        last = await states().catch(() => ({}));
        if (names.every((name) => last[name]?.startsWith(state))) return;
        if (Date.now() > deadline)
          throw new Error(`HAProxy: ${names.join(', ')} not ${state}: ${JSON.stringify(last)}\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    output: () => out,
  };
  return balancer;
}
