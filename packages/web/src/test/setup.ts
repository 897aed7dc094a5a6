/** Component tests: the DOM APIs Mantine expects, and i18n in Georgian with every dictionary loaded. */
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as Notify from '../lib/notify.ts';

// `findBy…` and `waitFor` wait for what the user would see; with lazy parts and a busy CI machine (the test
// tiers run side by side) that can take longer than Testing Library's default second. A state that never
// comes still fails.
configure({ asyncUtilTimeout: 30_000 });

// A console.error is a defect (a React warning, a failed prop type, an error a component swallowed): it
// fails the test that caused it, as the browser journeys do.
const consoleErrors: unknown[][] = [];
let consoleSpy: { mockRestore(): void } | undefined;
beforeEach(() => {
  consoleErrors.length = 0;
  const original = console.error.bind(console);
  consoleSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    original(...args);
  });
});

// Each test starts signed out, with nothing remembered from the test before (tokens, popup marks…).
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  consoleSpy?.mockRestore();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]!
      .map((part) => (part instanceof Error ? part.message : String(part)))
      .join(' ');
    throw new Error(
      `console.error was called ${consoleErrors.length} time(s); first: ${first.slice(0, 500)}`,
    );
  }
});

// Toasts live in a React root of their own, which cleanup() does not unmount: left mounted, a toast's
// transition timer fires after the file's DOM is gone ("window is not defined", an unhandled error).
// The real module even where a file mocks it (a mock never mounted anything).
afterAll(async () => {
  const { unmountToasts } = await vi.importActual<typeof Notify>('../lib/notify.ts');
  await unmountToasts();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;

// Browsers tag Blob and File ("[object File]"); happy-dom does not, so cloning libraries (Mantine's form
// copies its values on every change) would deep-copy a file's bytes and hand back a different object.
for (const [ctor, tag] of [
  [Blob, 'Blob'],
  [File, 'File'],
] as const) {
  if (Object.prototype.toString.call(Object.create(ctor.prototype)) === '[object Object]')
    Object.defineProperty(ctor.prototype, Symbol.toStringTag, { value: tag, configurable: true });
}
