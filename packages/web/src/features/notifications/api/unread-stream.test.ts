import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseParser, runUnreadStream } from './unread-stream.ts';

afterEach(() => vi.unstubAllGlobals());

describe('createSseParser', () => {
  it('joins chunks into events, skips comments and handles CRLF', () => {
    const events: { event: string; data: string }[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push(': ping\r\n\r\nevent: unread\r\nda');
    parser.push('ta: {"nonotificationLength":3}\r\n\r\ndata: a\ndata: b\n\n');
    expect(events).toEqual([
      { event: 'unread', data: '{"nonotificationLength":3}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });
});

describe('runUnreadStream', () => {
  it('reconnects with backoff when the stream ends, and stops on 401', async () => {
    const answers = [
      () => new Response('event: unread\ndata: {"nonotificationLength":2}\n\n', { status: 200 }),
      () => new Response('oops', { status: 503 }),
      () => new Response('event: unread\ndata: {"nonotificationLength":5}\n\n', { status: 200 }),
      () => new Response('', { status: 401 }),
    ];
    const fetchMock = vi.fn(() => Promise.resolve(answers.shift()!()));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const counts: number[] = [];
    const unauthorized = vi.fn();
    await runUnreadStream({
      token: () => 't',
      onUnread: (n) => counts.push(n),
      onUnauthorized: unauthorized,
      signal: new AbortController().signal,
      minDelayMs: 1,
      maxDelayMs: 4,
    });
    expect(counts).toEqual([2, 5]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted and when there is no token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await runUnreadStream({
      token: () => null,
      onUnread: () => undefined,
      signal: new AbortController().signal,
    });
    const controller = new AbortController();
    controller.abort();
    await runUnreadStream({ token: () => 't', onUnread: () => undefined, signal: controller.signal });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
