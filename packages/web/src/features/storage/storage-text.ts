/** What a parcel's storage says, shared by its badge and its detail: free days left, or the fees. */
import type { TFunction } from 'i18next';
import type { ParcelStorage } from './api.ts';

const lari = (value: number) => value.toFixed(2);

/** "12 free storage days left" / "Free storage ended on 2026-12-28; 1.50 ₾ charged so far (0.50 ₾ a day)". */
export function storageSummary(s: ParcelStorage, t: TFunction<'storage'>): string {
  if (s.freeDaysLeft > 0) return t('detail.left', { count: s.freeDaysLeft, day: s.lastFreeDay });
  return t('detail.ended', { day: s.lastFreeDay, charged: lari(s.charged), fee: lari(s.dayFee) });
}

/** The next step: what a day will cost after the free ones, or that each further day is charged. */
export function storageHint(s: ParcelStorage, t: TFunction<'storage'>): string {
  return s.freeDaysLeft > 0 ? t('detail.then', { fee: lari(s.dayFee) }) : t('detail.collect');
}

/** How urgent: calm, soon (the last 3 days), charging. */
export const storageTone = (s: ParcelStorage): 'free' | 'soon' | 'charging' =>
  s.freeDaysLeft === 0 ? 'charging' : s.freeDaysLeft <= 3 ? 'soon' : 'free';
