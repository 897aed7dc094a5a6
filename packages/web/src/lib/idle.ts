/**
 * Background work (the page-view counter, the version check) waits until the browser has nothing more
 * urgent to do, at the latest `timeoutMs`: on a slow phone its requests would otherwise queue with the
 * first page's own downloads, and be waited for as if the page needed them.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  } else {
    setTimeout(task, 0);
  }
}
