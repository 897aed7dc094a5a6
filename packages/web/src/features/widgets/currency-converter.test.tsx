import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyConverter } from './currency-converter.tsx';
import { fixtures, renderPublic, stubApi } from './test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

const amount = () => screen.getByLabelText<HTMLInputElement>('Amount');
const result = () => screen.getByTestId('gel-result').textContent;

describe('CurrencyConverter', () => {
  it('drops disallowed characters as they are typed: digits and one dot', async () => {
    stubApi({ '/api2/rate/get': { body: fixtures.rates } });
    renderPublic(<CurrencyConverter />);
    await screen.findByTestId('gel-result');
    fireEvent.change(amount(), { target: { value: '12a' } });
    expect(amount().value).toBe('12');
    fireEvent.change(amount(), { target: { value: '12.5.' } });
    expect(amount().value).toBe('12.5');
    fireEvent.change(amount(), { target: { value: '-1,000 $' } });
    expect(amount().value).toBe('1000');
  });

  it('converts to lari with 2 decimals', async () => {
    stubApi({ '/api2/rate/get': { body: fixtures.rates } });
    renderPublic(<CurrencyConverter />);
    await screen.findByTestId('gel-result');
    expect(result()).toBe('0.00 ₾');
    fireEvent.change(amount(), { target: { value: '100' } });
    expect(result()).toBe('269.99 ₾');
    fireEvent.change(amount(), { target: { value: '1' } });
    expect(result()).toBe('2.70 ₾');
    expect(screen.getByText('Rate: 1 USD = 2.6999 ₾')).toBeTruthy();
  });

  it('divides the CNY rate by 10 (quoted per 10 yuan)', async () => {
    stubApi({ '/api2/rate/get': { body: fixtures.rates } });
    renderPublic(<CurrencyConverter />);
    await screen.findByTestId('gel-result');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'CNY' } });
    fireEvent.change(amount(), { target: { value: '100' } });
    expect(result()).toBe('37.52 ₾');
    expect(screen.getByText('Rate: 10 CNY = 3.7519 ₾')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'TRY' } });
    expect(result()).toBe('8.38 ₾');
  });

  it('says in the user language when the rates cannot be loaded', async () => {
    stubApi({ '/api2/rate/get': { status: 500, body: { success: false, message: 'internal_error' } } });
    renderPublic(<CurrencyConverter />, { lang: 'ru' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Произошла ошибка/);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('after a network failure offers to try again, and recovers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubApi({ '/api2/rate/get': { body: fixtures.rates } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPublic(<CurrencyConverter />, { lang: 'ka' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^მონაცემები ვერ ჩაიტვირთა/);
    fireEvent.click(screen.getByRole('button', { name: 'თავიდან ცდა' }));
    expect(await screen.findByTestId('gel-result')).toBeTruthy();
  });
});
