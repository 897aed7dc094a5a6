/**
 * What a journey file sets up once and tears down at the end: the real server with the built app,
 * Chromium, an API client and, when asked, the demo operator signed in. Call `useWorld()` in the
 * file's describe: it registers the beforeAll/afterAll hooks there, and the fields of what it returns
 * are filled in by its beforeAll (hooks the file registers after it run after it, and their afterAll
 * before it).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasBrowser, launchBrowser, NO_BROWSER_MARK } from './browser.ts';
import { ApiClient } from './api.ts';
import { Operator } from './operator.ts';
import { startServer, type RunningServer } from './server.ts';
import { startMailbox, type Mailbox } from './smtp.ts';

export interface World {
  server: RunningServer;
  browser: Browser;
  api: ApiClient;
  /** The server's public address (localhost), where the payment gateway sends the browser back. */
  publicUrl: string;
}

export interface WorldWithOperator extends World {
  operator: Operator;
}

interface WorldOptions {
  /** Sign the demo operator in (`operator`). */
  operator?: boolean;
  /** The server's environment, read when it starts (after the hooks registered before this one). */
  env?: () => Record<string, string>;
}

export function useWorld(options: WorldOptions & { operator: true }): WorldWithOperator;
export function useWorld(options?: WorldOptions): World;
export function useWorld(options: WorldOptions = {}): World {
  const world = {} as WorldWithOperator;
  beforeAll(async () => {
    world.server = await startServer(options.env?.());
    world.browser = await launchBrowser();
    world.api = new ApiClient(world.server.url);
    world.publicUrl = world.server.url.replace('127.0.0.1', 'localhost');
    if (options.operator) world.operator = await Operator.signIn(world.api);
  });
  afterAll(async () => {
    // After a failed start some of it is missing.
    await world.browser?.close();
    await world.server?.stop();
  });
  return world;
}

/** `useWorld()` with a local SMTP mailbox that the server sends its e-mail to (started before the server, stopped after it). */
export function useWorldWithMailbox(): World & { mailbox: Mailbox } {
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  // Registered before the world's hooks, so it runs after the world's afterAll: the server goes first.
  afterAll(async () => {
    await mailbox?.stop();
  });
  const world = useWorld({ env: () => ({ SMTP_URL: mailbox!.url }) }) as World & { mailbox: Mailbox };
  beforeAll(() => {
    world.mailbox = mailbox!;
  });
  return world;
}

/**
 * `describe` for a browser journey: skipped, with NO_BROWSER_MARK in its title, when there is no
 * Chromium outside CI; in CI it always runs (a missing browser then fails at launch). Tests a journey
 * skips on purpose (`it.runIf` for a phone-only check…) are not affected.
 */
export function describeWithBrowser(title: string, body: () => void): void {
  if (hasBrowser) describe(title, body);
  else describe.skip(`${title} ${NO_BROWSER_MARK}`, body);
}
