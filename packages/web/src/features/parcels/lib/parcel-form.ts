/**
 * The add/update parcel form (spec §5): its values, the payload the API takes, and the rules that the
 * shared schema cannot know — the invoice file, required from 300 lari with today's rates (for the parcel
 * or its customs group, issue 16) or with customs clearance, png/jpg/pdf up to 3 MB.
 */
import { ACCEPTED_FILE_TYPES, LIMITS, type Currency, type ParcelStatus } from '@amanati/shared/constants';
import { lacksDeclaration } from '@amanati/shared/parcel-rules';
import type { ProductWire } from '@amanati/shared/parcels';
import { reachesCustomsThreshold, type Rates } from '@amanati/shared/rates';
import { OTHER_SHOP } from '@amanati/shared/shops';
import { CURRENCIES } from '@amanati/shared/constants';
import { MSG } from '@amanati/shared/messages';
import type { ParcelPayload } from '../api/save-parcel.ts';

export interface ParcelFormValues {
  productOrderId: string;
  productName: string;
  quantity: string;
  amount: string;
  currency: string;
  senderCountryId: string;
  shop: string;
  otherShop: string;
  personalParcel: boolean;
  senderName: string;
  branches: string;
  description: string;
  clearance: boolean;
  /** Insure the parcel (issue 21 §4): the premium is charged with the flight's charges. */
  insured: boolean;
  file: File | null;
}

export function initialValues(parcel: ProductWire | undefined, defaultBranch: string): ParcelFormValues {
  return {
    productOrderId: parcel?.productOrderId ?? '',
    productName: parcel?.productName ?? '',
    quantity: parcel?.quantity?.toString() ?? '',
    amount: parcel?.amount?.toString() ?? '',
    currency: parcel?.currency ?? '',
    senderCountryId: parcel ? String(parcel.senderCountryId) : '',
    shop: parcel?.shop ?? '',
    otherShop: parcel?.otherShop ?? '',
    personalParcel: parcel?.personalParcel ?? false,
    senderName: parcel?.senderName ?? '',
    branches: parcel?.branches ?? defaultBranch,
    description: parcel?.description ?? '',
    clearance: parcel?.clearance ?? false,
    insured: parcel?.insured ?? false,
    file: null,
  };
}

export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/** Whether the value reaches 300 lari with the given rates (false while the amount is not a number). */
export function reachesThreshold(v: Pick<ParcelFormValues, 'amount' | 'currency'>, rates: Rates): boolean {
  const amount = v.amount.trim();
  if (!isCurrency(v.currency) || !/^\d+(\.\d+)?$/.test(amount)) return false;
  return reachesCustomsThreshold(amount, v.currency, rates);
}

/**
 * What the rule set says of the parcel being typed (issue 16 §2): whether it alone, or its customs group
 * with the customer's other parcels, needs clearance. Without it the 300-lari rule applies to the parcel.
 */
export interface CustomsVerdict {
  alone: boolean;
  group: boolean;
}

export type FileRequirement = 'threshold' | 'group' | 'clearance';

/** Why the invoice file is required now, live while typing (spec §5), or null. */
export function fileRequirement(
  v: Pick<ParcelFormValues, 'amount' | 'currency' | 'clearance'>,
  rates: Rates,
  customs?: CustomsVerdict,
): FileRequirement | null {
  if (customs ? customs.alone : reachesThreshold(v, rates)) return 'threshold';
  if (customs?.group) return 'group';
  if (v.clearance) return 'clearance';
  return null;
}

/** Message codes of the file rules (as the server answers them); `hasStoredFile` when it has an invoice. */
export function fileError(
  v: ParcelFormValues,
  rates: Rates,
  hasStoredFile: boolean,
  customs?: CustomsVerdict,
): string | null {
  if (v.file) {
    if (!(ACCEPTED_FILE_TYPES as readonly string[]).includes(v.file.type)) return MSG.incorrectFileType;
    if (v.file.size > LIMITS.fileMaxBytes) return MSG.fileTooLarge;
    return null;
  }
  const requirement = fileRequirement(v, rates, customs);
  if (!requirement || hasStoredFile) return null;
  return requirement === 'group' ? MSG.customsGroupFileRequired : MSG.fileRequired;
}

const blankToUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The §7 payload (without the file). */
export function toPayload(
  v: ParcelFormValues,
  status: ParcelStatus | undefined,
  productId?: string,
): ParcelPayload {
  const other = v.shop === OTHER_SHOP;
  return {
    ...(productId ? { productId } : {}),
    productOrderId: v.productOrderId.trim(),
    productName: v.productName,
    quantity: v.quantity.trim(),
    amount: v.amount.trim(),
    currency: v.currency,
    senderCountryId: v.senderCountryId,
    shop: blankToUndefined(v.shop),
    otherShop: other ? blankToUndefined(v.otherShop) : undefined,
    personalParcel: v.personalParcel,
    senderName: v.personalParcel ? blankToUndefined(v.senderName) : undefined,
    branches: blankToUndefined(v.branches),
    description: v.description === '' ? undefined : v.description,
    clearance: v.clearance,
    insured: v.insured,
    statusPage: status,
  } as ParcelPayload;
}

type Field = keyof ParcelFormValues;

/**
 * After the declaration deadline a sent parcel may only be completed (spec-readings Parcels): the fields
 * it already has stay as they are; the tracking number is the label once the warehouse has the parcel;
 * the country never changes.
 */
export function lockedFields(
  parcel: ProductWire | undefined,
  onlyFillMissing: boolean,
): Partial<Record<Field, boolean>> {
  if (!parcel) return {};
  const locked: Partial<Record<Field, boolean>> = {
    senderCountryId: true,
    productOrderId: parcel.status !== 'waiting',
    // Chosen until the parcel is charged: the premium is charged once, with the first charge.
    insured: parcel.price !== null,
  };
  if (!onlyFillMissing || !lacksDeclaration(parcel)) return locked;
  const set = (value: unknown) => value !== null && value !== '' && value !== undefined;
  return {
    ...locked,
    productName: set(parcel.productName),
    quantity: set(parcel.quantity),
    amount: set(parcel.amount),
    currency: set(parcel.currency),
    shop: set(parcel.shop),
    otherShop: set(parcel.otherShop),
    senderName: set(parcel.senderName),
    // Booleans always count as set: they decide the tariff and customs.
    personalParcel: true,
    clearance: true,
    insured: true,
    branches: set(parcel.branches),
  };
}
