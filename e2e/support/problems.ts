/**
 * What went wrong in the pages of a journey: uncaught script errors (`pageerror`) and console errors
 * (`console` messages of type `error`). Every journey watches its pages with this and ends each test by
 * expecting none.
 *
 * Chromium itself logs "Failed to load resource: …" as a console error for every request that fails
 * (a 4xx or 5xx answer, an aborted download). A journey that provokes a failure on purpose — a wrong
 * password, a map tile server without internet — says which, by the resource's address (and status),
 * with `allow`; nothing else is let through, and an error the page's own code logs never is.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/** A failed request a journey provokes on purpose. */
export interface ExpectedFailure {
  /** The failed resource's address (the console message's location). */
  url: RegExp;
  /** The answer's status; any failure of that address (also a network error) when omitted. */
  status?: number | number[];
  /** Why the journey provokes it (read by people, shown nowhere). */
  why: string;
}

export interface ProblemWatch {
  /** Script errors and console errors not expected, in order; a test ends expecting none. */
  readonly list: string[];
  /** Lets a failed request the journey provokes pass (for the rest of this watch's life). */
  allow: (...failures: ExpectedFailure[]) => void;
}

/** Map tiles come from the internet, which the test machines do not have: every tile request fails. */
export const TILE_HOSTS = /^https?:\/\/[^/]*tile\.openstreetmap\.org\//;

/** The map on /contact: its tiles cannot load here (the page says so and still shows the markers). */
export const MAP_TILES: ExpectedFailure = { url: TILE_HOSTS, why: 'no internet for the map tiles' };

/** An address of the app under test, as a pattern: `api('/api/authorization/signin')`. */
export const api = (pathname: string | RegExp): RegExp =>
  new RegExp(
    `^https?://[^/]+${typeof pathname === 'string' ? pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : pathname.source}(\\?.*)?$`,
  );

const FAILED_RESOURCE = /^Failed to load resource: (?:the server responded with a status of (\d{3})|net::)/;

function expected(message: ConsoleMessage, allowed: ExpectedFailure[]): boolean {
  const failed = FAILED_RESOURCE.exec(message.text());
  if (!failed) return false;
  const url = message.location().url;
  const status = failed[1] ? Number(failed[1]) : undefined;
  return allowed.some(
    (a) =>
      a.url.test(url) &&
      (a.status === undefined ||
        (status !== undefined && (Array.isArray(a.status) ? a.status : [a.status]).includes(status))),
  );
}

/**
 * Watches a page, or every page of a browser context (those opened later too: a tab the journey opens,
 * a popup). Expected failures may be given here or added with `allow`.
 */
export function watchProblems(target: Page | BrowserContext, allowed: ExpectedFailure[] = []): ProblemWatch {
  const list: string[] = [];
  const allowing = [...allowed];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => list.push(`page error on ${page.url()}: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' || expected(message, allowing)) return;
      const at = message.location().url;
      list.push(`console error on ${page.url()}: ${message.text()}${at ? ` (${at})` : ''}`);
    });
  };
  if ('pages' in target) {
    target.pages().forEach(watch);
    target.on('page', watch);
  } else watch(target);
  return {
    list,
    allow: (...failures) => {
      allowing.push(...failures);
    },
  };
}
