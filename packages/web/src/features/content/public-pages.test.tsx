import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fixtures,
  flight,
  newsItem,
  renderPublic,
  setViewportWidth,
  stubApi,
  stubIntersection,
} from '../widgets/test-utils.tsx';
import AppstorePage from './appstore-page.tsx';
import ContactPage from './contact-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import SchedulePage from './schedule-page.tsx';
import ServicesPage from './services-page.tsx';
import TariffsPage from './tariffs-page.tsx';
import VisitorHome from './visitor-home.tsx';

// Leaflet needs a real browser: the map is covered by the browser journey (e2e/public.e2e.ts).
vi.mock('./contact-map.tsx', () => ({ default: () => <div data-testid="map">map</div> }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('public pages', () => {
  it('/home for visitors: three services, flights, prices, converter, calculator, news, addresses', async () => {
    setViewportWidth(1280);
    stubIntersection();
    stubApi({
      '/api/flight/gets/0/10': { body: { success: true, flight: [flight()], flightCount: 1 } },
      '/api/tariffs/gets': { body: fixtures.tariffs },
      '/api2/rate/get': { body: fixtures.rates },
      '/api/news/gets/0/4': { body: { success: true, news: [newsItem(1)], newsCount: 1 } },
      '/api/office/gets': { body: fixtures.offices },
    });
    renderPublic(<VisitorHome />, { lang: 'ka' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'ამანათები ჩინეთიდან, თურქეთიდან და აშშ-დან საქართველოში',
    );
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([
      'ჩვენი სერვისები',
      'რეისების განრიგი',
      'ტარიფები',
      'ვალუტის კონვერტერი',
      'მოცულობითი წონის კალკულატორი',
      'სიახლეები',
      'ჩვენი მისამართები საზღვარგარეთ',
    ]);
    const services = screen.getByRole('region', { name: 'ჩვენი სერვისები' });
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(await screen.findByText('CN-261204')).toBeTruthy();
    expect(await screen.findByText('სიახლე 1')).toBeTruthy();
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
    expect(screen.getByLabelText('თანხა')).toBeTruthy();
    expect(screen.getByLabelText('სიგრძე, სმ')).toBeTruthy();
  });

  it('/home for visitors: the widgets below the first screen wait until the visitor scrolls near them', async () => {
    setViewportWidth(390);
    const observed = stubIntersection({ onScreen: false });
    const api = stubApi({});
    renderPublic(<VisitorHome />, { lang: 'en' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our services',
      'Flight schedule',
      'Prices',
      'Currency converter',
      'Volume-weight calculator',
      'News',
      'Our addresses abroad',
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(observed).toHaveLength(6);
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('/services: six service cards', () => {
    renderPublic(<ServicesPage />, { lang: 'ru' });
    expect(screen.getByRole('heading', { level: 1, name: 'Услуги' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Личный адрес за рубежом',
      'Помощь с китайскими магазинами',
      'Бесплатное таможенное декларирование',
      'Переупаковка',
      'Курьерская доставка',
      'Удобная оплата',
    ]);
  });

  it('/tarrifs: a card per country with its lines', async () => {
    stubApi({ '/api/tariffs/gets': { body: fixtures.tariffs } });
    renderPublic(<TariffsPage />);
    const turkey = await screen.findByRole('region', { name: 'Turkey' });
    expect(await within(turkey).findByText('$4.50 / kg')).toBeTruthy();
    expect(within(turkey).getByText('2 flights a week')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'China',
      'USA',
      'Turkey',
    ]);
  });

  it('/schedule asks for 20 flights', async () => {
    const fetchMock = stubApi({
      '/api/flight/gets/0/20': { body: { success: true, flight: [flight()], flightCount: 1 } },
    });
    renderPublic(<SchedulePage />);
    expect(await screen.findByText('CN-261204')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/flight/gets/0/20', expect.anything());
  });

  it('/contact: working hours, the five branches, the map and social links', async () => {
    stubIntersection();
    renderPublic(<ContactPage />, { lang: 'ka' });
    expect(screen.getByRole('heading', { level: 1, name: 'კონტაქტი' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'ორშაბათი–პარასკევი 11:00–19:00' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'შაბათი 11:00–15:00' })).toBeTruthy();
    const branches = within(screen.getByRole('region', { name: 'ფილიალები' })).getAllByRole('listitem');
    expect(branches).toHaveLength(5);
    expect(branches[0]!.textContent).toContain('თბილისი, აკაკი წერეთლის გამზირი №116');
    expect(within(branches[0]!).getByRole('link').getAttribute('href')).toBe('tel:+995322194510');
    expect(await screen.findByTestId('map')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/amanati.ge',
    );
  });

  it('/appstore: logo and both store links', () => {
    renderPublic(<AppstorePage />);
    expect(screen.getByRole('img', { name: 'Amanati' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toMatch(
      /^https:\/\/play\.google\.com\//,
    );
  });

  it('not found: a link back to the start', () => {
    renderPublic(<NotFoundPage />, { lang: 'ru' });
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/home');
  });
});
