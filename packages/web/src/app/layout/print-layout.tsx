/** The print layout: page content only, with a small toolbar hidden when printing. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader.tsx';

export function PrintLayout() {
  return (
    <main className="print-layout">
      <Suspense fallback={<PageLoader padding="xl" />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
