/**
 * The rules of a declaration's fields (spec §4, §5): how a declaration becomes columns, what §7's update
 * may leave out, what may change after the deadline, and where a parcel on a flight may be collected.
 */
import { branchCity, flightCity, isBranchCode } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import type { ParcelDeclaration, ParcelUpdate } from '@amanati/shared/parcels';
import { OTHER_SHOP } from '@amanati/shared/shops';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { NewParcel, ParcelRow } from './parcels.repo.ts';

export const locked = () => new AppError(409, MSG.declarationLocked);
export const trackingTaken = () =>
  conflict(MSG.trackingAlreadyAdded, { productOrderId: MSG.trackingAlreadyAdded });

/** Declared fields as columns; the shop's free text only when the shop is "other". */
export function declaredColumns(d: ParcelDeclaration | ParcelUpdate) {
  return {
    category: d.productName,
    quantity: d.quantity,
    amount: d.amount,
    currency: d.currency,
    shop: d.shop ?? null,
    otherShop: d.shop === OTHER_SHOP ? (d.otherShop ?? d.shopOther ?? null) : null,
    personal: d.personalParcel,
    senderName: d.personalParcel ? (d.senderName ?? null) : null,
    description: d.description ?? null,
    clearance: d.clearance,
    // Absent (a client that does not know insurance, e.g. §7's mobile apps) keeps the stored choice.
    ...(d.insured === undefined ? {} : { insured: d.insured }),
  } satisfies Partial<NewParcel>;
}

/**
 * §7's `updateProduct` carries no sender name or other-shop text: what the client leaves out stays as
 * stored, and a personal or other-shop parcel must end up with one.
 */
export function withStoredTexts(u: ParcelUpdate, p: ParcelRow): ParcelUpdate {
  const otherShop = u.otherShop ?? u.shopOther ?? p.otherShop ?? undefined;
  const senderName = u.senderName ?? p.senderName ?? undefined;
  if (u.personalParcel && !senderName)
    throw badRequest(MSG.fillAllFields, { senderName: MSG.senderNameRequired });
  if (u.shop === OTHER_SHOP && !otherShop) throw badRequest(MSG.fillAllFields, { otherShop: MSG.required });
  return { ...u, otherShop, senderName };
}

/**
 * After the deadline a declaration may only be completed: every field already set — including those
 * that decide the tariff (personal parcel) or customs (clearance) and the branch — must stay as it is.
 */
export function assertOnlyFillsGaps(
  p: ParcelRow,
  next: ReturnType<typeof declaredColumns> & { branch: string | null },
): void {
  const before = {
    category: p.category,
    quantity: p.quantity,
    amount: p.amount,
    currency: p.currency,
    shop: p.shop,
    otherShop: p.otherShop,
    senderName: p.senderName,
    personal: p.personal,
    clearance: p.clearance,
    branch: p.branch,
  };
  for (const [key, was] of Object.entries(before)) {
    if (was === null || was === '') continue;
    const now = next[key as keyof typeof before];
    const same = key === 'amount' ? Number(was) === Number(now) : was === now;
    if (!same) throw locked();
  }
}

/**
 * A parcel already on a flight can only move to a branch of the city that flight lands in: a branch in
 * the other city could never hand it over (the back office refuses such a handover).
 */
export function assertBranchOnFlightRoute(branch: string | null, flightTbilisi: boolean | null): void {
  if (flightTbilisi === null || !isBranchCode(branch)) return;
  if (branchCity(branch) !== flightCity({ tbilisi: flightTbilisi }))
    throw new AppError(409, MSG.branchNotInFlightCity, { branches: MSG.branchNotInFlightCity });
}

/** Insurance is chosen until the parcel is charged: its premium is charged once, with the first charge. */
export function assertInsuranceOpen(p: ParcelRow, insured: boolean | undefined): void {
  if (insured !== undefined && insured !== p.insured && p.priceTetri !== null)
    throw new AppError(409, MSG.insuranceLocked, { insured: MSG.insuranceLocked });
}

export function changedFields(before: ParcelRow, after: ParcelRow): string[] {
  const keys = [
    'tracking',
    'category',
    'quantity',
    'amount',
    'currency',
    'shop',
    'otherShop',
    'personal',
    'senderName',
    'branch',
    'description',
    'clearance',
    'insured',
    'file',
  ] as const;
  return keys.filter((k) => String(before[k]) !== String(after[k]));
}
