/** Debian's Chromium driven by playwright-core (no browser download). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Locally without Chromium the journeys are skipped; in CI a missing browser is a failure. */
export const hasBrowser = existsSync(chromiumPath) || Boolean(process.env.CI);

export function launchBrowser(): Promise<Browser> {
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
