// The dashboard's converter and volume-weight modals show what the public widgets show (spec §5): the
// volume weight to 3 significant digits, lari rounded half-up to 2 decimals, and no lari figure until
// the live rates have loaded (never the spec's default rates in their place).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublic } from '../../widgets/test-utils.tsx';
import { ConverterModal, VolumeModal } from './tool-modals.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Rates unlike the spec's defaults (USD 2.6999), so a figure computed from the defaults shows. */
const liveRates = { USD: 2.5, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 };

/** The rates call answers when the test says so. */
function ratesOnDemand() {
  let answer: (() => void) | undefined;
  const fetchMock = vi.fn(
    (input: string) =>
      new Promise<Response>((resolve) => {
        expect(String(input)).toBe('/api2/rate/get');
        answer = () =>
          resolve(
            new Response(JSON.stringify({ success: true, rates: liveRates, date: '2026-11-21' }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
          );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: async () => {
      await vi.waitFor(() => expect(answer).toBeDefined());
      await act(() => Promise.resolve(answer!()));
    },
  };
}

describe('converter modal', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Currency converter' });
  const amount = () => within(dialog()).getByLabelText<HTMLInputElement>('Amount');
  const result = () => within(dialog()).getByTestId('gel-result').textContent;

  it('shows a loader and no lari figure until the live rates load, then converts with them', async () => {
    const rates = ratesOnDemand();
    renderPublic(<ConverterModal opened onClose={() => undefined} />);
    fireEvent.change(amount(), { target: { value: '100' } });
    expect(within(dialog()).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(within(dialog()).queryByTestId('gel-result')).toBeNull();
    expect(within(dialog()).queryByText(/₾/)).toBeNull();
    await rates.answer();
    expect(await within(dialog()).findByTestId('gel-result')).toBeTruthy();
    // 100 × 2.5, not 100 × 2.6999 (the spec's default).
    expect(result()).toBe('250.00 ₾');
    expect(within(dialog()).queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('rounds half-up like the widget (25 EUR × 2.9402 = 73.505 → 73.51), CNY per 10 yuan', async () => {
    const rates = ratesOnDemand();
    renderPublic(<ConverterModal opened onClose={() => undefined} />);
    await rates.answer();
    await within(dialog()).findByTestId('gel-result');
    fireEvent.change(within(dialog()).getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.change(amount(), { target: { value: '25' } });
    expect(result()).toBe('73.51 ₾');
    fireEvent.change(within(dialog()).getByLabelText('Currency'), { target: { value: 'CNY' } });
    fireEvent.change(amount(), { target: { value: '500' } });
    expect(result()).toBe('187.60 ₾'); // 500 × 3.7519 / 10 = 187.595
    expect(within(dialog()).getByText('Rate: 10 CNY = 3.7519 ₾')).toBeTruthy();
  });
});

describe('volume-weight modal', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Volume weight' });
  const size = (label: string, value: string) =>
    fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
  const shown = () => within(dialog()).getByTestId('volume-result').textContent;

  it('shows L × W × H / 6000 to 3 significant digits, as the widget does', () => {
    renderPublic(<VolumeModal opened onClose={() => undefined} />);
    size('Length, cm', '50');
    size('Width, cm', '40');
    expect(within(dialog()).queryByTestId('volume-result')).toBeNull();
    expect(within(dialog()).getByText('Enter all three dimensions of the box.')).toBeTruthy();
    size('Height, cm', '30');
    expect(shown()).toBe('Volume weight: 10.0 kg');
    size('Length, cm', '1');
    size('Width, cm', '1');
    size('Height, cm', '1');
    expect(shown()).toBe('Volume weight: 0.000167 kg');
    size('Length, cm', '45');
    size('Width, cm', '35');
    size('Height, cm', '25');
    expect(shown()).toBe('Volume weight: 6.56 kg');
  });

  it('keeps digits only in the dimensions', () => {
    renderPublic(<VolumeModal opened onClose={() => undefined} />);
    size('Length, cm', '3x3');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Length, cm').value).toBe('33');
  });
});
