import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const GEORGIAN_CARD = 'საბანკო ბარათი (Georgian Card)';

const ALL_METHODS = { methods: ['georgianCard', 'bogCard', 'applePay', 'googlePay'] };
const order = (redirectUrl: string) => ({
  body: {
    result: {
      _id: 'o1',
      amount: '2550',
      amountDB: 25.5,
      userAXID: 'AX100001',
      state: 'created',
      createdAt: '',
    },
    redirectUrl,
  },
});
const posts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'POST');
/** Renders the panel once the methods call has been answered (all four offered). */
async function renderWithAllMethods() {
  renderWith(<AddBalancePanel />, { user: demoCandidate() });
  await screen.findByRole('radio', { name: 'Apple Pay' });
}

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
  it('offers Georgian Card alone, already chosen, until the server names its methods', () => {
    fakeApi({ 'GET /api/merchant/methods': () => new Promise<Response>(() => undefined) });
    renderWith(<AddBalancePanel />, { user: demoCandidate() });
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]).toBe(radio(GEORGIAN_CARD));
    expect(radios[0]!.checked).toBe(true);
  });

  it('offers the methods the server names, in order, each labelled and described, Georgian Card chosen', async () => {
    const api = fakeApi({ 'GET /api/merchant/methods': () => ({ body: { success: true, ...ALL_METHODS } }) });
    await renderWithAllMethods();
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.value)).toEqual(ALL_METHODS.methods);
    expect(radios.map((r) => r.dataset.testid)).toEqual([
      'topup-method-georgianCard',
      'topup-method-bogCard',
      'topup-method-applePay',
      'topup-method-googlePay',
    ]);
    expect(radios.filter((r) => r.checked)).toEqual([radio(GEORGIAN_CARD)]);
    // The labels name the inputs (clicking a label chooses its method); the notes describe them.
    expect(screen.getByLabelText('საბანკო ბარათი (საქართველოს ბანკი)')).toBe(radios[1]);
    expect(screen.getByLabelText('Google Pay')).toBe(radios[3]);
    const note = document.getElementById(radio('Apple Pay').getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toContain('Apple Pay-ით საქართველოს ბანკის დაცულ გვერდზე');
    expect(api.calls[0]?.headers.authorization).toBe('Bearer test-token');
  });

  it('leaves out a method this app does not know', async () => {
    fakeApi({
      'GET /api/merchant/methods': () => ({
        body: { success: true, methods: ['georgianCard', 'crypto', 'applePay'] },
      }),
    });
    await renderWithAllMethods();
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((r) => r.value)).toEqual([
      'georgianCard',
      'applePay',
    ]);
  });

  it('by default pays with Georgian Card even when the Bank of Georgia is offered', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/merchant/methods': () => ({ body: { success: true, ...ALL_METHODS } }),
      'POST /api/merchant/georgiancard/pay': () => order('/gateway-sim/payment/start.wsm?x=2'),
    });
    await renderWithAllMethods();
    type(lari(), '25');
    type(tetri(), '50');
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/gateway-sim/payment/start.wsm?x=2'));
    expect(posts(api).map((c) => [c.path, c.body])).toEqual([
      ['/api/merchant/georgiancard/pay', { lari: '25', tetri: '50', lang: 'ka' }],
    ]);
  });

  it('pays through the Bank of Georgia with Apple Pay when it is chosen', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/merchant/methods': () => ({ body: { success: true, ...ALL_METHODS } }),
      'POST /api/merchant/bog/pay': () => order('/bog-sim/payment/o1?method=apple_pay'),
    });
    await renderWithAllMethods();
    fireEvent.click(radio('Apple Pay'));
    expect(radio('Apple Pay').checked).toBe(true);
    expect(radio(GEORGIAN_CARD).checked).toBe(false);
    type(lari(), '25');
    type(tetri(), '50');
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/bog-sim/payment/o1?method=apple_pay'));
    expect(go).toHaveBeenCalledTimes(1);
    expect(posts(api).map((c) => [c.path, c.body])).toEqual([
      ['/api/merchant/bog/pay', { lari: '25', tetri: '50', lang: 'ka', method: 'apple_pay' }],
    ]);
  });

  it('chooses a method from the keyboard: the card of the Bank of Georgia, then Google Pay', async () => {
    const user = userEvent.setup();
    vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/merchant/methods': () => ({ body: { success: true, ...ALL_METHODS } }),
      'POST /api/merchant/bog/pay': () => order('/bog-sim/payment/o1'),
    });
    await renderWithAllMethods();
    act(() => screen.getByTestId('topup-method-bogCard').focus());
    await user.keyboard(' ');
    expect(screen.getByTestId<HTMLInputElement>('topup-method-bogCard').checked).toBe(true);
    act(() => screen.getByTestId('topup-method-googlePay').focus());
    await user.keyboard(' ');
    expect(screen.getByTestId<HTMLInputElement>('topup-method-googlePay').checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('topup-method-bogCard').checked).toBe(false);
    await user.type(lari(), '7');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]).toMatchObject({
      path: '/api/merchant/bog/pay',
      body: { lari: '7', tetri: '00', lang: 'ka', method: 'google_pay' },
    });
  });

  it('shows the field errors the Bank of Georgia call answers, and stays', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/merchant/methods': () => ({ body: { success: true, ...ALL_METHODS } }),
      'POST /api/merchant/bog/pay': () => ({
        status: 400,
        body: { message: 'validation_error', errors: { lari: 'lari_invalid' } },
      }),
    });
    await renderWithAllMethods();
    fireEvent.click(radio('Google Pay'));
    type(lari(), '10');
    submit();
    expect(await screen.findByText(/ლარი: 1–4 ციფრი/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'გადახდაზე გადასვლა' })).toBeTruthy();
  });

  it('offers Georgian Card alone, and pays with it, when the methods call fails', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/merchant/methods': () => ({ status: 500, body: { message: 'internal_error' } }),
      'POST /api/merchant/georgiancard/pay': () => order('/gateway-sim/payment/start.wsm?x=3'),
    });
    const { queryClient } = renderWith(<AddBalancePanel />, { user: demoCandidate() });
    await waitFor(() =>
      expect(queryClient.getQueryState(['account', 'topup-methods'])?.status).toBe('error'),
    );
    expect(api.count('GET /api/merchant/methods')).toBe(1);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]).toBe(screen.getByTestId('topup-method-georgianCard'));
    expect(radios[0]!.checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    type(lari(), '10');
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/gateway-sim/payment/start.wsm?x=3'));
    expect(posts(api).map((c) => c.path)).toEqual(['/api/merchant/georgiancard/pay']);
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
