/**
 * A client of the balancer, as a browser or app would be: JSON and form posts, reads retried when the
 * balancer answers that no instance could (502/503/504) or the connection drops — idempotent requests
 * only; a write is sent once. Every answer's instance (HAProxy's x-served-by) is noted.
 */
import { SERVED_BY } from './haproxy.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  json: Json;
  bytes: Buffer;
  headers: Headers;
  /** The instance that answered (absent when HAProxy answered itself). */
  server: string | undefined;
}

export interface Served {
  method: string;
  url: string;
  status: number;
  server: string | undefined;
}

const RETRIED_STATUSES = new Set([502, 503, 504]);
const READ_ATTEMPTS = 8;

export class BalancedClient {
  readonly served: Served[] = [];
  /** Reads that had to be sent again, and why. */
  readonly retries: string[] = [];

  constructor(readonly base: string) {}

  async call(
    method: string,
    url: string,
    options: { token?: string; body?: unknown; form?: FormData; redirect?: RequestRedirect } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.form;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const idempotent = method === 'GET' || method === 'HEAD';
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${this.base}${url}`, { method, headers, body, redirect: options.redirect });
        const bytes = Buffer.from(await res.arrayBuffer());
        const server = res.headers.get(SERVED_BY) ?? undefined;
        this.served.push({ method, url, status: res.status, server });
        if (idempotent && RETRIED_STATUSES.has(res.status) && attempt < READ_ATTEMPTS) {
          this.retries.push(`${method} ${url}: ${res.status}`);
          await pause(attempt);
          continue;
        }
        let json: Json = {};
        try {
          json = JSON.parse(bytes.toString('utf8')) as Json;
        } catch {
          // not JSON (a file, a page): the bytes are there
        }
        return { status: res.status, json, bytes, headers: res.headers, server };
      } catch (err) {
        if (!idempotent || attempt >= READ_ATTEMPTS) throw err;
        this.retries.push(`${method} ${url}: ${(err as Error).message}`);
        await pause(attempt);
      }
    }
  }

  /** The call, which must answer 2xx (or a redirect when `redirect: 'manual'`). */
  async ok(
    method: string,
    url: string,
    options: Parameters<BalancedClient['call']>[2] = {},
  ): Promise<Answer> {
    const answer = await this.call(method, url, options);
    if (answer.status < 200 || answer.status >= (options.redirect === 'manual' ? 400 : 300))
      throw new Error(`${method} ${url} answered ${answer.status}: ${answer.bytes.toString().slice(0, 500)}`);
    return answer;
  }
}

/** A short, growing wait before a read is sent again, as clients back off. */
const pause = (attempt: number) => new Promise((r) => setTimeout(r, 100 * attempt));
