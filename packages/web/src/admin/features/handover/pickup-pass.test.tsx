// Pickup passes at the counter (issue 21 §1): a pass found by its code (typed in any case, with or without
// the QR's prefix, scanned by a barcode scanner, the camera or a photo), exactly its parcels handed over
// to the customer or to the trustee whose document number is typed; the server's refusals in words; the
// day's passes by slot to prepare.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jsQR from 'jsqr';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { HandoverPage } from './handover-page.tsx';

vi.mock('jsqr', () => ({ default: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => vi.mocked(jsQR).mockReset());

const LOOKUP = 'GET /api/admin/pickup/passes/lookup?code=K7M2QX&branch=gldani';
const HANDOVER = 'POST /api/admin/pickup/passes/pass-1/handover';
const CUSTOMER = { id: 'c-1', axid: 'AX10001', name: 'ნინო ბერიძე', phone: '555123456' };

const pass = (extra: Record<string, unknown> = {}) => ({
  id: 'pass-1',
  code: 'K7M2QX',
  qr: 'AMANATI-PASS:K7M2QX',
  branch: 'gldani',
  parcels: [
    { id: 'p1', tracking: 'LP00000001', flight: 'CN-261123', weightKg: 2.5 },
    { id: 'p2', tracking: 'LP00000002', flight: null, weightKg: null },
  ],
  trustee: null,
  // 14:15 in Tbilisi (UTC+4).
  slot: '2026-11-27T10:15:00.000Z',
  state: 'active',
  createdAt: '2026-11-26T08:00:00.000Z',
  usedAt: null,
  ...extra,
});
const TRUSTEE = { name: 'გიორგი მაისურაძე', personalId: '01001012345' };

const found = (extra?: Record<string, unknown>) => () => ({
  body: { success: true, pass: pass(extra), customer: CUSTOMER },
});

function chooseBranch(branch = 'gldani') {
  fireEvent.change(screen.getByRole('combobox', { name: 'Branch' }), { target: { value: branch } });
}
const codeField = () => screen.getByRole('textbox', { name: /^Pass code/ });
function lookUp(text: string) {
  fireEvent.change(codeField(), { target: { value: text } });
  fireEvent.submit(codeField().closest('form')!);
}
const parcelsShown = () => screen.getAllByTestId('pickup-pass-parcel').map((li) => li.textContent);

describe('pickup pass at the counter', () => {
  it('finds the pass by a code scanned in lower case with its prefix, and shows exactly its parcels', async () => {
    const api = fakeApi({ [LOOKUP]: found() });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    // The field a barcode scanner types into is the focused one; its Enter submits.
    expect(document.activeElement).toBe(codeField());
    await userEvent.type(codeField(), ' amanati-pass:k7m2qx {Enter}');
    await waitFor(() => expect(api.count(LOOKUP)).toBe(1));

    expect(await screen.findByRole('heading', { name: 'Pass K7M2QX' })).toBeTruthy();
    expect(parcelsShown()).toEqual([
      'LP00000001Flight: CN-261123 · Weight, kg: 2.5',
      'LP00000002Flight: — · Weight, kg: —',
    ]);
    expect(screen.getByText('ნინო ბერიძე')).toBeTruthy();
    expect(screen.getByText('AX10001')).toBeTruthy();
    expect(screen.getByText('555123456')).toBeTruthy();
    expect(screen.getByText(/14:15–14:30$/)).toBeTruthy();
    expect(screen.getByText('2 parcels on the pass')).toBeTruthy();
    // No trustee: one way to hand over; the field is ready for the next scan.
    expect(screen.queryByRole('button', { name: 'Hand over to the trusted person' })).toBeNull();
    expect(screen.queryByTestId('pickup-pass-trustee')).toBeNull();
    expect((codeField() as HTMLInputElement).value).toBe('');
    // happy-dom has no BarcodeDetector: no camera button there.
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
  });

  it('says what a code should look like without asking the server for a text that is none', async () => {
    const api = fakeApi({});
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    lookUp('K7M2Q0');
    expect(
      await screen.findByText(
        'This is not a pass code. A code has 6 Latin letters and digits, for example K7M2QX.',
      ),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin/pickup'))).toEqual([]);
  });

  it('reads a code that a scanner typed with the Georgian keyboard layout on', async () => {
    const api = fakeApi({ [LOOKUP]: found() });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    lookUp('ამანათი-პაშშ:კ7მ2ქხ');
    await waitFor(() => expect(api.count(LOOKUP)).toBe(1));
    expect(await screen.findAllByTestId('pickup-pass-parcel')).toHaveLength(2);
  });

  it('hands the parcels over to the customer, closes the card and reads the page’s lists again', async () => {
    const api = fakeApi({
      [LOOKUP]: found(),
      [HANDOVER]: () => ({ body: { success: true, handedOver: 2 } }),
      // The customer is also open below (found by the search before the pass was scanned).
      'GET /api/admin/handover/customers?q=AX10001': () => ({
        body: {
          success: true,
          customers: [
            {
              id: 'c-1',
              axid: 'AX10001',
              email: 'ax10001@example.ge',
              phone: '555123456',
              nameEn: 'Nino',
              lastNameEn: 'Beridze',
              nameKa: 'ნინო',
              lastNameKa: 'ბერიძე',
              ltdName: null,
              passportId: '01001012345',
              branchCode: 'gldani',
            },
          ],
        },
      }),
      'GET /api/admin/counter/c-1/unpaid?branch=gldani': () => ({
        body: { success: true, flights: [], total: 0, balance: 0, owed: 0 },
      }),
      'GET /api/admin/handover/c-1/parcels?branch=gldani': () => ({ body: { success: true, parcels: [] } }),
    });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    const search = screen.getByRole('textbox', { name: /^Customer/ });
    fireEvent.change(search, { target: { value: 'AX10001' } });
    fireEvent.submit(search.closest('form')!);
    await screen.findByText('No arrived parcels for this customer at the Gldani branch.');
    expect(api.count('GET /api/admin/handover/c-1/parcels?branch=gldani')).toBe(1);

    lookUp('K7M2QX');
    fireEvent.click(await screen.findByRole('button', { name: 'Hand over to the customer' }));
    await waitFor(() => expect(api.count(HANDOVER)).toBe(1));
    expect(bodyOf(api.calls, HANDOVER)).toEqual({ branch: 'gldani', collector: 'owner' });
    expect(await screen.findByText('2 parcels handed over')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pass K7M2QX' })).toBeNull();
    expect(screen.queryAllByTestId('pickup-pass-parcel')).toHaveLength(0);
    await waitFor(() => expect(api.count('GET /api/admin/handover/c-1/parcels?branch=gldani')).toBe(2));
    expect(api.count('GET /api/admin/counter/c-1/unpaid?branch=gldani')).toBe(2);
    expect(document.activeElement).toBe(codeField());
  });

  it('hands over to the trusted person only with the personal number from the document', async () => {
    let answer: () => { status?: number; body: unknown } = () => ({
      status: 409,
      body: { success: false, message: 'pickup_trustee_mismatch' },
    });
    const api = fakeApi({ [LOOKUP]: found({ trustee: TRUSTEE }), [HANDOVER]: () => answer() });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    lookUp('K7M2QX');
    const trustee = await screen.findByTestId('pickup-pass-trustee');
    expect(within(trustee).getByText('გიორგი მაისურაძე')).toBeTruthy();
    expect(within(trustee).getByText('01001012345')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hand over to the trusted person' }));
    const documentId = screen.getByRole('textbox', { name: /^Personal number on the ID document/ });
    expect(document.activeElement).toBe(documentId);
    fireEvent.click(screen.getByRole('button', { name: 'Check and hand over' }));
    expect(await screen.findByText('The personal ID must have 11 digits')).toBeTruthy();
    fireEvent.change(documentId, { target: { value: '0100101234' } });
    fireEvent.submit(documentId.closest('form')!);
    expect(await screen.findByText('The personal ID must have 11 digits')).toBeTruthy();
    expect(api.count(HANDOVER)).toBe(0);

    // The server compares the number with the pass: another person's document is refused at the field.
    fireEvent.change(documentId, { target: { value: ' 01001012346 ' } });
    fireEvent.submit(documentId.closest('form')!);
    expect(
      await screen.findByText(
        'The personal number on the document does not match the trusted person named on the pass.',
      ),
    ).toBeTruthy();
    expect(bodyOf(api.calls, HANDOVER)).toEqual({
      branch: 'gldani',
      collector: 'trustee',
      trusteePersonalId: '01001012346',
    });
    expect(documentId.getAttribute('aria-invalid')).toBe('true');

    answer = () => ({ body: { success: true, handedOver: 2 } });
    fireEvent.change(documentId, { target: { value: '01001012345' } });
    fireEvent.submit(documentId.closest('form')!);
    expect(await screen.findByText('2 parcels handed over')).toBeTruthy();
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === HANDOVER).map((c) => c.body)).toEqual([
      { branch: 'gldani', collector: 'trustee', trusteePersonalId: '01001012346' },
      { branch: 'gldani', collector: 'trustee', trusteePersonalId: '01001012345' },
    ]);
  });

  it('shows in words a pass already used, whether found so or used meanwhile', async () => {
    const used = () => ({ status: 409, body: { success: false, message: 'pickup_pass_used' } });
    const USED =
      'This pickup pass has already been used or cancelled. The customer can create a new one in their account.';
    const api = fakeApi({ [LOOKUP]: used });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    lookUp('AMANATI-PASS:K7M2QX');
    expect((await screen.findByRole('alert')).textContent).toBe(USED);
    expect(api.count(LOOKUP)).toBe(1);
    expect(screen.queryByTestId('pickup-pass-parcel')).toBeNull();
    // The text stays for the next scan to replace.
    expect((codeField() as HTMLInputElement).value).toBe('AMANATI-PASS:K7M2QX');

    fakeApi({ [LOOKUP]: found(), [HANDOVER]: used });
    lookUp('k7m2qx');
    fireEvent.click(await screen.findByRole('button', { name: 'Hand over to the customer' }));
    expect(await screen.findByText(USED)).toBeTruthy();
    // The card stays, so the staff member sees which pass was refused.
    expect(screen.getAllByTestId('pickup-pass-parcel')).toHaveLength(2);
  });

  it('looks up a pass scanned into the customer search by mistake', async () => {
    const api = fakeApi({ [LOOKUP]: found() });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    const search = screen.getByRole('textbox', { name: /^Customer/ });
    fireEvent.change(search, { target: { value: 'AMANATI-PASS:K7M2QX' } });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findAllByTestId('pickup-pass-parcel')).toHaveLength(2);
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin/handover/customers'))).toEqual([]);
    expect((search as HTMLInputElement).value).toBe('');
  });

  describe('a photo of the QR code', () => {
    function stubPicture(width: number, height: number) {
      const close = vi.fn();
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(() => Promise.resolve({ width, height, close })),
      );
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
        () =>
          ({
            drawImage: vi.fn(),
            getImageData: (_x: number, _y: number, w: number, h: number) => ({
              data: new Uint8ClampedArray(w * h * 4),
            }),
          }) as never,
      );
      return close;
    }
    const choosePhoto = () =>
      fireEvent.change(screen.getByTestId('pickup-qr-file'), {
        target: { files: [new File(['jpeg'], 'pass.jpg', { type: 'image/jpeg' })] },
      });

    it('is read in the browser and its pass looked up', async () => {
      const close = stubPicture(800, 600);
      vi.mocked(jsQR).mockReturnValue({ data: 'AMANATI-PASS:K7M2QX' } as ReturnType<typeof jsQR>);
      const api = fakeApi({ [LOOKUP]: found() });
      renderAdmin(<HandoverPage role="operator" />, { user: staff() });
      chooseBranch();
      const input = screen.getByTestId('pickup-qr-file');
      expect(input.getAttribute('accept')).toBe('image/*');
      expect(screen.getByRole('button', { name: 'Read a photo of the QR' })).toBeTruthy();
      choosePhoto();
      expect(await screen.findAllByTestId('pickup-pass-parcel')).toHaveLength(2);
      expect(api.count(LOOKUP)).toBe(1);
      expect(vi.mocked(jsQR).mock.calls[0]!.slice(1)).toEqual([800, 600]);
      expect(close).toHaveBeenCalled();
    });

    it('says so when the photo holds no QR code, or another one', async () => {
      stubPicture(800, 600);
      vi.mocked(jsQR).mockReturnValue(null);
      const api = fakeApi({});
      renderAdmin(<HandoverPage role="operator" />, { user: staff() });
      choosePhoto();
      expect(
        await screen.findByText(
          'No QR code was found in this photo. Take a sharper photo with the whole code in the frame, or type the code.',
        ),
      ).toBeTruthy();
      vi.mocked(jsQR).mockReturnValue({ data: 'https://example.com/menu' } as ReturnType<typeof jsQR>);
      choosePhoto();
      expect(await screen.findByText('This QR code is not an Amanati pickup pass.')).toBeTruthy();
      expect(api.calls.filter((c) => c.path.startsWith('/api/admin/pickup'))).toEqual([]);
    });
  });

  it('scans with the camera where the browser reads barcodes, and stops the camera once read', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(() =>
      Promise.resolve(Object.assign(new MediaStream(), { getTracks: () => [{ stop }] })),
    );
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia } }));
    const reads = [[{ rawValue: 'https://example.com/menu' }], [], [{ rawValue: 'AMANATI-PASS:K7M2QX' }]];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = vi.fn(() => Promise.resolve(reads.shift() ?? []));
      },
    );
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const api = fakeApi({ [LOOKUP]: found() });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('dialog', { name: 'Scan the pass QR code' })).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(await screen.findAllByTestId('pickup-pass-parcel', {}, { timeout: 5000 })).toHaveLength(2);
    expect(api.count(LOOKUP)).toBe(1);
    expect(stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('passes to prepare', () => {
  const today = tbilisiDay();
  const at = (hhmm: string) => new Date(`${today}T${hhmm}:00+04:00`).toISOString();
  const PREPARE = `GET /api/admin/pickup/preparation?branch=gldani&day=${today}`;

  it('lists the day’s passes by slot, then those without one; another day is read anew', async () => {
    const api = fakeApi({
      [PREPARE]: () => ({
        body: {
          success: true,
          passes: [
            { ...pass({ id: 'a', code: 'AAAA22', slot: at('11:00') }), customer: CUSTOMER },
            {
              ...pass({
                id: 'b',
                code: 'BBBB33',
                slot: at('14:15'),
                trustee: TRUSTEE,
                parcels: [{ id: 'p9', tracking: 'LP00000009', flight: null, weightKg: 1 }],
              }),
              customer: { id: 'c-2', axid: 'AX10009', name: 'Levan Kapanadze', phone: null },
            },
            { ...pass({ id: 'c', code: 'CCCC44', slot: null }), customer: CUSTOMER },
          ],
        },
      }),
      'GET /api/admin/pickup/preparation?branch=gldani&day=2030-01-05': () => ({
        body: { success: true, passes: [] },
      }),
    });
    renderAdmin(<HandoverPage role="operator" />, { user: staff() });
    chooseBranch();
    expect(api.calls.filter((c) => c.path.startsWith('/api/admin/pickup/preparation'))).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Prepare' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Day/).value).toBe(today);

    const table = await screen.findByRole('group', { name: 'Pickup passes to prepare' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => within(r).getByTestId('prepare-slot').textContent)).toEqual([
      '11:00–11:15',
      '14:15–14:30',
      'Any time',
    ]);
    expect(rows[0]!.textContent).toContain('ნინო ბერიძე');
    expect(rows[0]!.textContent).toContain('2 parcels');
    expect(rows[0]!.textContent).toContain('LP00000001, LP00000002');
    expect(rows[0]!.textContent).toContain('AAAA22');
    expect(rows[1]!.textContent).toContain('Levan Kapanadze');
    expect(rows[1]!.textContent).toContain('1 parcel');
    expect(rows[1]!.textContent).toContain('LP00000009');
    expect(within(rows[1]!).getByText('Yes')).toBeTruthy();
    expect(within(rows[2]!).getByText('No')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: '2030-01-05' } });
    expect(
      await screen.findByText('No pickup passes to prepare at the Gldani branch for this day.'),
    ).toBeTruthy();
  });
});
