// Storage days in the panel (issue 21 §5): an arrived parcel says how many free days are left and, once
// they are over, what was charged and at what daily fee; the list's badge says it in short; a parcel
// that is not arrived asks nothing; the whole list is read with one request.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ParcelStorage as Storage } from '@amanati/shared/answers/storage';
import { initTestI18n } from '../../test/i18n.ts';
import { mockApi, product, renderWithApp, type Call } from '../parcels/testing/render.tsx';
import { ParcelStorage } from './parcel-storage.tsx';
import { StorageBadge } from './storage-badge.tsx';

const storage = (over: Partial<Storage>): Storage => ({
  parcelId: 'p1',
  tracking: 'TRK1',
  arrivalDay: '2026-12-01',
  daysStored: 19,
  freeDays: 30,
  freeDaysLeft: 12,
  lastFreeDay: '2026-12-30',
  dayFee: 0.5,
  chargedDays: 0,
  charged: 0,
  ...over,
});

let calls: Call[];
const serve = (parcels: Storage[]) => {
  calls = mockApi([[/^\/api\/storage$/, () => ({ success: true, parcels })]]);
};

beforeEach(() => {
  initTestI18n('en');
});

const detail = (id: string, status: 'arrived' | 'obtained' = 'arrived') => ({
  ...product({ _id: id, status, statusPage: status }),
  events: [],
});

describe('parcel storage', () => {
  it('shows the free days left, until when, and the fee after them', async () => {
    serve([storage({})]);
    renderWithApp(<ParcelStorage parcel={detail('p1')} />);
    expect(await screen.findByText('12 free storage days left (until 2026-12-30)')).toBeTruthy();
    expect(screen.getByText(/storage costs 0\.50 ₾ a day for this parcel/)).toBeTruthy();
  });

  it('once the free days are over, shows what was charged at what daily fee', async () => {
    serve([storage({ freeDaysLeft: 0, chargedDays: 3, charged: 1.5, daysStored: 33 })]);
    renderWithApp(<ParcelStorage parcel={detail('p1')} />);
    expect(
      await screen.findByText('Free storage ended on 2026-12-30; 1.50 ₾ charged so far (0.50 ₾ a day).'),
    ).toBeTruthy();
  });

  it('badges each arrived parcel of the list from one request', async () => {
    serve([storage({}), storage({ parcelId: 'p2', freeDaysLeft: 0, charged: 2.4 })]);
    renderWithApp(
      <>
        <StorageBadge parcel={product({ _id: 'p1', status: 'arrived' })} />
        <StorageBadge parcel={product({ _id: 'p2', status: 'arrived' })} />
        <StorageBadge parcel={product({ _id: 'p3', status: 'sent' })} />
      </>,
    );
    expect(await screen.findByText('12 free days left')).toBeTruthy();
    expect(screen.getByText('Storage: 2.40 ₾')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/storage')).toHaveLength(1);
  });

  it('asks nothing for a parcel that is not at the branch', () => {
    serve([]);
    renderWithApp(<ParcelStorage parcel={detail('p1', 'obtained')} />);
    expect(calls).toHaveLength(0);
  });
});
