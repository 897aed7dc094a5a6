// The reload prompt (spec §2, spec-readings General): /version.json every 60 s; when the build differs
// from the one the page runs, the user is asked in the language chosen at that moment — a language
// switch in between neither restarts the poll nor makes it take the new build for the page's own.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { initTestI18n } from '../../test/i18n.ts';
import { useVersionPrompt } from './use-version-prompt.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn() }));

let published = 'build-1';
let versionCalls = 0;

/** happy-dom has no window.confirm: the browser's question, answered "Cancel". */
function askUser() {
  const confirm = vi.fn((_message?: string) => false);
  window.confirm = confirm;
  return confirm;
}

function Page() {
  useVersionPrompt();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  initTestI18n('en');
  published = 'build-1';
  versionCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      expect(String(input)).toMatch(/^\/version\.json\?t=\d+$/);
      versionCalls += 1;
      return Promise.resolve(new Response(JSON.stringify({ version: published }), { status: 200 }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

/** Lets the poll's first check (when the browser is idle) run and learn the build the page runs. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1_100));
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(60_000));

describe('version prompt', () => {
  it('announces a build published before a language switch, in the new language', async () => {
    const confirm = askUser();
    render(<Page />);
    await settle();
    expect(versionCalls).toBe(1);
    published = 'build-2';
    // An async act: what the switch sets off settles before the test goes on.
    await act(() => {
      initTestI18n('ru');
      return Promise.resolve();
    });
    expect(confirm).not.toHaveBeenCalled();
    await nextPoll();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('Доступна новая версия сайта. Обновить страницу?');
    // Declined: a note in the same language instead.
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Чтобы перейти на новую версию, обновите страницу.' }),
    );
    await nextPoll();
    expect(confirm).toHaveBeenCalledTimes(1); // asked once
  });

  it('asks nothing while the build stays the same, across language switches', async () => {
    const confirm = askUser();
    render(<Page />);
    await settle();
    // An async act: what the switch sets off settles before the test goes on.
    await act(() => {
      initTestI18n('ka');
      return Promise.resolve();
    });
    await nextPoll();
    await nextPoll();
    expect(versionCalls).toBeGreaterThanOrEqual(3);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks in Georgian when Georgian is chosen', async () => {
    initTestI18n('ka');
    const confirm = askUser();
    render(<Page />);
    await settle();
    published = 'build-2';
    await nextPoll();
    expect(confirm).toHaveBeenCalledWith('საიტის ახალი ვერსია ხელმისაწვდომია. გსურთ გვერდის განახლება?');
  });
});
