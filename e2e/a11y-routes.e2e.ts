// Every route of the web app's routers (packages/web/src/app/router.tsx and the back office's in
// packages/web/src/admin/admin-app.tsx) is given to an accessibility run (e2e/support/a11y-routes.ts),
// and each run checks that axe ran on a page of every route given to it. Needs no browser.
import { describe, expect, it } from 'vitest';
import { A11Y_ROUTES } from './support/a11y-routes.ts';
import { appRoutes, routeOf } from './support/routes.ts';

describe('the accessibility runs cover every route of the web app', () => {
  const routes = appRoutes();

  it('gives every route of the routers to a run, and lists no route the routers no longer have', () => {
    const listed = Object.keys(A11Y_ROUTES).sort();
    expect(routes.map((r) => r.pattern).sort()).toEqual(listed);
  });

  it('calls redirects what the routers make redirects', () => {
    const redirects = routes.filter((r) => r.redirect).map((r) => r.pattern);
    const listed = Object.entries(A11Y_ROUTES)
      .filter(([, run]) => run === 'redirect')
      .map(([pattern]) => pattern);
    expect(listed.sort()).toEqual(redirects.sort());
  });

  it('tells the routes apart as React Router does', () => {
    expect(
      [
        '/',
        '/home',
        '/no-such-page',
        '/news-detail/42',
        '/invoice/CN-1/didube',
        '/admin',
        '/admin/flights/7',
        '/admin/content/news',
        '/admin/nothing',
      ].map((p) => routeOf(p, routes)),
    ).toEqual([
      '/',
      '/home',
      '*',
      '/news-detail/:id',
      '/invoice/:flightId/:branch?',
      '/admin',
      '/admin/flights/:id',
      '/admin/content/:tab?',
      '/admin/*',
    ]);
  });
});
