// The add/update parcel panel (spec §5, issue 16): the invoice file becomes required while typing once the
// value reaches 300 lari with today's rates (CNY quoted per 10 yuan), or the parcel's customs group does, or
// clearance is on; the running group total and the landed-cost estimate; the payload and the reload after
// saving; update rules for a locked flight.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomsParcel } from '@amanati/shared/answers/customs';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { initTestI18n } from '../../../test/i18n.ts';
import { resetListLimit } from '../api/list-limits.ts';
import { useParcelList } from '../api/parcels.ts';
import {
  demoUser,
  listAnswer,
  mockApi,
  openedPanel,
  product,
  renderWithApp,
  type Call,
} from '../testing/render.tsx';
import ParcelPanel, { type ParcelPanelProps } from './parcel-panel.tsx';

// 1 USD = 2.5 ₾, 10 CNY = 4 ₾: 300 ₾ is 120 USD or 750 CNY.
const rates = { USD: 2.5, EUR: 3, CNY: 4, TRY: 0.08 };
let calls: Call[];
/** The customer's other parcels the customs context answers (none unless a test says). */
let others: CustomsParcel[] = [];
const customsContext = () => ({
  success: true,
  rules: CUSTOMS_RULES_2022,
  rates: { USD: '2.5000', EUR: '3.0000', CNY: '4.0000', TRY: '0.0800' },
  ratesDate: '2026-11-20',
  parcels: others,
});

// Mantine in happy-dom is slow to query; generous time keeps the suite steady under a parallel run.

beforeEach(() => {
  initTestI18n('en');
  others = [];
  calls = mockApi([
    [/\/api2\/rate\/get/, () => ({ success: true, rates, date: null })],
    [/\/api\/customs\/context$/, customsContext],
    [
      /\/api\/product\/(addProduct|updateProduct)$/,
      ({ path }) => ({
        success: true,
        message: path.endsWith('addProduct') ? 'operation_succeeded' : 'parcel_edited',
        product: product(),
        custom: false,
        customArray: [],
      }),
    ],
  ]);
});
afterEach(() => vi.unstubAllGlobals());

const fileHint = () => screen.getByText(/PNG, JPG or PDF up to 3 MB/).textContent;

/** Sets a field as typing does (one change event; the form re-renders the whole panel per keystroke). */
const fill = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const choose = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

async function typeValue(amount: string, currency: string) {
  fill(/^Amount/, amount);
  choose(/^Currency/, currency);
  await act(() => Promise.resolve());
}

function fillDeclaration(o: { tracking: string; quantity: string; country: string; shop: string }) {
  fill(/^Tracking number/, o.tracking);
  choose(/^Product/, '_SHOES_');
  fill(/^Quantity/, o.quantity);
  choose(/^Country/, o.country);
  choose(/^Shop/, o.shop);
}

async function renderPanel(props: ParcelPanelProps = { mode: 'add', status: 'waiting' }) {
  const result = renderWithApp(<ParcelPanel {...props} />);
  // The live rates and the customs context arrive before the customer types.
  await waitFor(() => expect(calls.some((c) => c.path === '/api2/rate/get')).toBe(true));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/customs/context')).toBe(true));
  await new Promise((r) => setTimeout(r, 0));
  return result;
}

describe('invoice file required live from 300 lari', () => {
  it('follows the lari value while typing, CNY per 10 yuan', async () => {
    await renderPanel();
    expect(fileHint()).toMatch(/^PNG, JPG or PDF up to 3 MB\. Required from 300 lari/);
    await typeValue('299.99', 'GEL');
    expect(fileHint()).toMatch(/^PNG/);
    await typeValue('300', 'GEL');
    expect(fileHint()).toMatch(/^Required: the value is 300 lari or more/);
    await typeValue('749.99', 'CNY');
    expect(fileHint()).toMatch(/^PNG/);
    await typeValue('750', 'CNY');
    expect(fileHint()).toMatch(/^Required: the value is 300 lari or more/);
    await typeValue('119.99', 'USD');
    expect(fileHint()).toMatch(/^PNG/);
    await typeValue('120', 'USD');
    expect(fileHint()).toMatch(/^Required/);
  });

  it('is required with customs clearance whatever the value', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPanel();
    await typeValue('10', 'USD');
    await user.click(screen.getByRole('checkbox', { name: /Customs clearance/ }));
    expect(fileHint()).toMatch(/^Required for customs clearance/);
  });

  it('shows the landed-cost estimate from 300 lari: 18% VAT, the state fee of its band, shipping after weighing', async () => {
    await renderPanel();
    await typeValue('749.99', 'CNY');
    expect(screen.queryByText('Customs estimate')).toBeNull();
    await typeValue('750', 'CNY');
    const estimate = await screen.findByRole('table', { name: 'Customs estimate' });
    const row = (name: RegExp) => within(estimate).getByRole('rowheader', { name }).nextSibling?.textContent;
    expect(row(/^Value of the goods/)).toBe('300.00 ₾');
    expect(row(/^Shipping/)).toBe('after weighing');
    expect(row(/^VAT 18%/)).toBe('54.00 ₾');
    expect(row(/^Import duty/)).toBe('0.00 ₾');
    expect(row(/^State fee \(treasury code 707017021\)/)).toBe('20.00 ₾');
    expect(row(/^Our declaration service/)).toBe('0.00 ₾');
    expect(row(/^Customs may add/)).toBe('≈ 74.00 ₾');
    expect(screen.getByText(/This is an estimate only/)).toBeTruthy();
    expect(screen.getByText('For this parcel that could be about 21.60 ₾.')).toBeTruthy();
    // The next band from 3,000.01 lari: 100 lari.
    await typeValue('7500.03', 'CNY');
    const next = await screen.findByRole('table', { name: 'Customs estimate' });
    expect(within(next).getByRole('rowheader', { name: /^State fee/ }).nextSibling?.textContent).toBe(
      '100.00 ₾',
    );
  });

  it('refuses to send a parcel over 300 lari without the file', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPanel();
    fillDeclaration({ tracking: 'ABC123', quantity: '1', country: '2', shop: '_AMAZON_' });
    await typeValue('500', 'USD');
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    expect(await screen.findByText('Please upload the file')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

/** Another parcel of the customer's, as the customs context answers it. */
const other = (id: string, lari: number, o: Partial<CustomsParcel> = {}): CustomsParcel => ({
  id,
  tracking: `OTHER${id}`,
  status: 'waiting',
  category: '_SHOES_',
  shop: '_AMAZON_',
  otherShop: null,
  personal: false,
  senderName: null,
  country: 2,
  flightId: null,
  valueTetri: lari * 100,
  weightGrams: null,
  hasFile: false,
  priceTetri: null,
  ...o,
});

const groupLine = () => screen.queryByTestId('group-total')?.textContent ?? null;

async function typeAmazon(amount: string) {
  choose(/^Country/, '2');
  choose(/^Shop/, '_AMAZON_');
  await typeValue(amount, 'GEL');
}

describe('the running group total while typing (issue 16 §2)', () => {
  it('sums the other Amazon parcels not yet flown: the group reaches 300 lari and the invoice becomes required', async () => {
    others = [other('a', 150), other('b', 100)];
    await renderPanel();
    await typeAmazon('49.99');
    expect(groupLine()).toBe(
      'With your 2 other Amazon parcels: 299.99 ₾ — under 300.00 ₾, no customs clearance needed',
    );
    expect(fileHint()).toMatch(/^PNG, JPG or PDF up to 3 MB\. Required from 300 lari/);
    await typeAmazon('51');
    expect(groupLine()).toBe('With your 2 other Amazon parcels: 301.00 ₾ — needs customs clearance');
    expect(fileHint()).toMatch(/^Required: together with your other parcels from this shop/);
    // The estimate is the group's: VAT 18 % of 301 lari, with each parcel's part.
    const estimate = await screen.findByRole('table', { name: 'Customs estimate for 3 parcels together' });
    expect(within(estimate).getByRole('rowheader', { name: /^VAT/ }).nextSibling?.textContent).toBe(
      '54.18 ₾',
    );
    const byParcel = screen.getByRole('table', { name: 'By parcel' });
    expect(within(byParcel).getByText('this parcel').closest('tr')?.textContent).toBe(
      'this parcel51.00 ₾9.18 ₾0.00 ₾',
    );
  });

  it('refuses to send without the invoice once the group reaches the limit, as the server would', async () => {
    const user = userEvent.setup({ delay: null });
    others = [other('a', 200)];
    await renderPanel();
    fillDeclaration({ tracking: 'ABC123', quantity: '1', country: '2', shop: '_AMAZON_' });
    await typeValue('101', 'GEL');
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    expect(await screen.findByText(/this reaches the customs limit: attach the invoice/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('leaves out other shops, other countries, flown parcels and other senders', async () => {
    others = [
      other('ebay', 250, { shop: '_EBAY_' }),
      other('china', 250, { country: 1, shop: '_TAOBAO_' }),
      other('flown', 250, { flightId: 'US-1', status: 'sent' }),
      other('nino', 250, { shop: null, personal: true, senderName: 'Nino' }),
    ];
    await renderPanel();
    await typeAmazon('100');
    expect(groupLine()).toBeNull();
    expect(fileHint()).toMatch(/^PNG/);
    // A personal parcel groups by its sender, whatever its case and spaces.
    await userEvent.setup({ delay: null }).click(screen.getByRole('switch', { name: /Personal parcel/ }));
    fill(/^Sender's name/, ' nino ');
    await act(() => Promise.resolve());
    expect(groupLine()).toBe('With your other parcel from nino: 350.00 ₾ — needs customs clearance');
  });

  it('when editing, the parcel is not one of the others, and it keeps its flight', async () => {
    others = [
      other('p9', 200, { flightId: 'US-7', status: 'sent' }),
      other('x', 101, { flightId: 'US-7', status: 'sent' }),
      other('waiting', 500),
    ];
    await renderPanel({
      mode: 'update',
      right: 'edit',
      parcel: product({ _id: 'p9', status: 'sent', flightId: 'US-7', amount: 200, currency: 'GEL' }),
    });
    expect(groupLine()).toBe('With your other Amazon parcel: 301.00 ₾ — needs customs clearance');
    expect(screen.getByText('Counted with your parcels from the same shop on flight US-7.')).toBeTruthy();
    await typeValue('98.99', 'GEL');
    expect(groupLine()).toBe(
      'With your other Amazon parcel: 199.99 ₾ — under 300.00 ₾, no customs clearance needed',
    );
  });

  it('says it in Georgian, the default language, too', async () => {
    others = [other('a', 150), other('b', 100)];
    await renderPanel();
    await typeAmazon('51');
    act(() => void initTestI18n('ka'));
    expect(groupLine()).toBe('Amazon-დან თქვენს კიდევ 2 ამანათთან ერთად: 301.00 ₾ — საჭიროებს განბაჟებას');
  });
});

describe('penalty notice while declaring (spec §5)', () => {
  it('an organisation sees its own case (100% of the VAT) in bold, and the amount for this parcel', async () => {
    renderWithApp(<ParcelPanel mode="add" status="waiting" />, { user: { ...demoUser, type: 2 } });
    await waitFor(() => expect(calls.some((c) => c.path === '/api2/rate/get')).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    await typeValue('750', 'CNY'); // 300 ₾: VAT 54.00 ₾
    expect(await screen.findByText('For this parcel that could be about 54.00 ₾.')).toBeTruthy();
    const bold = Array.from(document.querySelectorAll('li strong')).map((el) => el.textContent);
    expect(bold).toEqual(['legal entities: 100% of the VAT.']);
  });

  it('an individual sees the individual line in bold and 40% of the VAT for this parcel', async () => {
    await renderPanel();
    await typeValue('750', 'CNY');
    expect(await screen.findByText('For this parcel that could be about 21.60 ₾.')).toBeTruthy();
    const bold = Array.from(document.querySelectorAll('li strong')).map((el) => el.textContent);
    expect(bold).toEqual(['individuals: 40% of the VAT the first time, 100% the second time;']);
  });
});

describe('saving', () => {
  it('sends the §7 payload, then closes the panel', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = await renderPanel();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fillDeclaration({ tracking: 'ABC123', quantity: '2', country: '3', shop: '_OTHER_SHOP_' });
    await typeValue('25.50', 'USD');
    fill(/^Shop name/, 'shop.tr');
    await user.click(screen.getByRole('switch', { name: /Personal parcel/ }));
    fill(/^Sender's name/, 'Ali');
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'gift');
    expect(screen.getByText('4/160')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/product/addProduct',
      body: {
        productOrderId: 'ABC123',
        productName: '_SHOES_',
        quantity: '2',
        amount: '25.50',
        currency: 'USD',
        senderCountryId: '3',
        shop: '_OTHER_SHOP_',
        otherShop: 'shop.tr',
        personalParcel: true,
        senderName: 'Ali',
        branches: 'didube',
        description: 'gift',
        clearance: false,
        statusPage: 'waiting',
      },
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['parcels'] }));
    expect(openedPanel()?.name).toBeNull();
  });

  it('shows "tracking number already added" on the field', async () => {
    vi.unstubAllGlobals();
    calls = mockApi([
      [/\/api2\/rate\/get/, () => ({ success: true, rates, date: null })],
      [
        /addProduct$/,
        () =>
          new Response(
            JSON.stringify({
              success: false,
              message: 'tracking_number_already_added',
              errors: { productOrderId: 'tracking_number_already_added' },
            }),
            { status: 409 },
          ),
      ],
    ]);
    const user = userEvent.setup({ delay: null });
    await renderPanel();
    fillDeclaration({ tracking: 'ABC123', quantity: '1', country: '2', shop: '_AMAZON_' });
    await typeValue('10', 'USD');
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    expect(await screen.findByText('This tracking number has already been added')).toBeTruthy();
  });
});

describe('update rules', () => {
  it('after the deadline only the missing fields can be filled; the country never changes', async () => {
    await renderPanel({
      mode: 'update',
      right: 'declare-missing',
      parcel: product({ status: 'sent', quantity: null, amount: 40, currency: 'USD', flightId: 'CN-1' }),
    });
    expect(screen.getByText(/you can only fill in what is missing/)).toBeTruthy();
    const disabled = (role: string, name: RegExp) =>
      screen.getByRole<HTMLInputElement>(role, { name }).disabled;
    expect(disabled('textbox', /^Quantity/)).toBe(false);
    expect(disabled('textbox', /^Amount/)).toBe(true);
    expect(disabled('textbox', /^Tracking number/)).toBe(true);
    expect(disabled('combobox', /^Country/)).toBe(true);
  });

  it('keeps the tracking number editable while waiting and sends the parcel id', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPanel({ mode: 'update', right: 'edit', parcel: product({ _id: 'p9' }) });
    const tracking = screen.getByRole<HTMLInputElement>('textbox', { name: /^Tracking number/ });
    expect(tracking.disabled).toBe(false);
    expect(tracking.value).toBe('TRACK1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/product/updateProduct',
      body: { productId: 'p9', productOrderId: 'TRACK1', quantity: '1', amount: '50' },
    });
  });
});

/** The upload of a declaration with its file (XMLHttpRequest, for the progress bar). */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The waiting tab's list as the dashboard shows it, next to the panel. */
function WaitingList() {
  const { list } = useParcelList('waiting');
  return <p data-testid="waiting-count">{list ? list.products.length : 'loading'}</p>;
}

describe('the waiting list after adding a parcel (spec §4, §9)', () => {
  const listCalls = () =>
    calls.filter((c) => c.path.startsWith('/api/product/gets/waiting/')).map((c) => c.path);

  beforeEach(() => {
    vi.unstubAllGlobals();
    calls = mockApi([
      [/\/api2\/rate\/get/, () => ({ success: true, rates, date: null })],
      [/\/api\/product\/gets\/waiting\/0\/\d+$/, () => listAnswer([product()])],
      [
        /\/api\/product\/addProduct$/,
        () => ({
          success: true,
          message: 'operation_succeeded',
          product: product(),
          custom: false,
          customArray: [],
        }),
      ],
    ]);
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => resetListLimit('waiting'));

  async function addParcel(withFile: boolean) {
    const user = userEvent.setup({ delay: null });
    renderWithApp(
      <>
        <WaitingList />
        <ParcelPanel mode="add" status="waiting" />
      </>,
    );
    await waitFor(() => expect(listCalls()).toEqual(['/api/product/gets/waiting/0/100']));
    await waitFor(() => expect(calls.some((c) => c.path === '/api2/rate/get')).toBe(true));
    fillDeclaration({ tracking: 'ABC123', quantity: '1', country: '2', shop: '_AMAZON_' });
    await typeValue(withFile ? '500' : '20', 'USD');
    if (withFile) {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      fireEvent.change(input, {
        target: { files: [new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })] },
      });
    }
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
  }

  it('after an add with a file, reloads the waiting list with limit 10000', async () => {
    await addParcel(true);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(FakeXhr.last!.url).toBe('/api/product/addProductWithFile');
    act(() =>
      FakeXhr.last!.respond(200, {
        success: true,
        message: 'operation_succeeded',
        product: product(),
        custom: true,
        customArray: [],
      }),
    );
    await waitFor(() =>
      expect(listCalls()).toEqual(['/api/product/gets/waiting/0/100', '/api/product/gets/waiting/0/10000']),
    );
  });

  it('after an add without a file, reloads it with the usual 100', async () => {
    await addParcel(false);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()).toEqual(['/api/product/gets/waiting/0/100', '/api/product/gets/waiting/0/100']);
  });
});
