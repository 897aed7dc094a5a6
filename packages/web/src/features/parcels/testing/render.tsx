/**
 * Component-test harness for the customer's parcel and courier screens: the app's providers around the
 * component, a signed-in demo account, and a fake API answering by path (every call is recorded).
 */
import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Candidate } from '@amanati/shared/accounts';
import type { ProductWire } from '@amanati/shared/parcels';
import { PanelsProvider, usePanels } from '../../../lib/panels.tsx';
import { tokenStore } from '../../../lib/token-store.ts';

export const demoUser: Candidate = {
  _id: 'u1',
  AXID: 'AX10001',
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
    address: 'ვაჟა-ფშაველას 12',
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
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function product(overrides: Partial<ProductWire> = {}): ProductWire {
  return {
    _id: 'p1',
    productOrderId: 'TRACK1',
    productName: '_SHOES_',
    quantity: 1,
    shop: '_AMAZON_',
    otherShop: null,
    personalParcel: false,
    senderName: null,
    senderCountryId: 2,
    amount: 50,
    currency: 'USD',
    price: null,
    branches: 'didube',
    flightId: null,
    file: null,
    description: null,
    custom: false,
    clearance: false,
    insured: false,
    customsState: null,
    state: null,
    status: 'waiting',
    statusPage: 'waiting',
    weight: null,
    labelPhoto: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export const listAnswer = (products: ProductWire[], extra: Record<string, unknown> = {}) => ({
  success: true,
  products,
  productsCount: products.length,
  productsCountChina: products.filter((p) => p.senderCountryId === 1).length,
  productsCountUsa: products.filter((p) => p.senderCountryId === 2).length,
  productsCountTurkey: products.filter((p) => p.senderCountryId === 3).length,
  productsCountGrecee: 0,
  newArr: [],
  ...extra,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (call: Call) => unknown;

/** Answers by the first route whose pattern matches the path; unknown paths answer 404. */
export function mockApi(routes: [RegExp, Handler][]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const path = String(input);
    const call: Call = {
      method: init.method ?? 'GET',
      path,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes.find(([pattern]) => pattern.test(path));
    if (!route)
      return Promise.resolve(
        new Response(JSON.stringify({ success: false, message: 'not_found' }), { status: 404 }),
      );
    const answer = route[1](call);
    if (answer instanceof Response) return Promise.resolve(answer);
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

/** Viewport width for Mantine's media queries (the list switches to tables from 992 px). */
export function setViewport(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

/** What the probes below saw last, written after each commit (rendering itself writes nothing outside). */
const seen: { location: string; panels: ReturnType<typeof usePanels> | null } = {
  location: '',
  panels: null,
};
function LocationProbe() {
  const l = useLocation();
  const location = `${l.pathname}${l.hash}`;
  useEffect(() => {
    seen.location = location;
  }, [location]);
  return null;
}
export const currentLocation = () => seen.location;

function PanelsProbe() {
  const panels = usePanels();
  useEffect(() => {
    seen.panels = panels;
  }, [panels]);
  return null;
}
/** The slide-in panel the component asked for, with its props. */
export const openedPanel = () => {
  const { panels } = seen;
  return panels ? { name: panels.open, props: panels.panel?.props } : null;
};

export function renderWithApp(ui: ReactNode, options: { route?: string; user?: Candidate } = {}) {
  tokenStore.set('test-token', true);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], options.user ?? demoUser);
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <PanelsProvider>
          <MemoryRouter initialEntries={[options.route ?? '/home']}>
            {ui}
            <LocationProbe />
            <PanelsProbe />
          </MemoryRouter>
        </PanelsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
