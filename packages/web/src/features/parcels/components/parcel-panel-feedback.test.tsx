// The parcel panel's feedback (issue 17, review #17): the country comes first and brings its usual
// currency; a wrong file is refused the moment it is picked, with the submit's messages; the toast says
// which parcel was added or updated; a refused submit brings the first field with an error into focus.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import { mockApi, product, renderWithApp } from '../testing/render.tsx';
import ParcelPanel from './parcel-panel.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../../lib/notify.ts');

const rates = { USD: 2.5, EUR: 3, CNY: 4, TRY: 0.08 };
let duplicate = false;

beforeEach(() => {
  initTestI18n('en');
  duplicate = false;
  mockApi([
    [/\/api2\/rate\/get/, () => ({ success: true, rates, date: null })],
    [
      /\/api\/product\/(addProduct|updateProduct)$/,
      ({ body }) =>
        duplicate
          ? new Response(
              JSON.stringify({
                success: false,
                message: 'tracking_number_already_added',
                errors: { productOrderId: 'tracking_number_already_added' },
              }),
              { status: 409, headers: { 'content-type': 'application/json' } },
            )
          : {
              success: true,
              message: 'operation_succeeded',
              product: product({ productOrderId: (body as { productOrderId: string }).productOrderId }),
              custom: false,
              customArray: [],
            },
    ],
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const combo = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const pick = (file: File) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [file] },
  });

/** Saving waits for today's rates (the 300-lari rule): the button is ready once they are in. */
const ready = (name: string) =>
  waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(false));

function fillDeclaration(tracking: string) {
  fireEvent.change(combo(/^Country/), { target: { value: '2' } });
  fireEvent.change(combo(/^Shop/), { target: { value: '_AMAZON_' } });
  fireEvent.change(box(/^Tracking number/), { target: { value: tracking } });
  fireEvent.change(combo(/^Product/), { target: { value: '_SHOES_' } });
  fireEvent.change(box(/^Quantity/), { target: { value: '1' } });
  fireEvent.change(box(/^Amount/), { target: { value: '20' } });
}

describe('the parcel panel says things when they happen', () => {
  it('asks for the country first and fills in its usual currency', () => {
    renderWithApp(<ParcelPanel mode="add" status="waiting" />);
    const country = combo(/^Country/);
    expect(
      country.compareDocumentPosition(box(/^Tracking number/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(country.compareDocumentPosition(box(/^Amount/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(country, { target: { value: '1' } });
    expect(combo(/^Currency/).value).toBe('CNY');
    // A currency chosen by hand stays.
    fireEvent.change(combo(/^Currency/), { target: { value: 'USD' } });
    fireEvent.change(country, { target: { value: '3' } });
    expect(combo(/^Currency/).value).toBe('USD');
  });

  it('refuses a wrong file type or a file over 3 MB when it is picked, before any submit', async () => {
    renderWithApp(<ParcelPanel mode="add" status="waiting" />);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText('Wrong file format: only PNG, JPG or PDF');
    pick(new File([new Uint8Array(3_022_118)], 'big.pdf', { type: 'application/pdf' }));
    await screen.findByText('The file must not be larger than 3 MB');
    pick(new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('The file must not be larger than 3 MB')).toBeNull());
  });

  it('says which parcel was added', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ParcelPanel mode="add" status="waiting" />);
    await ready('Add the parcel');
    fillDeclaration('LP00512345678CN');
    await act(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Parcel LP00512345678CN added'));
  });

  it('says which parcel was updated', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ParcelPanel mode="update" parcel={product({ productOrderId: 'TRACK1' })} right="edit" />);
    await ready('Save');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Parcel TRACK1 updated'));
  });

  it('focuses the first field with an error when the form or the server refuses it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ParcelPanel mode="add" status="waiting" />);
    await ready('Add the parcel');
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    await waitFor(() => expect(document.activeElement).toBe(combo(/^Country/)));

    // The duplicate tracking number, refused by the server: its field, not only a toast.
    duplicate = true;
    fillDeclaration('LP00512345678CN');
    await act(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Add the parcel' }));
    await waitFor(() => expect(document.activeElement).toBe(box(/^Tracking number/)));
    expect(box(/^Tracking number/).getAttribute('aria-invalid')).toBe('true');
    expect(notify.notifyError).toHaveBeenCalled();
  });
});
