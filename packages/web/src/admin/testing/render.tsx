/**
 * Component tests of the back office: Mantine in test mode, a fresh query client, a memory router at
 * `path` (matched by `route`), English texts, optionally a signed-in staff member; the API is faked with
 * `fakeApi` (exact "METHOD /path?query" keys, every call recorded, uploads included).
 */
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Candidate } from '@amanati/shared/accounts';
import { theme } from '../../lib/theme.ts';
import { demoCandidate } from '../../test/render-customer.tsx';
import { initTestI18n } from '../../test/i18n.ts';

export { fakeApi } from './fake-api.ts';

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it for font loads.
if (!(document as { fonts?: unknown }).fonts)
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    configurable: true,
  });

export const staff = (role: 'operator' | 'admin' | 'customer' = 'operator'): Candidate =>
  demoCandidate({ _id: `${role}-1`, AXID: role === 'customer' ? 'AX10001' : 'AX10002', role });

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAdmin(
  ui: ReactElement,
  options: { path?: string; route?: string; user?: Candidate | null } = {},
) {
  initTestI18n('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  localStorage.clear();
  if (options.user) {
    localStorage.setItem('amanati.token', 'staff-token');
    queryClient.setQueryData(['me'], options.user);
  }
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

/** The body of the one recorded call to `key` ("METHOD /path"). */
export function bodyOf(calls: { method: string; path: string; body: unknown }[], key: string): unknown {
  const found = calls.filter((c) => `${c.method} ${c.path}` === key);
  if (found.length !== 1) throw new Error(`expected one call to ${key}, got ${found.length}`);
  return found[0]!.body;
}
