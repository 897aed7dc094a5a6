// The page's side of the service worker and its agreement with the version check (docs/pwa.md): a worker
// that waits is let take over — at registration (the page runs the newest build) or by the prompt's
// reload, which then reloads once; the reload never hangs on a worker that does not answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { initTestI18n } from '../test/i18n.ts';
import { pwa } from './pwa-state.ts';
import {
  checkForUpdate,
  followLanguage,
  registerServiceWorker,
  reloadToNewVersion,
  SERVICE_WORKER_URL,
  TAKE_OVER_MS,
} from './pwa.ts';

/** A browser's `navigator.serviceWorker` with one registration, whose worker may be waiting. */
function fakeWorkers({ waiting = false, controlled = true } = {}) {
  const events = new EventTarget();
  const waitingWorker = waiting ? { postMessage: vi.fn() } : null;
  const registration = { waiting: waitingWorker, update: vi.fn(() => Promise.resolve()) };
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    /** The new worker takes over (what SKIP_WAITING makes the browser do). */
    takeOver: () => events.dispatchEvent(new Event('controllerchange')),
  };
  return { container, registration, waitingWorker };
}
const asContainer = (fake: ReturnType<typeof fakeWorkers>['container']) =>
  fake as unknown as ServiceWorkerContainer;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('service worker registration', () => {
  it('registers the worker at the root; a worker left waiting takes over at once', async () => {
    const { container, waitingWorker } = fakeWorkers({ waiting: true });
    await registerServiceWorker(asContainer(container));
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(waitingWorker!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('starting it hands the update steps to the version prompt', async () => {
    const { startInstalledApp } = await import('./pwa.ts');
    initTestI18n('ka');
    expect(pwa.update).toBeUndefined();
    await startInstalledApp(); // happy-dom has no service workers: nothing registered, no failure
    expect(pwa.update).toEqual({ check: expect.any(Function), reload: expect.any(Function) });
    delete pwa.update;
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
    await expect(checkForUpdate(undefined)).resolves.toBeUndefined();
  });
});

describe('updates agree with the version check', () => {
  it('a new build seen by the version check: the browser fetches the new worker now', async () => {
    const { container, registration } = fakeWorkers();
    await checkForUpdate(asContainer(container));
    expect(registration.update).toHaveBeenCalledTimes(1);
    // Offline, or the worker's script unreachable: no failure (the reload brings the new build anyway).
    registration.update.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(checkForUpdate(asContainer(container))).resolves.toBeUndefined();
  });

  it("the prompt's reload: the waiting worker takes over first, then one reload", async () => {
    const { container, waitingWorker } = fakeWorkers({ waiting: true });
    const reload = vi.fn();
    const done = reloadToNewVersion(asContainer(container), reload);
    await vi.advanceTimersByTimeAsync(0);
    expect(waitingWorker!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled(); // not before the new worker has taken over
    container.takeOver();
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker does not take over in time', async () => {
    const { container } = fakeWorkers({ waiting: true });
    const reload = vi.fn();
    const done = reloadToNewVersion(asContainer(container), reload);
    await vi.advanceTimersByTimeAsync(TAKE_OVER_MS);
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once with no new worker ready, or no worker at all (pages come from the network)', async () => {
    const reload = vi.fn();
    await reloadToNewVersion(asContainer(fakeWorkers().container), reload);
    await reloadToNewVersion(undefined, reload);
    // A first visit's worker that controls no page yet: nothing to hand over.
    const { container, waitingWorker } = fakeWorkers({ waiting: true, controlled: false });
    await reloadToNewVersion(asContainer(container), reload);
    expect(waitingWorker!.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('the manifest in the page’s language', () => {
  it('links the manifest of the language shown, and follows a switch', async () => {
    vi.useRealTimers();
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.ka.webmanifest';
    document.head.append(link);
    const i18n = initTestI18n('en');
    followLanguage();
    expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
    await act(() => i18n.changeLanguage('ru'));
    expect(link.getAttribute('href')).toBe('/manifest.ru.webmanifest');
    link.remove();
  });
});
