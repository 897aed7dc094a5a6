/** A webhook receiver for tests: a node:http server on 127.0.0.1 that records what it is sent. */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  /** The raw body, as the signature covers it. */
  raw: string;
  body: { id: string; type: string; created: string; data: Record<string, unknown> };
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** What it answers next (status; or hold the answer until released). */
  answer: { status: number; text: string; holdMs?: number };
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answer: Receiver['answer'] = { status: 200, text: 'ok' };
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      const reply = () => {
        if (!res.destroyed) res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
      };
      if (answer.holdMs) setTimeout(reply, answer.holdMs);
      else reply();
    });
  });
  server.on('connection', (s) => (sockets.add(s), s.on('close', () => sockets.delete(s))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
