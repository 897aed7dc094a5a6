// The courier tariff (spec §9 as spec-readings "Courier" fixes it) at every band edge, and the order
// form of spec §5: at least one flight, a Georgian address, a branch, a region, and for a third party
// a typed name and a 9-digit phone.
import { describe, expect, it } from 'vitest';
import {
  COURIER_INDIVIDUAL_FROM_KG,
  courierOrderSchema,
  courierPriceTetri,
  type CourierRegion,
} from './courier.ts';
import { MSG } from './messages.ts';

const lari = (weightKg: number, region: CourierRegion) => {
  const tetri = courierPriceTetri(weightKg, region);
  return tetri === null ? null : tetri / 100;
};

describe('courier tariff', () => {
  it.each([
    [0.001, 5],
    [1, 5],
    [5, 5],
    [5.001, 7],
    [7.5, 7],
    [10, 7],
    [10.001, 9],
    [15, 9],
    [15.001, 11],
    [20, 11],
  ])('Tbilisi %s kg costs %s ₾ (upper limit of a band included)', (kg, price) => {
    expect(lari(kg, 'tbilisi')).toBe(price);
  });

  it.each([
    [0.5, 8],
    [5, 8],
    [5.001, 13],
    [10, 13],
    [10.001, 18],
    [15, 18],
    [15.001, 22],
    [20, 22],
  ])('outskirts %s kg costs %s ₾ (the table, not the "2 lari surcharge" sentence)', (kg, price) => {
    expect(lari(kg, 'outskirts')).toBe(price);
  });

  it.each([1, 5, 5.001, 10, 10.001, 15, 15.001, 20, 20.001, 25, 25.001, 30, 30.001, 49.999])(
    'a village or small town adds 4 ₾ to the Tbilisi price at %s kg',
    (kg) => {
      expect(lari(kg, 'village')).toBe(lari(kg, 'tbilisi')! + 4);
    },
  );

  it('prices the village bands themselves', () => {
    expect([5, 10, 15, 20].map((kg) => lari(kg, 'village'))).toEqual([9, 11, 13, 15]);
    expect(lari(20.001, 'village')).toBe(17);
  });

  it.each([
    [20.001, 13],
    [22, 13],
    [25, 13],
    [25.001, 15],
    [30, 15],
    [30.001, 17],
    [35, 17],
    [40, 19],
    [45, 21],
    [45.001, 23],
    [49.999, 23],
  ])('Tbilisi above 20 kg: %s kg costs %s ₾ (2 ₾ per started 5 kg)', (kg, price) => {
    expect(lari(kg, 'tbilisi')).toBe(price);
  });

  it.each([
    [20.001, 27],
    [25, 27],
    [25.001, 32],
    [30, 32],
    [30.001, 37],
    [49.999, 52],
  ])('outskirts above 20 kg: %s kg costs %s ₾ (5 ₾ per started 5 kg)', (kg, price) => {
    expect(lari(kg, 'outskirts')).toBe(price);
  });

  it('answers in whole tetri', () => {
    expect(courierPriceTetri(5, 'tbilisi')).toBe(500);
    expect(courierPriceTetri(25.001, 'outskirts')).toBe(3200);
    expect(courierPriceTetri(49.999, 'village')).toBe(2700);
  });

  it.each(['tbilisi', 'outskirts', 'village'] as const)(
    'has no price from 50 kg on in %s (individual tariff)',
    (region) => {
      expect(COURIER_INDIVIDUAL_FROM_KG).toBe(50);
      expect(courierPriceTetri(49.999, region)).not.toBeNull();
      expect(courierPriceTetri(50, region)).toBeNull();
      expect(courierPriceTetri(50.001, region)).toBeNull();
      expect(courierPriceTetri(120, region)).toBeNull();
    },
  );

  it.each([-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'has no price for the impossible weight %s',
    (kg) => {
      expect(courierPriceTetri(kg, 'tbilisi')).toBeNull();
      expect(courierPriceTetri(kg, 'outskirts')).toBeNull();
      expect(courierPriceTetri(kg, 'village')).toBeNull();
    },
  );

  it('never costs less for more weight', () => {
    for (const region of ['tbilisi', 'outskirts', 'village'] as const) {
      let previous = 0;
      for (let grams = 1; grams < 50_000; grams += 97) {
        const price = courierPriceTetri(grams / 1000, region)!;
        expect(price).toBeGreaterThanOrEqual(previous);
        previous = price;
      }
    }
  });
});

describe('courier order form', () => {
  const own = {
    ids: ['CN-1001'],
    region: 'tbilisi',
    city: '_TBILISI_',
    address: 'რუსთაველის გამზ. 12, ბ. 5',
    branches: 'didube',
  };
  const thirdParty = { ...own, sq1: true, name: 'ნინო ბერიძე', phone: '555123456' };

  /** The `{field: code}` of the first issues, as the server answers them. */
  const errorsOf = (input: unknown) => {
    const r = courierOrderSchema.safeParse(input);
    if (r.success) return null;
    const out: Record<string, string> = {};
    for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
    return out;
  };

  it('accepts an own order without name and phone', () => {
    const r = courierOrderSchema.parse(own);
    expect(r).toMatchObject({ ...own, sq1: false });
    expect(r.name).toBeUndefined();
    expect(r.phone).toBeUndefined();
  });

  it('needs at least one flight, each a non-empty id', () => {
    expect(errorsOf({ ...own, ids: [] })).toEqual({ ids: MSG.selectFlights });
    expect(errorsOf({ ...own, ids: undefined })).toEqual({ ids: MSG.selectFlights });
    expect(errorsOf({ ...own, ids: 'CN-1001' })).toEqual({ ids: MSG.selectFlights });
    expect(errorsOf({ ...own, ids: [''] })).toMatchObject({ 'ids.0': expect.any(String) });
    expect(errorsOf({ ...own, ids: ['CN-1', 'US-2'] })).toBeNull();
  });

  it('wants the address in Georgian letters; digits and punctuation may go with them', () => {
    expect(errorsOf({ ...own, address: 'Rustaveli Ave 12' })).toEqual({ address: MSG.addressGeorgianOnly });
    expect(errorsOf({ ...own, address: 'რუსთაველის Ave 12' })).toEqual({
      address: MSG.addressGeorgianOnly,
    });
    expect(errorsOf({ ...own, address: 'Улица 5' })).toEqual({ address: MSG.addressGeorgianOnly });
    expect(errorsOf({ ...own, address: '12/5, 3-4' })).toEqual({ address: MSG.addressGeorgianOnly });
    for (const address of [
      'ვაჟა-ფშაველას 45/2, ბინა 7',
      'ჭავჭავაძის №3 (მე-2 სართული)',
      'სოფ. წავკისი',
      '  თამარ მეფის 10  ',
    ])
      expect(errorsOf({ ...own, address })).toBeNull();
    expect(errorsOf({ ...own, address: '' })).toEqual({ address: MSG.required });
    expect(errorsOf({ ...own, address: '   ' })).toEqual({ address: MSG.required });
    expect(courierOrderSchema.parse({ ...own, address: '  თამარ მეფის 10  ' }).address).toBe(
      'თამარ მეფის 10',
    );
  });

  it('needs a known city code', () => {
    expect(errorsOf({ ...own, city: '_NOWHERE_' })).toEqual({ city: MSG.invalidCity });
    expect(errorsOf({ ...own, city: '' })).toEqual({ city: MSG.required });
    expect(errorsOf({ ...own, city: undefined })).toEqual({ city: MSG.required });
  });

  it('asks to choose a branch when it is missing or unknown', () => {
    expect(errorsOf({ ...own, branches: undefined })).toEqual({ branches: MSG.chooseBranch });
    expect(errorsOf({ ...own, branches: '' })).toEqual({ branches: MSG.chooseBranch });
    expect(errorsOf({ ...own, branches: 'batumi' })).toEqual({ branches: MSG.chooseBranch });
    for (const branches of ['didube', 'gldani', 'isani', 'digomi', 'kutaisi_1'])
      expect(errorsOf({ ...own, branches })).toBeNull();
  });

  it('takes one of the three regions when one is given', () => {
    for (const region of ['batumi', '', 'Tbilisi', null, 1])
      expect(errorsOf({ ...own, region }), String(region)).toEqual({ region: MSG.required });
    for (const region of ['tbilisi', 'outskirts', 'village'] as const)
      expect(courierOrderSchema.parse({ ...own, region }).region).toBe(region);
  });

  it('reads a missing region as Tbilisi: a §7 client sends no region', () => {
    const { region: _omitted, ...spec7 } = { ...own, sq1: false, name: 'x', phone: '599123456' };
    expect(courierOrderSchema.parse(spec7).region).toBe('tbilisi');
    expect(courierOrderSchema.parse({ ...own, region: undefined }).region).toBe('tbilisi');
  });

  it('takes the third-party flag as a boolean or the string "true"/"false"', () => {
    expect(courierOrderSchema.parse(thirdParty).sq1).toBe(true);
    expect(courierOrderSchema.parse({ ...thirdParty, sq1: 'true' }).sq1).toBe(true);
    expect(courierOrderSchema.parse({ ...own, sq1: 'false' }).sq1).toBe(false);
    expect(courierOrderSchema.parse({ ...own, sq1: false }).sq1).toBe(false);
    expect(errorsOf({ ...own, sq1: 'yes' })).toEqual({ sq1: MSG.invalidValue });
  });

  it('needs a name and a 9-digit phone for a third party', () => {
    expect(courierOrderSchema.parse(thirdParty)).toMatchObject({ name: 'ნინო ბერიძე', phone: '555123456' });
    expect(errorsOf({ ...thirdParty, name: undefined })).toEqual({ name: MSG.required });
    expect(errorsOf({ ...thirdParty, name: '   ' })).toEqual({ name: MSG.required });
    expect(errorsOf({ ...thirdParty, phone: undefined })).toEqual({ phone: MSG.required });
    expect(errorsOf({ ...thirdParty, phone: '' })).toEqual({ phone: MSG.required });
    expect(errorsOf({ ...thirdParty, phone: '55512345' })).toEqual({ phone: MSG.phoneNineDigits });
    expect(errorsOf({ ...thirdParty, phone: '5551234567' })).toEqual({ phone: MSG.phoneNineDigits });
    expect(errorsOf({ ...thirdParty, phone: '555-12345' })).toEqual({ phone: MSG.phoneNineDigits });
    expect(errorsOf({ ...thirdParty, sq1: 'true', name: undefined, phone: undefined })).toEqual({
      name: MSG.required,
      phone: MSG.required,
    });
  });

  it('does not ask an own order for name or phone, even malformed ones', () => {
    expect(errorsOf({ ...own, sq1: false, phone: '12' })).toBeNull();
    expect(errorsOf({ ...own, sq1: 'false', name: '' })).toBeNull();
  });
});
