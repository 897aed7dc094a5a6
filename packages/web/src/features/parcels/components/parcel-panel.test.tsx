// The add/update parcel panel (spec §5): the invoice file becomes required while typing once the value
// reaches 300 lari with today's rates (CNY quoted per 10 yuan) or clearance is on; the customs estimate
// appears from 300 lari; the payload and the reload after saving; update rules for a locked flight.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// Mantine in happy-dom is slow to query; generous time keeps the suite steady under a parallel run.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  initTestI18n('en');
  calls = mockApi([
    [/\/api2\/rate\/get/, () => ({ success: true, rates, date: null })],
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
  // The live rates arrive before the customer types.
  await waitFor(() => expect(calls.some((c) => c.path === '/api2/rate/get')).toBe(true));
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

  it('shows the customs estimate from 300 lari: 18% VAT and the clearance fee', async () => {
    await renderPanel();
    await typeValue('749.99', 'CNY');
    expect(screen.queryByText('Customs estimate')).toBeNull();
    await typeValue('750', 'CNY');
    const estimate = await screen.findByRole('table', { name: 'Customs estimate' });
    expect(estimate.textContent).toContain('300.00 ₾'); // value
    expect(estimate.textContent).toContain('54.00 ₾'); // VAT 18%
    expect(estimate.textContent).toContain('20.00 ₾'); // fee
    expect(estimate.textContent).toContain('≈ 74.00 ₾');
    expect(screen.getByText('For this parcel that could be about 21.60 ₾.')).toBeTruthy();
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
