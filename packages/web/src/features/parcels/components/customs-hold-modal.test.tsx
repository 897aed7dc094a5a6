// A customs hold as the customer sees it (issue 16 §5): the fee, treasury code and personal id to pay
// with, the receipt sent as form data, the assessed VAT and duty once there, and no upload once cleared.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n.ts';
import type { CustomsHold } from '../api/customs-holds.ts';
import { mockApi, renderWithApp } from '../testing/render.tsx';
import { CustomsHoldModal } from './customs-hold-modal.tsx';

beforeAll(() => void initTestI18n('en'));
afterEach(() => vi.unstubAllGlobals());

const hold = (over: Partial<CustomsHold> = {}): CustomsHold => ({
  groupId: 'p1',
  reason: 'clearance',
  state: 'held',
  flight: 'US-260101',
  arrivedAt: '2026-01-05T10:00:00.000Z',
  parcels: [
    {
      _id: 'p1',
      productOrderId: 'TRKA',
      shop: '_AMAZON_',
      otherShop: null,
      personalParcel: false,
      senderName: null,
      valueTetri: 200_00,
    },
    {
      _id: 'p2',
      productOrderId: 'TRKB',
      shop: '_AMAZON_',
      otherShop: null,
      personalParcel: false,
      senderName: null,
      valueTetri: 101_00,
    },
  ],
  valueTetri: 301_00,
  stateFeeTetri: 20_00,
  treasuryCode: '707017021',
  payer: { name: 'ნინო ბერიძე', id: '01001012345', kind: 'personal' },
  vatTetri: null,
  dutyTetri: null,
  receipt: null,
  ...over,
});

/** XMLHttpRequest that records what it sends and answers 200 with the hold in `receipt`. */
function fakeUpload() {
  const sent: { path: string; body: FormData }[] = [];
  class Xhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private path = '';
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ path: this.path, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      this.status = 200;
      this.responseText = JSON.stringify({
        success: true,
        hold: hold({ state: 'receipt', receipt: 'r.pdf' }),
      });
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return sent;
}

describe('customs hold modal', () => {
  it('shows what to pay and to whom, copyable, and sends the receipt', async () => {
    const calls = mockApi([]);
    const sent = fakeUpload();
    renderWithApp(<CustomsHoldModal hold={hold()} onClose={() => undefined} />);
    expect(await screen.findByText('20.00 ₾')).toBeTruthy();
    expect(screen.getByText('707017021')).toBeTruthy();
    expect(screen.getByText('01001012345')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Treasury code/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Payer's personal number/ })).toBeTruthy();
    expect(screen.queryByText(/assessed by customs/)).toBeNull();

    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send the receipt' });
    expect(send.disabled).toBe(true);
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe('/api/customs/holds/p1/receipt');
    expect((sent[0]!.body.get('file') as File).name).toBe('receipt.pdf');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the assessed VAT and duty, and the receipt sent, with no upload once cleared', () => {
    mockApi([]);
    renderWithApp(
      <CustomsHoldModal
        hold={hold({ state: 'cleared', receipt: 'r.pdf', vatTetri: 54_18, dutyTetri: 3_01 })}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cleared by customs' })).toBeTruthy();
    expect(screen.getByText('54.18 ₾')).toBeTruthy();
    expect(screen.getByText('3.01 ₾')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the receipt you sent' }).getAttribute('href')).toBe(
      '/uploads/receipts/r.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Send the receipt' })).toBeNull();
  });
});
