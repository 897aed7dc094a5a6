import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceWidget } from './price-widget.tsx';
import { fixtures, renderPublic, stubApi } from './test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

const lines = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PriceWidget', () => {
  it('lists USD per kg with the type label for the chosen country, China first', async () => {
    stubApi({ '/api/tariffs/gets': { body: fixtures.tariffs } });
    renderPublic(<PriceWidget />);
    await screen.findByRole('list');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('1');
    expect(lines()).toEqual([
      'Individuals$8.50 / kg',
      'Organisations$7.90 / kg',
      'Personal parcels$9.50 / kg',
    ]);
  });

  it('switches the lines when another country is chosen', async () => {
    stubApi({ '/api/tariffs/gets': { body: fixtures.tariffs } });
    renderPublic(<PriceWidget />, { lang: 'ka' });
    await screen.findByRole('list');
    const select = screen.getByLabelText<HTMLSelectElement>('ქვეყანა');
    expect([...select.options].map((o) => o.textContent)).toEqual(['ჩინეთი', 'აშშ', 'თურქეთი']);
    fireEvent.change(select, { target: { value: '3' } });
    expect(lines()).toEqual([
      'ფიზიკური პირები4.50 $ / კგ',
      'იურიდიული პირები4.00 $ / კგ',
      'პირადი ამანათები5.50 $ / კგ',
    ]);
    fireEvent.change(select, { target: { value: '2' } });
    expect(lines()[0]).toBe('ფიზიკური პირები8.00 $ / კგ');
  });

  it('links More to /tarrifs', () => {
    stubApi({ '/api/tariffs/gets': { body: fixtures.tariffs } });
    renderPublic(<PriceWidget />);
    expect(screen.getByRole('link', { name: 'More about tariffs' }).getAttribute('href')).toBe('/tarrifs');
  });
});
