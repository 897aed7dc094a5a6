/**
 * The notification bell's stream (`GET /api/notification/stream`, server-sent events) read through the
 * balancer, as the web app does: when the connection ends (its instance died) it connects again, to
 * whichever instance the balancer picks, and carries on from the count that instance sends at once.
 */
import { request, type ClientRequest } from 'node:http';
import { SERVED_BY } from './haproxy.ts';

export class LiveStream {
  /** Every `unread` count received, in order, over all connections. */
  readonly counts: number[] = [];
  /** The instance behind each connection, in order. */
  readonly connections: string[] = [];
  private req: ClientRequest | undefined;
  private closed = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  /** Connects; resolves once the first count of this connection has arrived. */
  open(): Promise<void> {
    const before = this.counts.length;
    this.connect();
    return this.until(() => this.counts.length > before, 20_000, 'the first count');
  }

  private connect(): void {
    if (this.closed) return;
    // A dropped connection may report both an error and a close: reconnect once.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.again();
    };
    const req = request(this.url, { headers: { authorization: `Bearer ${this.token}` } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return end();
      }
      this.connections.push(String(res.headers[SERVED_BY]));
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^event: unread\ndata: (.*)$/m.exec(event);
          if (data)
            this.counts.push((JSON.parse(data[1]!) as { nonotificationLength: number }).nonotificationLength);
        }
        this.wake();
      });
      res.on('close', end);
    });
    req.on('error', end);
    req.end();
    this.req = req;
  }

  private again(): void {
    if (this.closed) return;
    // The connection ended under us: a client reconnects after a short pause.
    this.req?.destroy();
    this.req = undefined;
    setTimeout(() => this.connect(), 200);
  }

  private wake(): void {
    for (const waiter of this.waiters) waiter();
  }

  /** Waits until `done` holds after a count arrives; fails with what was received after `timeoutMs`. */
  until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      if (done()) return resolve();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(
          new Error(
            `live stream: no ${what}; counts ${JSON.stringify(this.counts)} over ${JSON.stringify(this.connections)}`,
          ),
        );
      }, timeoutMs);
      this.waiters.push(check);
    });
  }

  /** Waits for a count of at least `n`. */
  reaches(n: number, timeoutMs = 20_000): Promise<void> {
    return this.until(() => this.counts.some((c) => c >= n), timeoutMs, `count of ${n}`);
  }

  close(): void {
    this.closed = true;
    this.req?.destroy();
    this.wake();
  }
}
