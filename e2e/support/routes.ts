/**
 * The web app's routes, from the site's route table (packages/web/src/app/routes.ts) and the back
 * office's router source (packages/web/src/admin/admin-app.tsx, a declarative `<Route path="…">` tree),
 * so that the accessibility runs and the size benchmark notice a route added there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REDIRECTS, ROUTES } from '../../packages/web/src/app/routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN_ROUTER = 'packages/web/src/admin/admin-app.tsx';

export interface AppRoute {
  /** As React Router writes it, the back office's with its /admin prefix: `/news-detail/:id`, `/admin/content/:tab?`. */
  pattern: string;
  /** Which router declares it. */
  router: 'site' | 'admin';
  /** A `<Navigate>`: it shows no page of its own, its target is what a visitor sees. */
  redirect: boolean;
}

/** `<Route …>` elements with a path (or `index`), in source order; layout routes and mounts are left out. */
function routesIn(file: string): { path: string | null; redirect: boolean }[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const found: { path: string | null; redirect: boolean }[] = [];
  // Each piece runs from one `<Route` to the next: the element's attributes, and its closing tags.
  for (const piece of source.split(/<Route\b/).slice(1)) {
    const pathAttr = /\bpath="([^"]+)"/.exec(piece);
    const index = /^\s+index\b/.test(piece);
    if (!pathAttr && !index) continue;
    // A route whose element holds a `<Routes>` of its own (the back office's frame around its pages)
    // mounts the routes inside it; those are the pages.
    if (/<Routes\b/.test(piece)) continue;
    found.push({ path: pathAttr ? pathAttr[1]! : null, redirect: /element=\{\s*<Navigate\b/.test(piece) });
  }
  return found;
}

/**
 * Every route a visitor, customer or member of staff can land on. The site's `/admin/*` only mounts
 * the back office, so the back office's own routes stand in its place.
 */
export function appRoutes(): AppRoute[] {
  const admin = routesIn(ADMIN_ROUTER);
  if (admin.length < 10)
    throw new Error(
      `the back office's router no longer reads as a <Route path="…"> tree (${admin.length} routes found): ` +
        'update e2e/support/routes.ts',
    );
  // Any other path shows the not-found page (the router's `*`).
  const site = [...Object.keys(REDIRECTS), ...ROUTES.map((r) => r.path), '*'];
  return [
    ...site
      .filter((pattern) => pattern !== '/admin/*')
      .map((pattern) => ({ pattern, router: 'site' as const, redirect: pattern in REDIRECTS })),
    ...admin.map((r) => ({
      pattern: r.path === null ? '/admin' : `/admin/${r.path}`,
      router: 'admin' as const,
      redirect: r.redirect,
    })),
  ];
}

function patternRegExp(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('') || '/'}/?$`);
}

/** How specific a pattern is: static segments first, then parameters; a splat least. */
const specificity = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .reduce((n, s) => n + (s === '*' ? 0 : s.startsWith(':') ? 1 : 10), 0);

/** The route that answers a path (`/admin…` in the back office), as its pattern; null if none does. */
export function routeOf(pathname: string, routes: AppRoute[] = appRoutes()): string | null {
  const router = /^\/admin(\/|$)/.test(pathname) ? 'admin' : 'site';
  const matching = routes
    .filter((r) => r.router === router && patternRegExp(r.pattern).test(pathname))
    .sort((a, b) => specificity(b.pattern) - specificity(a.pattern));
  return matching[0]?.pattern ?? null;
}
