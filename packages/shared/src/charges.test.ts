// The charge arithmetic at its edges (architecture §5, spec-readings Money): volume weight, rounding
// half-up to the tetri, the tariff type of a parcel, CNY quoted per 10 yuan and the exact decimal helpers.
import { describe, expect, it } from 'vitest';
import { chargeableWeightKg, chargeTetri, formatLari, tariffTypeOf, volumeWeightKg } from './charges.ts';
import { DEFAULT_RATES } from './constants.ts';
import { divideHalfUp, fromScaled, toScaled } from './decimal.ts';
import { reachesCustomsThreshold, toGel, type Rates } from './rates.ts';

const dims = (lengthCm: number | null, widthCm: number | null, heightCm: number | null) => ({
  lengthCm,
  widthCm,
  heightCm,
});
const noDims = dims(null, null, null);

describe('volume weight L×W×H/6000, in grams half-up', () => {
  it('rounds a fraction of a gram half-up', () => {
    expect(volumeWeightKg(dims(10, 10, 10))).toBe('0.167'); // 166.67 g
    expect(volumeWeightKg(dims(1, 1, 3))).toBe('0.001'); // exactly 0.5 g → up
    expect(volumeWeightKg(dims(1, 1, 2))).toBe('0.000'); // 0.33 g → down
    expect(volumeWeightKg(dims(1, 1, 1))).toBe('0.000'); // 0.17 g
    expect(volumeWeightKg(dims(30, 20, 15))).toBe('1.500');
    expect(volumeWeightKg(dims(100, 60, 50))).toBe('50.000');
    expect(volumeWeightKg(dims(7, 11, 13))).toBe('0.167'); // 1001/6 = 166.83 g
  });

  it('is unknown while a dimension is missing (or zero)', () => {
    expect(volumeWeightKg(noDims)).toBeNull();
    expect(volumeWeightKg(dims(30, 20, null))).toBeNull();
    expect(volumeWeightKg(dims(null, 20, 15))).toBeNull();
    expect(volumeWeightKg(dims(30, 0, 15))).toBeNull();
  });

  it('charges the greater of actual and volume weight', () => {
    // volume 1.5 kg wins over 1.2 kg actual
    expect(chargeableWeightKg('1.200', dims(30, 20, 15))).toBe('1.500');
    // actual 2 kg wins over volume 1.5 kg
    expect(chargeableWeightKg('2', dims(30, 20, 15))).toBe('2.000');
    // equal
    expect(chargeableWeightKg('1.5', dims(30, 20, 15))).toBe('1.500');
    // one gram either side
    expect(chargeableWeightKg('1.499', dims(30, 20, 15))).toBe('1.500');
    expect(chargeableWeightKg('1.501', dims(30, 20, 15))).toBe('1.501');
    // numbers are accepted as well as strings
    expect(chargeableWeightKg(0.45, noDims)).toBe('0.450');
  });

  it('uses the actual weight alone when a dimension is missing', () => {
    expect(chargeableWeightKg('0.450', dims(100, 100, null))).toBe('0.450');
    expect(chargeableWeightKg('0.450', noDims)).toBe('0.450');
    expect(chargeableWeightKg('0', dims(100, null, 100))).toBe('0.000');
  });
});

describe('chargeTetri: kg × USD/kg × GEL per USD, in tetri half-up', () => {
  it('prices the flow example exactly', () => {
    expect(chargeTetri('1.500', '8.00', '2.6999')).toBe(3240); // 32.3988
    expect(chargeTetri('0.450', '8.00', '2.6999')).toBe(972); // 9.71964
    expect(chargeTetri('1.500', 8, 2.6999)).toBe(3240);
  });

  it('rounds exactly half a tetri up', () => {
    // 6.25 × 8.00 × 2.6999 = 134.995 lari exactly = 13499.5 tetri
    expect(toScaled('6.250', 3) * toScaled('8.00', 2) * toScaled('2.6999', 4)).toBe(134_995_000_000n);
    expect(chargeTetri('6.250', '8.00', '2.6999')).toBe(13500);
    // 1.005 × 1.00 × 1.0000 = 1.005 lari
    expect(chargeTetri('1.005', '1.00', '1.0000')).toBe(101);
    expect(chargeTetri('0.001', '5.00', '1.0000')).toBe(1); // 0.005 lari = half a tetri
  });

  it('rounds just below half a tetri down', () => {
    // 6.824 × 8.50 × 2.6999 = 156.6049996 lari
    expect(chargeTetri('6.824', '8.50', '2.6999')).toBe(15660);
    expect(chargeTetri('1.004', '1.00', '1.0000')).toBe(100);
    expect(chargeTetri('0.001', '4.99', '1.0000')).toBe(0); // 0.00499 lari
  });

  it('is exact for big weights', () => {
    // 49.999 × 8.50 × 2.6999 = 1147.43455085 lari
    expect(chargeTetri('49.999', '8.50', '2.6999')).toBe(114743);
    // 49.999 × 9.50 × 2.6999 = 1282.42685095 lari
    expect(chargeTetri('49.999', '9.50', '2.6999')).toBe(128243);
    expect(chargeTetri('999.999', '9.50', '2.6999')).toBe(2564902); // 25649.0243 lari
  });

  it('is zero for nothing and refuses what is not a decimal', () => {
    expect(chargeTetri('0.000', '8.00', '2.6999')).toBe(0);
    expect(() => chargeTetri('-1', '8.00', '2.6999')).toThrow();
    expect(() => chargeTetri('1', 'eight', '2.6999')).toThrow();
  });
});

describe('tariffTypeOf', () => {
  const individual = { type: 1, indEntrepreneur: false, orgVerified: false } as const;
  const organisation = { type: 2, indEntrepreneur: false, orgVerified: true } as const;
  const unverified = { type: 2, indEntrepreneur: false, orgVerified: false } as const;
  const entrepreneur = { type: 2, indEntrepreneur: true, orgVerified: true } as const;

  it('gives a personal parcel type 3 whatever the account', () => {
    for (const account of [individual, organisation, entrepreneur])
      expect(tariffTypeOf({ personal: true }, account)).toBe(3);
  });

  it('gives verified organisations type 2, entrepreneurs and individuals type 1', () => {
    expect(tariffTypeOf({ personal: false }, organisation)).toBe(2);
    expect(tariffTypeOf({ personal: false }, entrepreneur)).toBe(1);
    expect(tariffTypeOf({ personal: false }, individual)).toBe(1);
  });

  it('finding 8: gives an organisation no admin has verified type 1', () => {
    expect(tariffTypeOf({ personal: false }, unverified)).toBe(1);
    expect(tariffTypeOf({ personal: true }, unverified)).toBe(3);
  });
});

describe('CNY is quoted per 10 yuan', () => {
  const rates: Rates = { ...DEFAULT_RATES };

  it('converts to lari with a tenth of the quoted rate', () => {
    expect(toGel(100, 'CNY', rates)).toBeCloseTo(37.519, 10);
    expect(toGel('10', 'CNY', rates)).toBeCloseTo(3.7519, 10);
    expect(toGel(100, 'USD', rates)).toBeCloseTo(269.99, 10);
    expect(toGel(100, 'GEL', rates)).toBe(100);
    expect(toGel('abc', 'CNY', rates)).toBe(0);
    expect(toGel(-5, 'CNY', rates)).toBe(0);
  });

  it('reaches the 300-lari customs threshold exactly at 300', () => {
    const even: Rates = { ...rates, CNY: '3.7500' };
    expect(reachesCustomsThreshold('800', 'CNY', even)).toBe(true); // 800 × 3.75 / 10 = 300.00
    expect(reachesCustomsThreshold('799.99', 'CNY', even)).toBe(false); // 299.99625
    expect(reachesCustomsThreshold('800', 'CNY', rates)).toBe(true); // 300.152
    expect(reachesCustomsThreshold('799', 'CNY', rates)).toBe(false); // 299.78
    // Were CNY per unit, 80 yuan would already be 300 lari.
    expect(reachesCustomsThreshold('80', 'CNY', even)).toBe(false);
    expect(reachesCustomsThreshold('300', 'GEL', rates)).toBe(true);
    expect(reachesCustomsThreshold('299.99', 'GEL', rates)).toBe(false);
    expect(reachesCustomsThreshold('not a number', 'CNY', rates)).toBe(false);
  });
});

describe('formatLari', () => {
  it('shows tetri as lari with 2 decimals', () => {
    expect(formatLari(0)).toBe('0.00');
    expect(formatLari(5)).toBe('0.05');
    expect(formatLari(50)).toBe('0.50');
    expect(formatLari(4212)).toBe('42.12');
    expect(formatLari(100000)).toBe('1000.00');
    expect(formatLari(-150)).toBe('-1.50');
    expect(formatLari(-7)).toBe('-0.07');
  });
});

describe('decimal helpers', () => {
  it('toScaled reads plain decimals exactly, half-up on the first dropped digit', () => {
    expect(toScaled('12.5', 2)).toBe(1250n);
    expect(toScaled('12', 2)).toBe(1200n);
    expect(toScaled('7.', 2)).toBe(700n);
    expect(toScaled(' 3 ', 0)).toBe(3n);
    expect(toScaled('1.005', 2)).toBe(101n);
    expect(toScaled('1.00499', 2)).toBe(100n);
    expect(toScaled('0.0005', 3)).toBe(1n);
    expect(toScaled('2.6999', 4)).toBe(26999n);
    expect(toScaled(1.005, 2)).toBe(101n); // number: through toFixed, not the binary fraction
    expect(toScaled(0, 3)).toBe(0n);
    expect(toScaled('123456789012.345', 3)).toBe(123456789012345n);
  });

  it('toScaled refuses signs, exponents and words', () => {
    for (const bad of ['-1', '+1', '1e3', 'abc', '', '.5', '1.2.3', '1,5'])
      expect(() => toScaled(bad, 2), bad).toThrow(/not a decimal/);
    expect(() => toScaled(-1, 2)).toThrow();
  });

  it('divideHalfUp rounds halves up', () => {
    expect(divideHalfUp(7n, 2n)).toBe(4n); // 3.5
    expect(divideHalfUp(5n, 10n)).toBe(1n); // 0.5
    expect(divideHalfUp(4n, 10n)).toBe(0n); // 0.4
    expect(divideHalfUp(2n, 3n)).toBe(1n); // 0.67
    expect(divideHalfUp(1n, 3n)).toBe(0n); // 0.33
    expect(divideHalfUp(6n, 3n)).toBe(2n);
    expect(divideHalfUp(0n, 7n)).toBe(0n);
    expect(divideHalfUp(14_999_999n, 10_000_000n)).toBe(1n);
    expect(divideHalfUp(15_000_000n, 10_000_000n)).toBe(2n);
  });

  it('fromScaled writes the scale, with a sign for negatives', () => {
    expect(fromScaled(1250n, 2)).toBe('12.50');
    expect(fromScaled(5n, 2)).toBe('0.05');
    expect(fromScaled(0n, 2)).toBe('0.00');
    expect(fromScaled(167n, 3)).toBe('0.167');
    expect(fromScaled(42n, 0)).toBe('42');
    expect(fromScaled(-5n, 2)).toBe('-0.05');
    expect(fromScaled(-1250n, 2)).toBe('-12.50');
    expect(fromScaled(-100n, 2)).toBe('-1.00');
    expect(fromScaled(-42n, 0)).toBe('-42');
    expect(fromScaled(-1n, 3)).toBe('-0.001');
  });

  it('round-trips', () => {
    for (const text of ['0.000', '0.167', '49.999', '1000.000'])
      expect(fromScaled(toScaled(text, 3), 3)).toBe(text);
  });
});
