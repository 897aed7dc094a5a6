/**
 * Component tests of the public widgets and pages: Mantine in test mode, a fresh query client, a memory
 * router, the dictionaries of one language, fetch answered by path, and an optional signed-in account.
 */
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Candidate } from '@amanati/shared/accounts';
import type { Language } from '@amanati/shared/localized';
import { theme } from '../../lib/theme.ts';
import { initTestI18n } from '../../test/i18n.ts';

type Answer = { status?: number; body: unknown } | (() => { status?: number; body: unknown });

/** Replaces fetch: GET paths (exact) to JSON answers; anything else is a 404 with `not_found`. */
export function stubApi(routes: Record<string, Answer>) {
  // The app calls fetch with a path.
  const fetchMock = vi.fn((input: string) => {
    const route = routes[String(input)];
    const answer = typeof route === 'function' ? route() : route;
    return Promise.resolve(
      new Response(JSON.stringify(answer ? answer.body : { success: false, message: 'not_found' }), {
        status: answer ? (answer.status ?? 200) : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Makes `(min-width: …px)` media queries answer as a window `width` pixels wide would. */
export function setViewportWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)(px|em)/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)(px|em)/.exec(query);
    const px = (m: RegExpExecArray) => Number(m[1]) * (m[2] === 'em' ? 16 : 1);
    const matches = (!min || width >= px(min)) && (!max || width <= px(max));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

/**
 * IntersectionObserver that sees every observed element as on screen (happy-dom's never reports), or,
 * with `onScreen: false`, never does: widgets that wait for the visitor's scrolling (when-visible.tsx).
 */
export function stubIntersection({ onScreen = true }: { onScreen?: boolean } = {}) {
  const observed: Element[] = [];
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push(target);
      if (onScreen)
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return observed;
}

export const account = (over: Partial<Candidate['information']> = {}, type = 1): Candidate => ({
  _id: 'acc-1',
  AXID: 'AX10001',
  email: 'nino@example.ge',
  phone: '555123456',
  type,
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
    nameKa: 'ნინო',
    lastNameKa: 'ბერიძე',
    nameEn: 'Nino',
    lastNameEn: 'Beridze',
    LTDName: '',
    LTDNameEn: '',
    indEntrepreneur: false,
    ...over,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
});

interface Options {
  lang?: Language;
  route?: string;
  path?: string;
  user?: Candidate | null;
}

export function renderPublic(
  ui: ReactElement,
  { lang = 'en', route = '/', path = '*', user = null }: Options = {},
) {
  initTestI18n(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  localStorage.removeItem('amanati.token');
  if (user) {
    localStorage.setItem('amanati.token', 'test-token');
    queryClient.setQueryData(['me'], user);
  }
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/home" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

/** Public API answers as the seeded server gives them (trimmed). */
export const fixtures = {
  tariffs: {
    success: true,
    tariffs: [
      { country: 1, type: 1, amount: 8.5 },
      { country: 1, type: 2, amount: 7.9 },
      { country: 1, type: 3, amount: 9.5 },
      { country: 2, type: 1, amount: 8 },
      { country: 2, type: 2, amount: 7.5 },
      { country: 2, type: 3, amount: 9 },
      { country: 3, type: 2, amount: 4 },
      { country: 3, type: 1, amount: 4.5 },
      { country: 3, type: 3, amount: 5.5 },
    ],
  },
  rates: { success: true, rates: { USD: 2.6999, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 }, date: '2026-11-21' },
  offices: {
    success: true,
    offices: [
      {
        countryId: 1,
        provinceLoc: '广东省',
        cityLoc: '广州市',
        addressLoc: '石井街道庆丰路88号3栋201室',
        provinceEn: 'Guangdong',
        cityEn: 'Guangzhou',
        addressEn: 'Room 201, Building 3, No. 88 Qingfeng Road',
        postalCode: '510430',
        mobile: '13926481375',
        neigborhood: '白云区',
      },
      {
        countryId: 2,
        provinceLoc: 'Delaware',
        cityLoc: 'New Castle',
        addressLoc: '212 Lukens Dr, Suite B',
        provinceEn: 'Delaware',
        cityEn: 'New Castle',
        addressEn: '212 Lukens Dr, Suite B',
        postalCode: '19720',
        mobile: '(302) 555-0148',
        neigborhood: 'New Castle County',
      },
      {
        countryId: 3,
        provinceLoc: 'İstanbul',
        cityLoc: 'Bağcılar',
        addressLoc: 'Koşuyolu Caddesi No: 18, Kat: 2',
        provinceEn: 'Istanbul',
        cityEn: 'Bagcilar',
        addressEn: 'Kosuyolu Caddesi No: 18, Floor 2',
        postalCode: '34212',
        mobile: '0532 418 27 63',
        neigborhood: 'Güneşli Mahallesi',
      },
    ],
  },
};

export const flight = (over: Record<string, unknown> & { flightId?: string } = {}) => ({
  _id: `f-${String(over.flightId ?? 'CN-261204')}`,
  flightId: 'CN-261204',
  countryId: '1',
  flightNumber: 'CZ6027',
  additionalText: 'in_transit',
  additionalTextLocalized: { ka: 'გზაშია', en: 'In transit', ru: 'В пути' },
  startdAt: '2026-12-04T08:00:00.000Z',
  estimatedAt: '2026-12-10T08:00:00.000Z',
  endAt: null,
  declarationDeadline: null,
  updateStatus: true,
  custom: false,
  tbilisi: true,
  ...over,
});

export const newsItem = (i: number) => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  photo: `photo-${i}.jpg`,
  newsTitleKa: `სიახლე ${i}`,
  newsTitleEn: `News ${i}`,
  newsTitleRu: `Новость ${i}`,
  newsTextKa: `ტექსტი ${i}`,
  newsTextEn: `First paragraph ${i}.\n\nSecond paragraph ${i}.`,
  newsTextRu: `Текст ${i}`,
  createdAt: '2026-11-19T08:00:00.000Z',
});
