/**
 * Real HTTP for the probes: node:http rather than fetch, because a probe must choose its source address
 * (127.0.0.x are all loopback on Linux) to play several clients without a proxy in front.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, as a client does
  json: any;
  bytes: number;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  /** JSON body (sets the content type) or raw bytes with `headers`. */
  body?: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
  /** Source address of the connection (a loopback address other than 127.0.0.1 plays another client). */
  from?: string;
  timeoutMs?: number;
}

export function request(base: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  const payload =
    opts.raw ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body), 'utf8'));
  const headers: Record<string, string> = {
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...(opts.body !== undefined && !opts.raw ? { 'content-type': 'application/json' } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        headers,
        agent: false,
        ...(opts.from ? { localAddress: opts.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const buf = Buffer.concat(chunks);
          const text = buf.toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, bytes: buf.length });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 60_000, () => req.destroy(new Error(`timeout: ${path.slice(0, 80)}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Raw bytes on a socket, everything read until the server closes it (for answers of Node's parser). */
export function rawRequest(base: string, bytes: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('data', (d) => (out += String(d)));
    socket.on('error', (err) => (out ? resolve(out) : reject(err)));
    socket.on('close', () => resolve(out));
  });
}

/** Whether a TCP connection to host:port is accepted. */
export function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(3_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A multipart body with `inputs` (JSON) and an optional `file`, as the web app sends it. */
export function multipart(inputs: unknown, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----probe${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="inputs"\r\n\r\n${JSON.stringify(inputs)}\r\n--${boundary}--\r\n`,
    ),
  );
  return {
    raw: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An open SSE stream: its status, whether it has ended, and what it received. */
export interface Stream {
  status: number;
  text: () => string;
  ended: Promise<void>;
  close(): void;
}

export function openStream(base: string, path: string, token: string, from?: string): Promise<Stream> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { authorization: `Bearer ${token}` },
        agent: false,
        ...(from ? { localAddress: from } : {}),
      },
      (res) => {
        let text = '';
        const ended = new Promise<void>((r) => {
          res.on('end', r);
          res.on('close', r);
        });
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('error', () => undefined);
        resolve({ status: res.statusCode ?? 0, text: () => text, ended, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
