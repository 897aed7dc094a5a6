import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { topupSchema } from '@amanati/shared/topup';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, fakeApi, renderWith } from '../../../test/render-customer.tsx';
import AddBalancePanel, { browser } from './add-balance-panel.tsx';

beforeAll(() => initTestI18n('ka'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lari = () => screen.getByLabelText<HTMLInputElement>(/^ლარი/);
const tetri = () => screen.getByLabelText<HTMLInputElement>(/^თეთრი/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'გადახდაზე გადასვლა' }));
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('top-up rules (spec §5)', () => {
  it.each([
    ['1', '00', true],
    ['9999', '99', true],
    ['25', '', false],
    ['', '00', false],
    ['0', '00', false],
    ['05', '00', false],
    ['10000', '00', false],
    ['1.5', '00', false],
    ['10', '5', false],
    ['10', '500', false],
    ['10', 'ab', false],
  ])('lari %j, tetri %j → valid %s', (l, t, ok) => {
    expect(topupSchema.safeParse({ lari: l, tetri: t }).success).toBe(ok);
  });
});

describe('AddBalancePanel', () => {
  it('offers one option, the bank card, already chosen', () => {
    fakeApi({});
    renderWith(<AddBalancePanel />, { user: demoCandidate() });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });

  it('keeps only digits, at most 4 for lari and 2 for tetri', () => {
    fakeApi({});
    renderWith(<AddBalancePanel />, { user: demoCandidate() });
    type(lari(), '12a345');
    expect(lari().value).toBe('1234');
    type(tetri(), '5x67');
    expect(tetri().value).toBe('56');
  });

  it('refuses lari starting with 0, empty lari and a single tetri digit, sending nothing', async () => {
    const api = fakeApi({});
    renderWith(<AddBalancePanel />, { user: demoCandidate() });
    submit();
    expect(await screen.findByText('სავალდებულო ველი')).toBeTruthy();
    type(lari(), '05');
    type(tetri(), '5');
    submit();
    expect(await screen.findByText(/ლარი: 1–4 ციფრი/)).toBeTruthy();
    expect(screen.getByText(/თეთრი: ზუსტად 2 ციფრი/)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('registers the order and sends the browser to the gateway', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = fakeApi({
      'POST /api/merchant/georgiancard/pay': () => ({
        body: {
          result: { _id: 'o1', amount: '2550', amountDB: 25.5, userAXID: 'AX100001', createdAt: '' },
          redirectUrl: '/gateway-sim/payment/start.wsm?x=1',
        },
      }),
    });
    renderWith(<AddBalancePanel />, { user: demoCandidate() });
    type(lari(), '25');
    type(tetri(), '50');
    expect(screen.getByTestId('topup-total').textContent).toContain('25.50 ₾');
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/gateway-sim/payment/start.wsm?x=1'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ lari: '25', tetri: '50', lang: 'ka' });
  });

  it('asks to contact the operators when the payment cannot be started', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    fakeApi({
      'POST /api/merchant/georgiancard/pay': () => ({ status: 502, body: { message: 'internal_error' } }),
    });
    renderWith(<AddBalancePanel />, { user: demoCandidate() });
    type(lari(), '10');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('გადახდის დაწყება ვერ მოხერხდა');
    expect(alert.textContent).toContain('დაუკავშირდით ჩვენს ოპერატორებს');
    expect(go).not.toHaveBeenCalled();
  });
});
