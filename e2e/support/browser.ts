/** Debian's Chromium driven by playwright-core (no browser download). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `CI` set (to anything but 0 or false), as CI services and `.ci/run` do. */
export const inCI = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI ?? '');
const browserFound = existsSync(chromiumPath);

/**
 * Whether the journeys run: locally without Chromium they are skipped; in CI (`CI` set) never — there
 * a missing browser fails every journey when it launches, it is not a reason to skip.
 */
export const hasBrowser = browserFound || inCI;

/**
 * Put in the title of a suite skipped for want of a browser (`describeWithBrowser` in world.ts):
 * `scripts/test-all.mjs` counts such a skip as a failure when `CI` is set — a second guard, should
 * `hasBrowser` ever let one through there.
 */
export const NO_BROWSER_MARK = '[skipped: no Chromium]';

export function launchBrowser(): Promise<Browser> {
  if (!browserFound)
    throw new Error(
      `Chromium is required${inCI ? ' in CI' : ''} and is not at ${chromiumPath}: ` +
        "install Debian's (apt-get install chromium) or set CHROMIUM_PATH",
    );
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
