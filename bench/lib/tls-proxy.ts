/**
 * HAProxy from Debian's package terminating TLS with HTTP/2 in front of one server, as production runs
 * (docs/operations.md: the app behind a proxy or load balancer, PUBLIC_URL on https). Over HTTP/1.1 a
 * browser fetches at most six files at a time from one origin; over HTTP/2 all of them on one
 * connection — which changes what a page of many small chunks costs on a slow phone network. The
 * certificate is a throwaway self-signed one (the browser is told to accept it).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../packages/server/src/test/ports.ts';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface TlsProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startTlsProxy(target: string): Promise<TlsProxy> {
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy not found at ${HAPROXY} (apt-get install haproxy)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = path.join(dir, 'site.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s

frontend web
  bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1
  option forwardfor
  default_backend app

backend app
  server app ${new URL(target).host}
`,
  );
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (d) => (output += String(d)));
  // Ready once it accepts connections.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited: ${output}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (i > 100) throw new Error(`HAProxy did not listen: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `https://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
