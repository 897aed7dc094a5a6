// The reload prompt (spec §2, spec-readings General): /version.json every 60 s; when the build differs
// from the one the page runs, the user is asked in the language chosen at that moment — a language
// switch in between neither restarts the poll nor makes it take the new build for the page's own.
// The service worker agrees (docs/pwa.md): the same question, once, has the new worker fetched and the
// reload let it take over.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { pwa } from '../../lib/pwa-state.ts';
import { initTestI18n } from '../../test/i18n.ts';
import { useVersionPrompt } from './use-version-prompt.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn() }));

/** The service worker's update steps, as lib/pwa.ts hands them over once loaded. */
const checkForUpdate = vi.fn(() => Promise.resolve());
const reloadToNewVersion = vi.fn(() => Promise.resolve());

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
  checkForUpdate.mockClear();
  reloadToNewVersion.mockClear();
  delete pwa.update;
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

  it('one question for the new build and the service worker: yes lets the new worker take over, then reloads', async () => {
    pwa.update = { check: checkForUpdate, reload: reloadToNewVersion };
    const confirm = vi.fn(() => true);
    window.confirm = confirm;
    render(<Page />);
    await settle();
    expect(checkForUpdate).not.toHaveBeenCalled();
    published = 'build-2';
    await nextPoll();
    // The browser fetches the new worker at once, while the user is being asked.
    expect(checkForUpdate).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(reloadToNewVersion).toHaveBeenCalledTimes(1);
    await nextPoll();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(reloadToNewVersion).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('declined: the new worker is fetched but nothing reloads', async () => {
    pwa.update = { check: checkForUpdate, reload: reloadToNewVersion };
    askUser();
    render(<Page />);
    await settle();
    published = 'build-2';
    await nextPoll();
    expect(checkForUpdate).toHaveBeenCalledTimes(1);
    expect(reloadToNewVersion).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('without the service worker (development, an old browser, not loaded yet): a plain reload', async () => {
    window.confirm = vi.fn(() => true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<Page />);
    await settle();
    published = 'build-2';
    await nextPoll();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
