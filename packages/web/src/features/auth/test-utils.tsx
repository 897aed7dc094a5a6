/** Renders an auth component as the app does (theme, data layer, panels, router), with fetch mocked. */
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import type { Language } from '@amanati/shared/localized';
import { PanelsProvider, usePanels } from '../../lib/panels.tsx';
import { initTestI18n } from '../../test/i18n.ts';

export interface Reply {
  status?: number;
  body?: unknown;
}

/** A fetch stub answering by path; every call is recorded. */
export function mockFetch(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  // The app calls fetch with a path and, when it sends data, a JSON string.
  const fn = vi.fn((input: string, init?: RequestInit) => {
    const path = String(input);
    const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
    const route = routes[path];
    const reply =
      typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { message: 'not_found' } });
    return Promise.resolve(
      new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fn);
  /** Calls to one path, with their JSON bodies. */
  const calls = (path: string): unknown[] =>
    fn.mock.calls
      .filter(([input]) => String(input) === path)
      .map(([, init]): unknown => (init?.body ? JSON.parse(init.body as string) : undefined));
  return { fn, calls };
}

const ME = '/api/authorization/userInformation';

/** A JSON answer with its status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** userInformation answers one after the other: a Response, or an Error for a failed network. */
export function answersInTurn(...answers: (Response | Error)[]) {
  const fn = vi.fn((input: string) => {
    expect(String(input)).toBe(ME);
    const next = answers.shift();
    if (!next) return Promise.reject(new Error('no more answers'));
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const demoCandidate = {
  _id: 'a1',
  AXID: 'AX10001',
  email: 'demo@amanati.ge',
  phone: '555123456',
  type: 1,
  role: 'customer',
  balance: 0,
  deptSum: 0,
  foreignCitizen: false,
  emailNotifications: true,
  takedPlaced: { city: 'tbilisi', address: 'didube' },
  information: {
    city: '_TBILISI_',
    address: 'Rustaveli 1',
    passportId: '01001012345',
    orgId: '',
    nameKa: 'გიორგი',
    lastNameKa: 'ბერიძე',
    nameEn: 'Giorgi',
    lastNameEn: 'Beridze',
    LTDName: '',
    LTDNameEn: '',
    indEntrepreneur: false,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
};

interface Options {
  lang?: Language;
  route?: string;
  path?: string;
}

export function renderAuth(ui: ReactElement, { lang = 'en', route = '/', path = '*' }: Options = {}) {
  initTestI18n(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const probe = { panels: null as ReturnType<typeof usePanels> | null, location: '' };
  function Probe() {
    probe.panels = usePanels();
    probe.location = useLocation().pathname;
    return null;
  }
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <PanelsProvider>
          <MemoryRouter initialEntries={[route]}>
            <Probe />
            <Routes>
              <Route path={path} element={ui} />
              <Route path="/home" element={<p>home page</p>} />
            </Routes>
          </MemoryRouter>
        </PanelsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, probe, user: userEvent.setup({ delay: null }) };
}
