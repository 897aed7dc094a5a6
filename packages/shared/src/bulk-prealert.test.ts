// The bulk pre-alert's row → declaration mapping (issue 22 §3): what a spreadsheet writes becomes the
// panel's payload, and the declaration schema then judges it as it judges the panel.
import { describe, expect, it } from 'vitest';
import {
  BULK_COLUMNS,
  BULK_EXAMPLE_ROW,
  cellText,
  errorsByColumn,
  missingColumns,
  normalizeHeader,
  rowToDeclaration,
} from './bulk-prealert.ts';
import { MSG } from './messages.ts';
import { parcelDeclarationSchema } from './parcels.ts';

const row = (overrides: Record<string, unknown> = {}) => ({ ...BULK_EXAMPLE_ROW, ...overrides });

/** `{ column: code }` of a row the schema refuses, or null when it passes. */
function rowErrors(cells: Record<string, unknown>) {
  const parsed = parcelDeclarationSchema.safeParse(rowToDeclaration(cells));
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return errorsByColumn(out);
}

describe('bulk pre-alert mapping', () => {
  it('maps the template example to a valid declaration', () => {
    const parsed = parcelDeclarationSchema.parse(rowToDeclaration(BULK_EXAMPLE_ROW));
    expect(parsed).toMatchObject({
      productOrderId: 'LP00123456789CN',
      senderCountryId: 1,
      shop: '_TAOBAO_',
      productName: '_CLOTHING_',
      quantity: 2,
      amount: '25.50',
      currency: 'USD',
      personalParcel: false,
      clearance: false,
      description: 'ზამთრის ქურთუკი',
    });
    expect(parsed.branches).toBeUndefined();
  });

  it('normalizes headers: case, spaces, hyphens and the byte order mark', () => {
    expect(normalizeHeader('\uFEFFTracking ')).toBe('tracking');
    expect(normalizeHeader('Other Shop')).toBe('other_shop');
    expect(normalizeHeader('sender-name')).toBe('sender_name');
    expect(missingColumns(['Tracking', 'Country', 'Category', 'Quantity', 'Amount'])).toEqual(['currency']);
    expect(missingColumns([...BULK_COLUMNS])).toEqual([]);
  });

  it.each([
    ['CN', 1],
    ['china', 1],
    ['1', 1],
    ['US', 2],
    ['usa', 2],
    ['2', 2],
    ['TR', 3],
    ['Turkey', 3],
    ['3', 3],
  ])('reads country %s as %i', (text, id) => {
    expect(
      rowToDeclaration(row({ country: text, shop: 'other', other_shop: 'shop.example' })).senderCountryId,
    ).toBe(id);
  });

  it('refuses an unknown country with the panel code', () => {
    expect(rowErrors(row({ country: 'DE' }))).toMatchObject({ country: MSG.invalidCountry });
    expect(rowErrors(row({ country: '' }))).toMatchObject({ country: MSG.invalidCountry });
  });

  it('reads shops by code, name or bare code, within the row country', () => {
    expect(rowToDeclaration(row({ shop: '_TAOBAO_' })).shop).toBe('_TAOBAO_');
    expect(rowToDeclaration(row({ shop: 'aliexpress' })).shop).toBe('_ALIEXPRESS_');
    expect(rowToDeclaration(row({ shop: 'JD.com' })).shop).toBe('_JD_');
    expect(rowToDeclaration(row({ country: 'US', shop: 'Best Buy' })).shop).toBe('_BEST_BUY_');
    // A shop of another country is the panel's invalid_shop.
    expect(rowErrors(row({ shop: 'Amazon' }))).toEqual({ shop: MSG.invalidShop });
    expect(rowErrors(row({ shop: 'Nowhere' }))).toEqual({ shop: MSG.invalidShop });
  });

  it('takes an other-shop text alone or with `other`, and checks it as the panel does', () => {
    expect(rowToDeclaration(row({ shop: '', other_shop: 'myshop.cn' })).shop).toBe('_OTHER_SHOP_');
    expect(rowToDeclaration(row({ shop: 'Other', other_shop: 'myshop.cn' })).shop).toBe('_OTHER_SHOP_');
    expect(rowErrors(row({ shop: 'other', other_shop: 'my shop!' }))).toEqual({
      other_shop: MSG.otherShopInvalid,
    });
    expect(rowErrors(row({ shop: 'other', other_shop: '' }))).toEqual({ other_shop: MSG.required });
    expect(rowErrors(row({ shop: '' }))).toEqual({ shop: MSG.required });
  });

  it('reads categories by code, bare code or English name', () => {
    expect(rowToDeclaration(row({ category: 'electronics' })).productName).toBe('_ELECTRONICS_');
    expect(rowToDeclaration(row({ category: 'Phones and network devices' })).productName).toBe(
      '_PHONES_AND_NETWORK_DEVICES_',
    );
    expect(rowErrors(row({ category: 'cars' }))).toEqual({ category: MSG.invalidCategory });
  });

  it('reads personal as yes/no in any of the three languages, and asks a personal parcel for its sender', () => {
    for (const yes of ['yes', 'YES', 'true', '1', 'კი', 'да']) {
      expect(rowToDeclaration(row({ personal: yes })).personalParcel).toBe(true);
    }
    for (const no of ['', 'no', 'false', '0', 'არა', 'Нет']) {
      expect(rowToDeclaration(row({ personal: no })).personalParcel).toBe(false);
    }
    expect(rowErrors(row({ personal: 'maybe' }))).toEqual({ personal: MSG.invalidValue });
    expect(rowErrors(row({ personal: 'yes', shop: '' }))).toEqual({ sender_name: MSG.senderNameRequired });
    expect(rowErrors(row({ personal: 'yes', shop: '', sender_name: 'Nino' }))).toBeNull();
  });

  it('keeps the panel rules of quantity, amount, currency, tracking and branch', () => {
    expect(rowErrors(row({ quantity: '0' }))).toEqual({ quantity: MSG.quantityCannotBeZero });
    expect(rowErrors(row({ quantity: '1.5' }))).toEqual({ quantity: MSG.quantityDigits });
    expect(rowErrors(row({ amount: 'abc' }))).toEqual({ amount: MSG.amountInvalid });
    expect(rowErrors(row({ amount: '0' }))).toEqual({ amount: MSG.amountMustBePositive });
    expect(rowErrors(row({ currency: 'RUB' }))).toEqual({ currency: MSG.invalidCurrency });
    expect(rowErrors(row({ tracking: 'LP 123-4' }))).toEqual({ tracking: MSG.trackingLettersDigits });
    expect(rowErrors(row({ tracking: '' }))).toEqual({ tracking: MSG.required });
    expect(rowErrors(row({ branch: 'batumi' }))).toEqual({ branch: MSG.invalidBranch });
    expect(rowToDeclaration(row({ branch: 'Gldani' })).branches).toBe('gldani');
    expect(rowErrors(row({ description: 'x'.repeat(161) }))).toEqual({ description: MSG.noteTooLong });
  });

  it('reads a decimal comma, lower-case currencies and spreadsheet numbers', () => {
    expect(rowToDeclaration(row({ amount: '25,50' })).amount).toBe('25.50');
    expect(rowToDeclaration(row({ currency: 'eur' })).currency).toBe('EUR');
    const fromXlsx = rowToDeclaration(row({ quantity: 3, amount: 12.5, personal: false }));
    expect(fromXlsx).toMatchObject({ quantity: '3', amount: '12.5', personalParcel: false });
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('yes');
    expect(cellText('  x ')).toBe('x');
  });

  it('names columns in errors, and the invoice the customs rules ask for', () => {
    expect(errorsByColumn({ productOrderId: 'a', file: 'file_required', other: 'b' })).toEqual({
      tracking: 'a',
      invoice: 'file_required',
      other: 'b',
    });
  });
});
