/**
 * Which accessibility run (e2e/a11y-*.e2e.ts) checks each route of the web app's routers
 * (support/routes.ts). `e2e/a11y-routes.e2e.ts` fails when a router gains a route this list does not
 * give to a run, and each run ends by checking that axe ran on a page of every route given to it.
 */
import { checkedPaths } from './axe.ts';
import { appRoutes, routeOf } from './routes.ts';

export type A11yRun = 'public' | 'customer' | 'admin';

/** Route pattern → run; a redirect shows no page of its own: its target is checked. */
export const A11Y_ROUTES: Record<string, A11yRun | 'redirect'> = {
  '/': 'redirect', // → /home
  '/home': 'public', // a visitor's; the customer run checks the signed-in dashboard and its tabs
  '/services': 'public',
  '/terms': 'public',
  '/tarrifs': 'public',
  '/schedule': 'public',
  '/news': 'public',
  '/news-detail/:id': 'public',
  '/contact': 'public',
  '/appstore': 'public',
  '/reset-password': 'public', // a valid link, and an invalid or expired one
  '/pages-404': 'public',
  '*': 'public', // an unknown address
  '/payments/success': 'customer',
  '/payments/failed': 'customer',
  '/profile': 'customer',
  '/change-password': 'customer',
  '/add-branches': 'customer',
  '/notification-detail/:id': 'customer',
  '/notification-all': 'customer',
  '/statement': 'customer',
  '/pickup': 'customer',
  '/claims': 'customer',
  '/courier-orders': 'customer',
  '/developers': 'customer',
  '/invoice/:flightId/:branch?': 'customer',
  '/admin': 'admin', // the dashboard, the staff sign-in and a customer's "no access"
  '/admin/intake': 'admin',
  '/admin/unidentified': 'admin',
  '/admin/disputes': 'admin',
  '/admin/flights': 'admin',
  '/admin/flights/:id': 'admin',
  '/admin/handover': 'admin',
  '/admin/courier': 'admin',
  '/admin/customers': 'admin',
  '/admin/customers/:id': 'admin',
  '/admin/customs': 'admin',
  '/admin/customs/queue': 'admin',
  '/admin/service-rules': 'admin',
  '/admin/storage': 'admin',
  '/admin/claims': 'admin',
  '/admin/content/:tab?': 'admin',
  '/admin/payments/:tab?': 'admin',
  '/admin/staff': 'admin',
  '/admin/audit': 'admin',
  '/admin/cash-report': 'admin',
  '/admin/receipts/:id': 'admin', // a counter receipt, printed without the back office's frame
  '/admin/*': 'redirect', // an unknown section → /admin
};

/** The routes given to the run on none of whose pages axe ran in this file. */
export function uncheckedRoutes(run: A11yRun): string[] {
  const routes = appRoutes();
  const checked = new Set([...checkedPaths].map((p) => routeOf(p, routes)));
  return Object.entries(A11Y_ROUTES)
    .filter(([pattern, given]) => given === run && !checked.has(pattern))
    .map(([pattern]) => pattern);
}
