import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkReport } from '@amanati/shared/bulk-prealert';
import { initTestI18n } from '../../../test/i18n.ts';
import { demoCandidate, renderWith } from '../../../test/render-customer.tsx';
import { BulkPrealert } from './bulk-prealert.tsx';

beforeAll(() => initTestI18n('en'));

/** The upload goes through XMLHttpRequest (for its progress); this one answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload = { onprogress: null as ((e: Partial<ProgressEvent>) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const report: BulkReport = {
  counts: { rows: 5, created: 2, duplicate: 2, invalid: 1 },
  rows: [
    { row: 2, tracking: 'LP1', outcome: 'created', parcelId: 'p1' },
    {
      row: 3,
      tracking: 'LP2',
      outcome: 'invalid',
      message: 'fill_all_fields',
      errors: { amount: 'amount_invalid', category: 'invalid_category' },
    },
    { row: 4, tracking: 'lp1', outcome: 'duplicate', message: 'bulk_tracking_repeated', duplicateOf: 2 },
    { row: 5, tracking: 'OLD1', outcome: 'duplicate', message: 'tracking_number_already_added' },
    { row: 6, tracking: 'BIG1', outcome: 'created', parcelId: 'p2' },
  ],
};

async function uploadFile(name = 'parcels.csv') {
  renderWith(<BulkPrealert />, { user: demoCandidate() });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, {
    target: { files: [new File(['tracking,country\n'], name, { type: 'text/csv' })] },
  });
  expect(screen.getByTestId('bulk-file').textContent).toContain(name);
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  const xhr = FakeXhr.last!;
  expect(xhr.url).toBe('/api/parcels/bulk');
  expect((xhr.body!.get('file') as File).name).toBe(name);
  return xhr;
}

describe('BulkPrealert', () => {
  it('offers both templates and uploads only once a file is chosen', () => {
    renderWith(<BulkPrealert />, { user: demoCandidate() });
    expect(screen.getByRole('link', { name: 'Template (CSV)' }).getAttribute('href')).toBe(
      '/api/parcels/bulk/template.csv',
    );
    expect(screen.getByRole('link', { name: 'Template (Excel)' }).getAttribute('href')).toBe(
      '/api/parcels/bulk/template.xlsx',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Upload' }).disabled).toBe(true);
    expect(screen.getByText('No file chosen yet.')).toBeTruthy();
  });

  it('shows progress, then the counts and each row with its problems in the customer language', async () => {
    const xhr = await uploadFile();
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();
    xhr.respond(200, { success: true, ...report });

    expect(await screen.findByText('Created 2 of 5 parcels in the file.')).toBeTruthy();
    expect(screen.getByText('Created: 2')).toBeTruthy();
    expect(screen.getByText('Duplicates: 2')).toBeTruthy();
    expect(screen.getByText('Errors: 1')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Upload report' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('Error')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('amount: Enter an amount, for example 25 or 25.50');
    expect(rows[1]!.textContent).toContain('category: Choose a product category');
    expect(rows[2]!.textContent).toContain('The same tracking number as row 2.');
    expect(rows[3]!.textContent).toContain('This tracking number has already been added');

    // Only the rows that need attention, on request.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only rows that were not created' }));
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
  });

  it('tells why a row needs its invoice elsewhere', async () => {
    const xhr = await uploadFile();
    xhr.respond(200, {
      success: true,
      counts: { rows: 1, created: 0, duplicate: 0, invalid: 1 },
      rows: [
        {
          row: 2,
          tracking: 'BIG',
          outcome: 'invalid',
          message: 'file_required',
          errors: { invoice: 'file_required' },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Upload report' });
    expect(table.textContent).toContain('invoice: Please upload the file');
    expect(
      within(table).getByText('Declare this parcel in your parcels and attach its invoice.'),
    ).toBeTruthy();
  });

  it('shows a refused file with its reason and the missing columns', async () => {
    const xhr = await uploadFile('mine.csv');
    xhr.respond(400, {
      success: false,
      message: 'bulk_header_missing',
      errors: { currency: 'required', amount: 'required' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The first row of the file is missing required columns.');
    expect(alert.textContent).toContain('Missing columns: currency, amount');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
