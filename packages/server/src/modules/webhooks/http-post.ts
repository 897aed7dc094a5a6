/**
 * One POST to a webhook receiver over node:http(s): no redirects followed (a 3xx is an answer like any
 * other), a hard timeout, and — unless private addresses are allowed — a DNS lookup that refuses a
 * non-public address at connection time, so the address checked is the address connected to (a host that
 * resolved to a public address when saved and to 127.0.0.1 now is refused: DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-rules.ts';

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  response: string;
  durationMs: number;
}

const EXCERPT = 500;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0)
      return callback(
        Object.assign(
          new Error(`${hostname} resolves to a non-public address ${refused?.address ?? ''}`.trim()),
          {
            code: 'EADDRNOTPUBLIC',
          },
        ),
        '',
      );
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const done = (r: Omit<PostResult, 'durationMs'>): PostResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(done({ statusCode: null, error: 'invalid URL', response: '' }));
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An IP literal is connected to without a lookup: it is judged here.
  if (!opts.allowPrivate && isIP(host) && !isPublicAddress(host))
    return Promise.resolve(done({ statusCode: null, error: `non-public address ${host}`, response: '' }));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: false,
        ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        let excerpt = '';
        res.setEncoding('utf8');
        const end = () =>
          finish({ statusCode: res.statusCode ?? null, error: null, response: excerpt.slice(0, EXCERPT) });
        res.on('data', (chunk: string) => {
          excerpt += chunk;
          // Enough read: the rest of a large answer is not ours to wait for.
          if (excerpt.length >= EXCERPT) {
            end();
            res.destroy();
          }
        });
        res.on('end', end);
        res.on('close', end);
        res.on('error', end);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `timeout after ${opts.timeoutMs / 1000} s`, response: '' });
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({
        statusCode: null,
        error: err.code ? `${err.code}: ${err.message}` : err.message,
        response: '',
      }),
    );
    req.end(body);
  });
}
