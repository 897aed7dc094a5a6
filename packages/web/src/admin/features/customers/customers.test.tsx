// Customers: the search, and the profile with balance, ledger and the admin-only manual adjustment
// (a signed lari amount sent in tetri, with a reason).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLari as lariToTetri } from '@amanati/shared/money';
import { demoCandidate } from '../../../test/render-customer.tsx';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { CustomerPage } from './customer-page.tsx';
import { CustomersPage } from './customers-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '0a0a0a0a-1111-4222-8333-444444444444';
const PROFILE = `GET /api/admin/customers/${ID}?parcelsLimit=50&ledgerLimit=50`;
const profile = (balance = 150) => ({
  body: {
    success: true,
    candidate: demoCandidate({ _id: ID, balance, deptSum: 12.3 }),
    products: [],
    productsCount: 0,
    ledgerCount: 1,
    ledger: [
      {
        _id: 'l1',
        kind: 'adjustment',
        amount: -5.5,
        ref: null,
        reason: 'Damaged box refund reversed',
        actorAXID: 'AX10003',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    courierOrders: [],
  },
});

describe('lari to tetri', () => {
  it.each([
    ['10', 1000],
    ['-5.5', -550],
    ['+0,05', 5],
    ['12.34', 1234],
  ])('%s → %i', (text, tetri) => expect(lariToTetri(text)).toBe(tetri));
  it.each(['', 'abc', '1.234', '--1', '1e3'])('refuses %j', (text) => expect(lariToTetri(text)).toBeNull());
});

describe('customers', () => {
  it('searches and links each customer to the profile', async () => {
    const api = fakeApi({
      'GET /api/admin/customers?skip=0&limit=50': () => ({
        body: { success: true, customers: [], count: 0 },
      }),
      'GET /api/admin/customers?q=beridze&skip=0&limit=50': () => ({
        body: {
          success: true,
          count: 1,
          customers: [
            {
              _id: ID,
              AXID: 'AX10001',
              email: 'demo@amanati.ge',
              phone: '555123456',
              type: 1,
              nameKa: 'ნინო',
              lastNameKa: 'ბერიძე',
              nameEn: 'Nino',
              lastNameEn: 'Beridze',
              LTDName: null,
              passportId: '01001012345',
              orgId: '',
              branch: 'didube',
              balance: 150,
              deptSum: 12.3,
              createdAt: '2025-01-10T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderAdmin(<CustomersPage />, { user: staff() });
    expect(await screen.findByText('No customers found.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /^Search/ });
    fireEvent.change(field, { target: { value: ' beridze ' } });
    fireEvent.submit(field.closest('form')!);
    const link = await screen.findByRole('link', { name: 'AX10001' });
    expect(link.getAttribute('href')).toBe(`/admin/customers/${ID}`);
    expect(screen.getByText('12.30 ₾')).toBeTruthy();
    expect(screen.getByText('Didube')).toBeTruthy();
    expect(api.count('GET /api/admin/customers?q=beridze&skip=0&limit=50')).toBe(1);
  });

  it('lets an admin adjust the balance with a reason', async () => {
    let balance = 150;
    const api = fakeApi({
      [PROFILE]: () => profile(balance),
      [`POST /api/admin/customers/${ID}/adjust`]: () => {
        balance = 144.5;
        return { body: { success: true, ledgerId: 'l2', balance } };
      },
    });
    renderAdmin(<CustomerPage role="admin" />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
      user: staff('admin'),
    });
    expect(await screen.findByText('150.00 ₾')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Balance ledger/ }));
    expect(await screen.findByText('Damaged box refund reversed')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Adjust the balance' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount, lari/ }), { target: { value: 'five' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Enter an amount such as 10 or -5.50')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(api.count(`POST /api/admin/customers/${ID}/adjust`)).toBe(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Amount, lari/ }), { target: { value: '-5.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Courier fee refund' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(api.count(`POST /api/admin/customers/${ID}/adjust`)).toBe(1));
    expect(bodyOf(api.calls, `POST /api/admin/customers/${ID}/adjust`)).toEqual({
      amountTetri: -550,
      reason: 'Courier fee refund',
    });
    expect(await screen.findByText('144.50 ₾')).toBeTruthy();
  });

  it('shows a refused adjustment by its code', async () => {
    fakeApi({
      [PROFILE]: () => profile(),
      [`POST /api/admin/customers/${ID}/adjust`]: () => ({
        status: 409,
        body: { success: false, message: 'balance_would_be_negative' },
      }),
    });
    renderAdmin(<CustomerPage role="admin" />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
      user: staff('admin'),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Amount, lari/ }), {
      target: { value: '-999' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Test too much' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Adjust the balance' }));
    expect(await screen.findByText('The balance cannot go below zero.')).toBeTruthy();
  });

  it('finding 14: refuses an adjustment above 1,000,000 ₾ before sending it', async () => {
    const api = fakeApi({ [PROFILE]: () => profile() });
    renderAdmin(<CustomerPage role="admin" />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
      user: staff('admin'),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Amount, lari/ }), {
      target: { value: '-1000000.01' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Far too much' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Adjust the balance' }));
    expect(await screen.findByText('One adjustment can move at most 1,000,000 ₾ either way.')).toBeTruthy();
    expect(api.count(`POST /api/admin/customers/${ID}/adjust`)).toBe(0);
  });

  it('pages the parcels and the ledger separately, showing their totals', async () => {
    const parcel = (n: number) => ({
      _id: `p${n}`,
      productOrderId: `TRK${n}`,
      productName: '_SHOES_',
      status: 'arrived',
      weight: 1,
      price: null,
      state: null,
      flightId: 'US-261120',
    });
    const entry = (n: number) => ({
      _id: `l${n}`,
      kind: 'topup',
      amount: 10,
      ref: null,
      reason: `Row ${n}`,
      actorAXID: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const page = (parcels: number, ledger: number) => ({
      body: {
        success: true,
        candidate: demoCandidate({ _id: ID }),
        products: [parcel(parcels)],
        productsCount: 120,
        ledger: [entry(ledger)],
        ledgerCount: 60,
        courierOrders: [],
      },
    });
    const base = `GET /api/admin/customers/${ID}`;
    const api = fakeApi({
      [`${base}?parcelsLimit=50&ledgerLimit=50`]: () => page(1, 1),
      [`${base}?parcelsSkip=100&parcelsLimit=50&ledgerLimit=50`]: () => page(101, 1),
      [`${base}?parcelsSkip=100&parcelsLimit=50&ledgerSkip=50&ledgerLimit=50`]: () => page(101, 51),
    });
    renderAdmin(<CustomerPage role="operator" />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
      user: staff(),
    });
    expect(await screen.findByRole('tab', { name: 'Parcels (120)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Balance ledger (60)' })).toBeTruthy();
    expect(await screen.findByText('TRK1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('TRK101')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Balance ledger/ }));
    expect(await screen.findByText('Row 1')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('tabpanel', { name: /Balance ledger/ })).getByRole('button', { name: '2' }),
    );
    expect(await screen.findByText('Row 51')).toBeTruthy();
    expect(api.count(`${base}?parcelsSkip=100&parcelsLimit=50&ledgerSkip=50&ledgerLimit=50`)).toBe(1);
  });

  it('does not offer the adjustment to an operator', async () => {
    fakeApi({ [PROFILE]: () => profile() });
    renderAdmin(<CustomerPage role="operator" />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
      user: staff(),
    });
    expect(await screen.findByRole('heading', { name: /^AX100001 · / })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Adjust the balance' })).toBeNull();
  });

  it('finding 8: flags an organisation no admin has verified in the list', async () => {
    const row = (AXID: string, type: number, orgVerified: boolean | null) => ({
      _id: `${ID.slice(0, -2)}${AXID.slice(-2)}`,
      AXID,
      email: `${AXID}@example.ge`,
      phone: '555123456',
      type,
      nameKa: 'ნინო',
      lastNameKa: 'ბერიძე',
      nameEn: 'Nino',
      lastNameEn: 'Beridze',
      LTDName: type === 2 ? `Trade ${AXID}` : '',
      passportId: '',
      orgId: type === 2 ? '204567891' : '',
      branch: 'didube',
      balance: 0,
      deptSum: 0,
      createdAt: '2025-01-10T10:00:00.000Z',
      orgVerified,
    });
    fakeApi({
      'GET /api/admin/customers?skip=0&limit=50': () => ({
        body: {
          success: true,
          count: 3,
          customers: [row('AX10011', 2, false), row('AX10012', 2, true), row('AX10013', 1, null)],
        },
      }),
    });
    renderAdmin(<CustomersPage />, { user: staff() });
    const unverified = (await screen.findByText('Trade AX10011')).closest('tr')!;
    expect(within(unverified).getByText('Unverified organisation')).toBeTruthy();
    const verified = screen.getByText('Trade AX10012').closest('tr')!;
    expect(within(verified).queryByText('Unverified organisation')).toBeNull();
    expect(screen.getAllByText('Unverified organisation')).toHaveLength(1);
  });

  const organisationProfile = (verified: boolean) => ({
    body: {
      ...profile().body,
      organisation: {
        entrepreneur: false,
        registryExtract: true,
        verified,
        verifiedAt: verified ? '2026-11-26T09:00:00.000Z' : null,
        verifiedByAXID: verified ? 'AX10002' : null,
      },
    },
  });

  it('finding 8: lets an admin download the registry extract and verify the organisation', async () => {
    let verified = false;
    const api = fakeApi({
      [PROFILE]: () => organisationProfile(verified),
      [`GET /api/admin/customers/${ID}/registry`]: () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'content-type': 'application/pdf' },
        }),
      [`POST /api/admin/customers/${ID}/verification`]: (call) => {
        verified = (call.body as { verified: boolean }).verified;
        return { body: { success: true, organisation: organisationProfile(verified).body.organisation } };
      },
    });
    const saved: string[] = [];
    // The download hands the file to the browser through an object URL and a clicked link.
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:extract');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderAdmin(<CustomerPage role="admin" />, {
        path: `/admin/customers/${ID}`,
        route: '/admin/customers/:id',
        user: staff('admin'),
      });
      const panel = await screen.findByRole('region', { name: 'Organisation' });
      expect(within(panel).getByText('Unverified organisation')).toBeTruthy();
      expect(
        within(panel).getByText(/Only a verified organisation pays the organisation tariff/),
      ).toBeTruthy();

      fireEvent.click(within(panel).getByRole('button', { name: 'Download the registry extract' }));
      await waitFor(() => expect(saved).toEqual(['AX100001-registry.pdf']));
      const download = api.calls.find((c) => c.path === `/api/admin/customers/${ID}/registry`)!;
      expect(download.headers.authorization).toBe('Bearer staff-token');

      fireEvent.click(within(panel).getByRole('button', { name: 'Mark as verified' }));
      await waitFor(() => expect(api.count(`POST /api/admin/customers/${ID}/verification`)).toBe(1));
      expect(bodyOf(api.calls, `POST /api/admin/customers/${ID}/verification`)).toEqual({ verified: true });
      expect(await within(panel).findByText(/^Verified on .* by AX10002$/)).toBeTruthy();
      expect(within(panel).queryByText('Unverified organisation')).toBeNull();
      expect(within(panel).getByRole('button', { name: 'Withdraw verification' })).toBeTruthy();
    } finally {
      click.mockRestore();
      created.mockRestore();
      revoked.mockRestore();
    }
  });

  it('finding 8: shows an operator the state of an organisation, without the extract or the verification', async () => {
    fakeApi({ [PROFILE]: () => organisationProfile(false) });
    renderAdmin(<CustomerPage role="operator" />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
      user: staff(),
    });
    const panel = await screen.findByRole('region', { name: 'Organisation' });
    expect(within(panel).getByText('Unverified organisation')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});

describe('a customer’s messages', () => {
  it('lists what was sent to this customer on every channel, only when the tab is opened', async () => {
    const outbox = `GET /api/admin/outbox?axid=${demoCandidate().AXID}&skip=0&limit=100`;
    const api = fakeApi({
      [PROFILE]: () => profile(),
      [outbox]: () => ({
        body: {
          success: true,
          count: 1,
          mails: [
            {
              _id: 'm1',
              channel: 'sms',
              to: '995555123456',
              AXID: demoCandidate().AXID,
              notificationId: 'n1',
              subject: '',
              text: 'Amanati: Held at customs.',
              kind: 'notification:customs_held',
              status: 'sent',
              attempts: 1,
              lastError: null,
              dueAt: '2026-11-27T10:00:00.000Z',
              providerRef: 'simulator',
              createdAt: '2026-11-27T10:00:00.000Z',
              sentAt: '2026-11-27T10:00:01.000Z',
            },
          ],
        },
      }),
    });
    renderAdmin(<CustomerPage role="operator" />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
      user: staff('operator'),
    });
    await screen.findByText('150.00 ₾');
    expect(api.count(outbox)).toBe(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('Amanati: Held at customs.')).toBeTruthy();
    expect(screen.getByText('simulator: not really sent')).toBeTruthy();
  });
});
