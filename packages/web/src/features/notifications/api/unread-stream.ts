/**
 * The live unread count (`GET /api/notification/stream`, server-sent events). The token goes in the
 * Authorization header, so the stream is read with fetch and a reader rather than EventSource;
 * a dropped or failed connection is retried with a growing, jittered delay.
 */

export interface SseEvent {
  event: string;
  data: string;
}

/** Incremental parser of the text/event-stream format: feed chunks, get whole events. */
export function createSseParser(onEvent: (e: SseEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (l: string) => {
    if (l === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (l.startsWith(':')) return;
    const colon = l.indexOf(':');
    const field = colon === -1 ? l : l.slice(0, colon);
    const value = colon === -1 ? '' : l.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      lines.forEach(line);
    },
  };
}

export interface UnreadStreamOptions {
  token: () => string | null;
  onUnread: (count: number) => void;
  /** The token was refused: stop, and let the session find out. */
  onUnauthorized?: () => void;
  signal: AbortSignal;
  url?: string;
  minDelayMs?: number;
  maxDelayMs?: number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Runs until aborted, the token is gone or refused. */
export async function runUnreadStream(options: UnreadStreamOptions): Promise<void> {
  const { signal, url = '/api/notification/stream', minDelayMs = 1000, maxDelayMs = 30_000 } = options;
  let failures = 0;
  while (!signal.aborted) {
    const token = options.token();
    if (!token) return;
    try {
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (res.status === 401) {
        options.onUnauthorized?.();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      const parser = createSseParser((e) => {
        if (e.event !== 'unread') return;
        failures = 0;
        try {
          const count = Number(
            (JSON.parse(e.data) as { nonotificationLength?: unknown }).nonotificationLength,
          );
          if (Number.isFinite(count)) options.onUnread(count);
        } catch {
          /* not JSON: ignored */
        }
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch (error) {
      if (signal.aborted) return;
      console.warn('notification stream', error);
    }
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    failures += 1;
    await wait(delay * (0.5 + Math.random() / 2), signal);
  }
}
