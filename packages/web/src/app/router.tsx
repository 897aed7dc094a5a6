/**
 * The route table (routes.ts) as react-router routes, matched exactly. Pages load lazily, so a visitor
 * downloads only what the page shows; the back office under /admin is its own chunk that customers
 * never download. Declarative routes (not the data router): the same matching at half the router's
 * weight (docs/performance.md). A page that app/first-page.ts fetched early renders without suspending
 * (lazyDefault over the same module objects).
 */
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyDefault } from '../lib/early-module.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { CustomerOnly } from './layout/customer-only.tsx';
import { PrintLayout } from './layout/print-layout.tsx';
import { pages } from './page-modules.ts';
import { NOT_FOUND, REDIRECTS, ROUTES, type AppRoute } from './routes.ts';

// One lazy component per page module: routes sharing a page share it.
const components = new Map(Object.entries(pages).map(([source, module]) => [source, lazyDefault(module)]));

function routeOf(route: AppRoute, path = route.path): ReactNode {
  const Page = components.get(route.source)!;
  const element = <Route key={path} path={path} element={<Page />} />;
  return route.guard === 'customer' ? (
    <Route key={path} element={<CustomerOnly />}>
      {element}
    </Route>
  ) : (
    element
  );
}

const inLayout = (layout: AppRoute['layout']) =>
  ROUTES.filter((route) => route.layout === layout).map((r) => routeOf(r));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        {inLayout('site')}
        {routeOf(NOT_FOUND, '*')}
      </Route>
      <Route element={<PrintLayout />}>{inLayout('print')}</Route>
      {inLayout('own')}
    </Routes>
  );
}
