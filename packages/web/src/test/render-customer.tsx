/**
 * Component tests of the customer's side: Mantine (test mode: no transitions, no portals), a fresh
 * query client, the panels, a memory router; optionally a signed-in customer and a fake API.
 */
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Candidate } from '@amanati/shared/accounts';
import { PanelsProvider } from '../lib/panels.tsx';
import { theme } from '../lib/theme.ts';

export const demoCandidate = (over: Partial<Candidate> = {}): Candidate => ({
  _id: 'acc-1',
  AXID: 'AX100001',
  email: 'demo@amanati.ge',
  phone: '555123456',
  type: 1,
  role: 'customer',
  balance: 150,
  deptSum: 0,
  foreignCitizen: false,
  emailNotifications: true,
  takedPlaced: { city: 'tbilisi', address: 'didube' },
  information: {
    city: '_TBILISI_',
    address: 'ვაჟა-ფშაველას გამზ. 12',
    passportId: '01001012345',
    orgId: '',
    nameKa: 'ნინო',
    lastNameKa: 'ბერიძე',
    nameEn: 'nino',
    lastNameEn: 'Beridze',
    LTDName: '',
    LTDNameEn: '',
    indEntrepreneur: false,
  },
  createdAt: '2025-01-10T10:00:00.000Z',
  ...over,
});

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (call: FakeCall) => { status?: number; body?: unknown } | Response | Promise<Response>;

/** Replaces fetch: `routes` maps "METHOD /path" (exact) to an answer; every call is recorded. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  // The app calls fetch with a path.
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const call: FakeCall = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ message: 'not_found' }), { status: 404 });
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body ?? { success: true }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
  };
}

export function renderWith(
  ui: ReactElement,
  options: { user?: Candidate | null; path?: string; route?: string; queryClient?: QueryClient } = {},
) {
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
    });
  if (options.user) {
    localStorage.setItem('amanati.token', 'test-token');
    queryClient.setQueryData(['me'], options.user);
  }
  const wrap = (children: ReactNode) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <PanelsProvider>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              <Route path={options.route ?? '*'} element={children} />
              <Route path="*" element={<div data-testid="elsewhere" />} />
            </Routes>
          </MemoryRouter>
        </PanelsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const result = render(wrap(ui));
  return { ...result, queryClient };
}
