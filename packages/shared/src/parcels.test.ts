// Unit tests of the parcel declaration schema (spec §5), the customs conversion (§5, §9) and the edit rules (§4).
import { describe, expect, it } from 'vitest';
import { CATEGORY_CODES } from './categories.ts';
import { CURRENCIES, DEFAULT_RATES, LIMITS, PARCEL_STATUSES, type ParcelStatus } from './constants.ts';
import { MSG } from './messages.ts';
import { canDelete, editButton, editRight, lacksDeclaration, type ParcelState } from './parcel-rules.ts';
import {
  parcelDeclarationSchema,
  parcelListParams,
  parcelUpdateFormSchema,
  parcelUpdateSchema,
} from './parcels.ts';
import { RATE_UNITS, reachesCustomsThreshold, toGel, type Rates } from './rates.ts';
import { OTHER_SHOP, SHOPS_BY_COUNTRY } from './shops.ts';

const valid = (overrides: Record<string, unknown> = {}) => ({
  productOrderId: 'LP00123456789CN',
  productName: '_ELECTRONICS_',
  quantity: '2',
  amount: '25.50',
  currency: 'USD',
  senderCountryId: 1,
  shop: '_TAOBAO_',
  ...overrides,
});

/** `{ field: code }` with the first issue per field, as the server reports them. */
function errorsOf(
  // parcelUpdateFormSchema has the same type as parcelUpdateSchema.
  schema: typeof parcelDeclarationSchema | typeof parcelUpdateSchema,
  input: unknown,
) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    out[field] ??= issue.message;
  }
  return out;
}
const declarationErrors = (overrides: Record<string, unknown>) =>
  errorsOf(parcelDeclarationSchema, valid(overrides));

describe('parcel declaration schema', () => {
  it('accepts a complete declaration and normalises it', () => {
    const parsed = parcelDeclarationSchema.parse(
      valid({
        quantity: 3,
        amount: 12,
        senderCountryId: '2',
        shop: '_AMAZON_',
        personalParcel: 'false',
        clearance: 'true',
      }),
    );
    expect(parsed).toMatchObject({
      productOrderId: 'LP00123456789CN',
      quantity: 3,
      amount: '12',
      senderCountryId: 2,
      shop: '_AMAZON_',
      personalParcel: false,
      clearance: true,
    });
  });

  it('defaults personalParcel and clearance to false and keeps statusPage only as a hint', () => {
    const parsed = parcelDeclarationSchema.parse(valid({ statusPage: 'sent' }));
    expect(parsed.personalParcel).toBe(false);
    expect(parsed.clearance).toBe(false);
    expect(parsed.statusPage).toBe('sent');
  });

  // Each §5 rule broken alone: the field and its code.
  const broken: [string, Record<string, unknown>, string, string][] = [
    ['tracking required', { productOrderId: '' }, 'productOrderId', MSG.required],
    ['tracking missing', { productOrderId: undefined }, 'productOrderId', MSG.required],
    ['tracking with a dash', { productOrderId: 'LP-001' }, 'productOrderId', MSG.trackingLettersDigits],
    [
      'tracking with a space inside',
      { productOrderId: 'LP 001' },
      'productOrderId',
      MSG.trackingLettersDigits,
    ],
    [
      'tracking with Georgian letters',
      { productOrderId: 'ტრეკ1' },
      'productOrderId',
      MSG.trackingLettersDigits,
    ],
    ['tracking with a script', { productOrderId: '<script>' }, 'productOrderId', MSG.trackingLettersDigits],
    ['quantity required', { quantity: '' }, 'quantity', MSG.required],
    ['quantity missing', { quantity: undefined }, 'quantity', MSG.required],
    ['quantity letters', { quantity: 'two' }, 'quantity', MSG.quantityDigits],
    ['quantity negative', { quantity: '-1' }, 'quantity', MSG.quantityDigits],
    ['quantity decimal', { quantity: '1.5' }, 'quantity', MSG.quantityDigits],
    ['quantity 0', { quantity: '0' }, 'quantity', MSG.quantityCannotBeZero],
    ['quantity 00', { quantity: '00' }, 'quantity', MSG.quantityCannotBeZero],
    ['quantity number 0', { quantity: 0 }, 'quantity', MSG.quantityCannotBeZero],
    ['quantity leading zero', { quantity: '01' }, 'quantity', MSG.quantityDigits],
    ['amount required', { amount: '' }, 'amount', MSG.required],
    ['amount missing', { amount: undefined }, 'amount', MSG.required],
    ['amount 0', { amount: '0' }, 'amount', MSG.amountMustBePositive],
    ['amount 0.00', { amount: '0.00' }, 'amount', MSG.amountMustBePositive],
    ['amount number 0', { amount: 0 }, 'amount', MSG.amountMustBePositive],
    ['amount 00.5', { amount: '00.5' }, 'amount', MSG.amountInvalid],
    ['amount 01', { amount: '01' }, 'amount', MSG.amountInvalid],
    ['amount two dots', { amount: '1.2.3' }, 'amount', MSG.amountInvalid],
    ['amount negative', { amount: '-1' }, 'amount', MSG.amountInvalid],
    ['amount number negative', { amount: -1 }, 'amount', MSG.amountInvalid],
    ['amount exponent', { amount: '1e3' }, 'amount', MSG.amountInvalid],
    ['amount without the whole part', { amount: '.5' }, 'amount', MSG.amountInvalid],
    ['amount ending in a dot', { amount: '5.' }, 'amount', MSG.amountInvalid],
    ['amount with a comma', { amount: '1,5' }, 'amount', MSG.amountInvalid],
    ['amount with 3 decimals', { amount: '1.234' }, 'amount', MSG.amountInvalid],
    ['amount number with 3 decimals', { amount: 1.234 }, 'amount', MSG.amountInvalid],
    ['amount letters', { amount: 'ten' }, 'amount', MSG.amountInvalid],
    ['currency missing', { currency: undefined }, 'currency', MSG.invalidCurrency],
    ['currency unknown', { currency: 'RUB' }, 'currency', MSG.invalidCurrency],
    ['currency lower case', { currency: 'usd' }, 'currency', MSG.invalidCurrency],
    ['category missing', { productName: undefined }, 'productName', MSG.invalidCategory],
    ['category unknown', { productName: '_WEAPONS_' }, 'productName', MSG.invalidCategory],
    ['category by its English name', { productName: 'Electronics' }, 'productName', MSG.invalidCategory],
    ['country missing', { senderCountryId: undefined }, 'senderCountryId', MSG.invalidCountry],
    ['country 0', { senderCountryId: 0 }, 'senderCountryId', MSG.invalidCountry],
    ['country 4 (Greece)', { senderCountryId: 4 }, 'senderCountryId', MSG.invalidCountry],
    ['country by name', { senderCountryId: 'china' }, 'senderCountryId', MSG.invalidCountry],
    ['shop required', { shop: undefined }, 'shop', MSG.required],
    ['shop empty', { shop: '' }, 'shop', MSG.required],
    ['shop unknown', { shop: '_ALIBABA_CLOUD_' }, 'shop', MSG.invalidShop],
    ['shop of another country', { shop: '_AMAZON_' }, 'shop', MSG.invalidShop],
    ['other shop without its name', { shop: OTHER_SHOP }, 'otherShop', MSG.required],
    [
      'other shop with a space',
      { shop: OTHER_SHOP, otherShop: 'my shop' },
      'otherShop',
      MSG.otherShopInvalid,
    ],
    [
      'other shop with a dash',
      { shop: OTHER_SHOP, otherShop: 'my-shop.ge' },
      'otherShop',
      MSG.otherShopInvalid,
    ],
    [
      'other shop with markup',
      { shop: OTHER_SHOP, shopOther: '<b>x</b>' },
      'otherShop',
      MSG.otherShopInvalid,
    ],
    ['other shop in Georgian', { shop: OTHER_SHOP, otherShop: 'მაღაზია' }, 'otherShop', MSG.otherShopInvalid],
    [
      'personal without sender',
      { personalParcel: true, shop: undefined },
      'senderName',
      MSG.senderNameRequired,
    ],
    [
      'personal with a blank sender',
      { personalParcel: true, senderName: '   ' },
      'senderName',
      MSG.senderNameRequired,
    ],
    ['note of 161 characters', { description: 'x'.repeat(161) }, 'description', MSG.noteTooLong],
    ['branch unknown', { branches: 'batumi' }, 'branches', MSG.invalidBranch],
  ];
  it.each(broken)('refuses: %s', (_name, overrides, field, code) => {
    const errors = declarationErrors(overrides);
    expect(errors).not.toBeNull();
    expect(errors![field]).toBe(code);
  });

  const accepted: [string, Record<string, unknown>][] = [
    ['tracking of letters and digits, any case', { productOrderId: 'aB12cD34' }],
    ['tracking digits only', { productOrderId: '1234567890' }],
    ['quantity 1', { quantity: '1' }],
    ['quantity 10 (a zero inside)', { quantity: '10' }],
    ['quantity as a number', { quantity: 7 }],
    ['amount 0.5', { amount: '0.5' }],
    ['amount 0.05', { amount: '0.05' }],
    ['amount 10', { amount: '10' }],
    ['amount 100.25', { amount: '100.25' }],
    ['amount as a number', { amount: 19.99 }],
    ['other shop with letters, digits and dots', { shop: OTHER_SHOP, otherShop: 'shop.example.ge' }],
    ['other shop as shopOther', { shop: OTHER_SHOP, shopOther: 'Pinduoduo2' }],
    ['personal parcel without a shop', { personalParcel: true, senderName: 'Li Wei', shop: undefined }],
    ['personal parcel with a shop', { personalParcel: 'true', senderName: 'Li Wei' }],
    ['note of 160 characters', { description: 'x'.repeat(LIMITS.noteMaxLength) }],
    ['empty note', { description: '' }],
    ['each branch', { branches: 'kutaisi_1' }],
  ];
  it.each(accepted)('accepts: %s', (_name, overrides) => {
    expect(declarationErrors(overrides)).toBeNull();
  });

  it('counts the note in characters: 160 Georgian letters are fine, 161 are not', () => {
    expect(declarationErrors({ description: 'ა'.repeat(160) })).toBeNull();
    expect(declarationErrors({ description: 'ა'.repeat(161) })).toEqual({ description: MSG.noteTooLong });
  });

  it('accepts exactly the twenty categories', () => {
    expect(CATEGORY_CODES).toHaveLength(20);
    for (const productName of CATEGORY_CODES) expect(declarationErrors({ productName })).toBeNull();
  });

  it('accepts exactly USD, EUR, CNY, TRY and GEL', () => {
    expect([...CURRENCIES].sort()).toEqual(['CNY', 'EUR', 'GEL', 'TRY', 'USD']);
    for (const currency of CURRENCIES) expect(declarationErrors({ currency })).toBeNull();
    for (const currency of ['RUB', 'GBP', '', 'Usd']) {
      expect(declarationErrors({ currency })).toEqual({ currency: MSG.invalidCurrency });
    }
  });

  it('accepts the countries 1, 2 and 3, as numbers or digit strings', () => {
    for (const [country, shop] of [
      [1, '_TAOBAO_'],
      [2, '_AMAZON_'],
      [3, '_TRENDYOL_'],
      ['1', '_JD_'],
      ['3', '_KOTON_'],
    ] as const) {
      expect(parcelDeclarationSchema.parse(valid({ senderCountryId: country, shop })).senderCountryId).toBe(
        Number(country),
      );
    }
  });

  it('accepts a shop only for its own sender country, and other-shop everywhere', () => {
    for (const country of [1, 2, 3] as const) {
      for (const other of [1, 2, 3] as const) {
        for (const shop of SHOPS_BY_COUNTRY[other]) {
          const errors = declarationErrors({ senderCountryId: country, shop: shop.code });
          if (other === country) expect(errors, `${shop.code} in ${country}`).toBeNull();
          else expect(errors, `${shop.code} in ${country}`).toEqual({ shop: MSG.invalidShop });
        }
      }
      expect(
        declarationErrors({ senderCountryId: country, shop: OTHER_SHOP, otherShop: 'x.com' }),
      ).toBeNull();
    }
  });

  it('takes the other-shop text from otherShop or shopOther', () => {
    expect(parcelDeclarationSchema.parse(valid({ shop: OTHER_SHOP, otherShop: 'a.cn' })).otherShop).toBe(
      'a.cn',
    );
    expect(parcelDeclarationSchema.parse(valid({ shop: OTHER_SHOP, shopOther: 'b.cn' })).shopOther).toBe(
      'b.cn',
    );
  });

  it('reports every broken rule of one payload at once', () => {
    const errors = errorsOf(parcelDeclarationSchema, {
      productOrderId: 'A-1',
      productName: 'x',
      quantity: '0',
      amount: '.5',
      currency: 'RUB',
      senderCountryId: 9,
      description: 'y'.repeat(161),
    });
    expect(errors).toMatchObject({
      productOrderId: MSG.trackingLettersDigits,
      productName: MSG.invalidCategory,
      quantity: MSG.quantityCannotBeZero,
      amount: MSG.amountInvalid,
      currency: MSG.invalidCurrency,
      senderCountryId: MSG.invalidCountry,
      description: MSG.noteTooLong,
    });
  });
});

describe('parcel update schema', () => {
  const update = (overrides: Record<string, unknown> = {}) => ({ ...valid(overrides), productId: 'some-id' });

  it('needs the parcel id', () => {
    expect(errorsOf(parcelUpdateSchema, { ...update(), productId: undefined })).toEqual({
      productId: MSG.required,
    });
    expect(errorsOf(parcelUpdateSchema, { ...update(), productId: '' })).toEqual({ productId: MSG.required });
  });

  it('accepts the §7 payload, which carries no sender country', () => {
    // productId, productOrderId, productName, quantity, shop, amount, currency, description, branches, personalParcel, clearance
    const payload = update({
      senderCountryId: undefined,
      description: 'blue',
      branches: 'isani',
      clearance: false,
    });
    expect(errorsOf(parcelUpdateSchema, payload)).toBeNull();
    expect(
      errorsOf(
        parcelUpdateSchema,
        update({ senderCountryId: undefined, shop: OTHER_SHOP, shopOther: 'a.cn' }),
      ),
    ).toBeNull();
  });

  it('checks the shop against the country when one is sent', () => {
    expect(errorsOf(parcelUpdateSchema, update({ senderCountryId: 1, shop: '_AMAZON_' }))).toEqual({
      shop: MSG.invalidShop,
    });
    expect(errorsOf(parcelUpdateSchema, update({ senderCountryId: 2, shop: '_AMAZON_' }))).toBeNull();
  });

  it('applies the same field rules as a declaration', () => {
    expect(
      errorsOf(parcelUpdateSchema, update({ quantity: '01', amount: '1.234', senderCountryId: undefined })),
    ).toEqual({
      quantity: MSG.quantityDigits,
      amount: MSG.amountInvalid,
    });
    expect(
      errorsOf(parcelUpdateFormSchema, update({ senderCountryId: undefined, shop: OTHER_SHOP })),
    ).toEqual({
      otherShop: MSG.required,
    });
    expect(errorsOf(parcelUpdateSchema, update({ senderCountryId: undefined, shop: undefined }))).toEqual({
      shop: MSG.required,
    });
    expect(
      errorsOf(parcelUpdateFormSchema, update({ senderCountryId: undefined, personalParcel: true })),
    ).toEqual({
      senderName: MSG.senderNameRequired,
    });
  });

  it('lets a §7 client leave out the sender name and other-shop text (the stored ones stay), checking any given', () => {
    expect(errorsOf(parcelUpdateSchema, update({ senderCountryId: undefined, shop: OTHER_SHOP }))).toBeNull();
    expect(
      errorsOf(parcelUpdateSchema, update({ senderCountryId: undefined, personalParcel: true })),
    ).toBeNull();
    expect(
      errorsOf(
        parcelUpdateSchema,
        update({ senderCountryId: undefined, shop: OTHER_SHOP, otherShop: 'my shop!' }),
      ),
    ).toEqual({ otherShop: MSG.otherShopInvalid });
  });
});

describe('list parameters', () => {
  const params = (status: string, skip: string, limit: string) =>
    parcelListParams.safeParse({ status, skip, limit });

  it('accepts every status, skip ≥ 0 and a limit of 1 to 10000', () => {
    for (const status of PARCEL_STATUSES) expect(params(status, '0', '100').success).toBe(true);
    expect(params('waiting', '0', '10000').data).toEqual({ status: 'waiting', skip: 0, limit: 10000 });
    expect(params('waiting', '250', '1').data).toEqual({ status: 'waiting', skip: 250, limit: 1 });
  });

  it('refuses an unknown status, a negative skip and a limit outside 1..10000 or not a number', () => {
    expect(params('lost', '0', '10').success).toBe(false);
    expect(params('Waiting', '0', '10').success).toBe(false);
    for (const limit of ['10001', '0', '-1', 'abc', '1.5'])
      expect(params('waiting', '0', limit).success, limit).toBe(false);
    for (const skip of ['-1', 'abc', '0.5']) expect(params('waiting', skip, '10').success, skip).toBe(false);
  });
});

describe('conversion to lari', () => {
  const rates: Rates = { ...DEFAULT_RATES };

  it('quotes CNY per 10 yuan and the others per unit', () => {
    expect(RATE_UNITS).toEqual({ USD: 1, EUR: 1, TRY: 1, CNY: 10 });
    expect(toGel('100', 'USD', rates)).toBeCloseTo(269.99, 10);
    expect(toGel('100', 'EUR', rates)).toBeCloseTo(294.02, 10);
    expect(toGel('1000', 'TRY', rates)).toBeCloseTo(83.8, 10);
    expect(toGel('100', 'CNY', rates)).toBeCloseTo(37.519, 10);
    expect(toGel('123.45', 'GEL', rates)).toBe(123.45);
    expect(toGel(10, 'USD', { ...rates, USD: 3 })).toBe(30);
  });

  it('answers 0 for amounts that are not a non-negative number', () => {
    expect(toGel('abc', 'USD', rates)).toBe(0);
    expect(toGel('-5', 'USD', rates)).toBe(0);
    expect(toGel(Number.NaN, 'GEL', rates)).toBe(0);
  });
});

describe('customs threshold (300 lari or more)', () => {
  const rates: Rates = { ...DEFAULT_RATES };
  const reaches = (
    amount: string | number,
    currency: Parameters<typeof reachesCustomsThreshold>[1],
    r: Rates = rates,
  ) => reachesCustomsThreshold(amount, currency, r);

  it('uses the spec default rates', () => {
    expect(DEFAULT_RATES).toEqual({ USD: '2.6999', EUR: '2.9402', CNY: '3.7519', TRY: '0.0838' });
    expect(LIMITS.customsThresholdGel).toBe(300);
  });

  it('GEL: 299.99 is below, 300 reaches it', () => {
    expect(reaches('299.99', 'GEL')).toBe(false);
    expect(reaches('300', 'GEL')).toBe(true);
    expect(reaches('300.00', 'GEL')).toBe(true);
    expect(reaches(300, 'GEL')).toBe(true);
    expect(reaches('300.01', 'GEL')).toBe(true);
  });

  it('USD at 2.6999: 111.11 → 299.98 is below, 111.12 → 300.01 reaches it', () => {
    expect(reaches('111.11', 'USD')).toBe(false);
    expect(reaches('111.12', 'USD')).toBe(true);
    expect(reaches(111.11, 'USD')).toBe(false);
    expect(reaches(111.12, 'USD')).toBe(true);
  });

  it('EUR at 2.9402: 102.03 → 299.99 is below, 102.04 → 300.02 reaches it', () => {
    expect(reaches('102.03', 'EUR')).toBe(false);
    expect(reaches('102.04', 'EUR')).toBe(true);
  });

  it('CNY per 10 yuan at 3.7519: 800 → 300.152 reaches it, 799.5 → 299.96 does not', () => {
    expect(reaches('800', 'CNY')).toBe(true);
    expect(reaches('799.5', 'CNY')).toBe(false);
    // Were the rate per yuan, 100 CNY would already be 375 lari.
    expect(reaches('100', 'CNY')).toBe(false);
  });

  it('TRY at 0.0838: 3579.95 → 299.9998 is below, 3579.96 → 300.0006 reaches it', () => {
    expect(reaches('3579.95', 'TRY')).toBe(false);
    expect(reaches('3579.96', 'TRY')).toBe(true);
  });

  it('is exact where floating point would misjudge', () => {
    // 19531.25 × 0.1536 ÷ 10 is exactly 300, but in doubles it is 299.99999999999994.
    const cny: Rates = { ...rates, CNY: '0.1536' };
    expect((19531.25 * 0.1536) / 10).toBeLessThan(300);
    expect(reaches('19531.25', 'CNY', cny)).toBe(true);
    expect(reaches('19531.24', 'CNY', cny)).toBe(false);
    // The same with a rate given as a number.
    expect(reaches('19531.25', 'CNY', { ...rates, CNY: 0.1536 })).toBe(true);
    // USD at exactly 2.5: 120 is 300.
    expect(reaches('120', 'USD', { ...rates, USD: '2.5' })).toBe(true);
    expect(reaches('119.99', 'USD', { ...rates, USD: '2.5' })).toBe(false);
  });

  it('follows the rates it is given', () => {
    expect(reaches('100', 'USD', { ...rates, USD: '3' })).toBe(true);
    expect(reaches('100', 'USD', { ...rates, USD: '2.9999' })).toBe(false);
  });

  it('never reaches it for amounts that are not a plain non-negative decimal', () => {
    for (const amount of ['abc', '-500', '1e6', '']) expect(reaches(amount, 'GEL'), amount).toBe(false);
  });
});

describe('edit rules', () => {
  const parcel = (
    status: ParcelStatus,
    quantity: number | null = 2,
    amount: ParcelState['amount'] = '25.50',
  ): ParcelState => ({
    status,
    quantity,
    amount,
  });

  it('deletes only waiting parcels', () => {
    expect(PARCEL_STATUSES.filter((status) => canDelete({ status }))).toEqual(['waiting']);
  });

  it('tells a declaration lacking quantity or price', () => {
    expect(lacksDeclaration(parcel('sent'))).toBe(false);
    expect(lacksDeclaration(parcel('sent', null))).toBe(true);
    expect(lacksDeclaration(parcel('sent', 2, null))).toBe(true);
    expect(lacksDeclaration(parcel('sent', 2, ''))).toBe(true);
    expect(lacksDeclaration(parcel('sent', 2, 0.5))).toBe(false);
  });

  // [status, flight updateStatus, quantity, amount, right, button]
  const table: [ParcelStatus, boolean | null, number | null, ParcelState['amount'], string, string | null][] =
    [
      ['waiting', null, 2, '25.50', 'edit', 'edit'],
      ['waiting', null, null, null, 'edit', 'declare'],
      ['stock', null, 2, '25.50', 'edit', 'edit'],
      ['stock', null, null, '25.50', 'edit', 'declare'],
      ['sent', true, 2, '25.50', 'edit', 'edit'],
      ['sent', true, null, '25.50', 'edit', 'declare'],
      ['sent', true, 2, null, 'edit', 'edit'],
      ['sent', false, 2, '25.50', 'none', null],
      ['sent', false, null, '25.50', 'declare-missing', 'declare'],
      ['sent', false, 2, null, 'declare-missing', 'declare'],
      ['sent', false, 2, '', 'declare-missing', 'declare'],
      ['sent', false, null, null, 'declare-missing', 'declare'],
      ['sent', null, 2, '25.50', 'none', null],
      ['sent', null, null, '25.50', 'declare-missing', 'declare'],
      ['sent', null, 2, null, 'declare-missing', 'declare'],
      ['arrived', true, 2, '25.50', 'none', null],
      ['arrived', true, null, null, 'none', null],
      ['arrived', false, null, null, 'none', null],
      ['obtained', true, 2, '25.50', 'none', null],
      ['obtained', null, null, null, 'none', null],
    ];
  it.each(table)(
    '%s, flight updateStatus %s, quantity %s, amount %s → %s (button %s)',
    (status, flight, quantity, amount, right, button) => {
      const p = parcel(status, quantity, amount);
      expect(editRight(p, flight)).toBe(right);
      expect(editButton(p, editRight(p, flight))).toBe(button);
    },
  );

  it('shows no button without a right, Declare without quantity and Edit with it', () => {
    expect(editButton(parcel('waiting'), 'none')).toBeNull();
    expect(editButton(parcel('waiting', null), 'edit')).toBe('declare');
    expect(editButton(parcel('sent', null), 'declare-missing')).toBe('declare');
    expect(editButton(parcel('waiting', 1), 'edit')).toBe('edit');
    expect(editButton(parcel('waiting', 1, null), 'edit')).toBe('edit');
  });

  it('after the flight closes, offers only Declare, for a parcel lacking quantity or price (spec §4)', () => {
    const closed = (quantity: number | null, amount: ParcelState['amount']) => {
      const p = parcel('sent', quantity, amount);
      return editButton(p, editRight(p, false));
    };
    expect(closed(2, null)).toBe('declare'); // quantity set, price missing: Declare, never Edit
    expect(closed(null, '25.50')).toBe('declare');
    expect(closed(null, null)).toBe('declare');
    expect(closed(2, '25.50')).toBeNull(); // fully declared: nothing to change any more
  });
});
