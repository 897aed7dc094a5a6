// The public widgets' rules (spec §3, §4, §5, §9): converter, volume weight, arrival note, receiver line.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from './constants.ts';
import {
  arrivalNote,
  convertToGel,
  digitsOnly,
  receiverLine,
  nameCase,
  englishName,
  sanitizeAmount,
  toSignificant,
  toTwoDecimals,
  volumeWeightText,
  type ReceiverAccount,
} from './widgets.ts';

const rates = { USD: 2.6999, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 };

describe('converter amount field', () => {
  it('keeps digits and the first dot, dropping anything else as typed', () => {
    expect(sanitizeAmount('12a')).toBe('12');
    expect(sanitizeAmount('1,5')).toBe('15');
    expect(sanitizeAmount('1.5.')).toBe('1.5');
    expect(sanitizeAmount('-3e2')).toBe('32');
    expect(sanitizeAmount(' 10 $')).toBe('10');
    expect(sanitizeAmount('.5')).toBe('.5');
    expect(sanitizeAmount('abc')).toBe('');
  });
});

describe('converter → GEL', () => {
  it('multiplies by the rate and shows 2 decimals', () => {
    expect(convertToGel('100', 'USD', rates)).toBe('269.99');
    expect(convertToGel('1', 'USD', rates)).toBe('2.70');
    expect(convertToGel('10', 'EUR', rates)).toBe('29.40');
    expect(convertToGel('250', 'TRY', rates)).toBe('20.95');
  });
  it('divides the CNY rate by 10 (quoted per 10 yuan)', () => {
    expect(convertToGel('100', 'CNY', rates)).toBe('37.52');
    expect(convertToGel('10', 'CNY', rates)).toBe('3.75');
    expect(convertToGel('1', 'CNY', DEFAULT_RATES)).toBe('0.38');
  });
  it('has no result while the amount is empty or just a dot', () => {
    expect(convertToGel('', 'USD', rates)).toBeNull();
    expect(convertToGel('.', 'USD', rates)).toBeNull();
    expect(convertToGel('0', 'USD', rates)).toBe('0.00');
  });
  it('rounds half-up without floating-point surprises', () => {
    expect(toTwoDecimals(1.005)).toBe('1.01');
    expect(toTwoDecimals(37.519)).toBe('37.52');
    expect(toTwoDecimals(2.004)).toBe('2.00');
    expect(toTwoDecimals(Number.NaN)).toBe('0.00');
  });
});

describe('volume-weight calculator', () => {
  it('keeps digits only in a dimension', () => {
    expect(digitsOnly('12a')).toBe('12');
    expect(digitsOnly('1.5')).toBe('15');
    expect(digitsOnly('-40 cm')).toBe('40');
  });
  it('is L×W×H/6000 to 3 significant digits', () => {
    expect(volumeWeightText('10', '10', '10')).toBe('0.167');
    expect(volumeWeightText('30', '20', '15')).toBe('1.50');
    expect(volumeWeightText('60', '40', '40')).toBe('16.0');
    expect(volumeWeightText('100', '100', '100')).toBe('167');
    expect(volumeWeightText('200', '200', '200')).toBe('1330');
    expect(volumeWeightText('1', '1', '1')).toBe('0.000167');
  });
  it('is shown only once all three dimensions are set', () => {
    expect(volumeWeightText('', '', '')).toBeNull();
    expect(volumeWeightText('30', '20', '')).toBeNull();
    expect(volumeWeightText('', '20', '15')).toBeNull();
    expect(volumeWeightText('30', '0', '15')).toBeNull();
  });
  it('writes significant digits in plain notation', () => {
    expect(toSignificant(123456)).toBe('123000');
    expect(toSignificant(0.0123456)).toBe('0.0123');
  });
});

describe('flight arrival note (whole calendar days in Tbilisi)', () => {
  it('says nothing before the flight has arrived', () => {
    expect(arrivalNote('2026-12-07T08:00:00.000Z', null)).toBeNull();
  });
  it('counts calendar days early, 1 to 10', () => {
    expect(arrivalNote('2026-12-07T08:00:00.000Z', '2026-12-05T08:00:00.000Z')).toEqual({
      kind: 'early',
      days: 2,
    });
    expect(arrivalNote('2026-12-11T08:00:00.000Z', '2026-12-01T08:00:00.000Z')).toEqual({
      kind: 'early',
      days: 10,
    });
  });
  it('uses Tbilisi days, not hours: 23:00 → 01:00 next day in Tbilisi is one day', () => {
    // 19:30Z is 23:30 in Tbilisi (UTC+4); 21:00Z is already the next day there.
    expect(arrivalNote('2026-12-06T21:00:00.000Z', '2026-12-06T19:30:00.000Z')).toEqual({
      kind: 'early',
      days: 1,
    });
    // Same Tbilisi day even though 20 hours apart.
    expect(arrivalNote('2026-12-06T19:00:00.000Z', '2026-12-05T21:00:00.000Z')).toEqual({ kind: 'onTime' });
  });
  it('reads a late, same-day, far-too-early or unplanned arrival as on time', () => {
    expect(arrivalNote('2026-12-07T08:00:00.000Z', '2026-12-07T15:00:00.000Z')).toEqual({ kind: 'onTime' });
    expect(arrivalNote('2026-12-07T08:00:00.000Z', '2026-12-09T08:00:00.000Z')).toEqual({ kind: 'onTime' });
    expect(arrivalNote('2026-12-20T08:00:00.000Z', '2026-12-05T08:00:00.000Z')).toEqual({ kind: 'onTime' });
    expect(arrivalNote(null, '2026-12-05T08:00:00.000Z')).toEqual({ kind: 'onTime' });
  });
});

describe('receiver line (spec §3)', () => {
  const account = (over: Partial<ReceiverAccount['information']>, type = 1): ReceiverAccount => ({
    AXID: 'AX10001',
    type,
    information: { nameEn: 'Nino', lastNameEn: 'Beridze', LTDNameEn: '', indEntrepreneur: false, ...over },
  });
  it('is the English first and last name plus AXID for an individual', () => {
    expect(receiverLine(account({}))).toBe('Nino Beridze AX10001');
  });
  it('is the English first and last name plus AXID for an entrepreneur', () => {
    expect(receiverLine(account({ indEntrepreneur: true, LTDNameEn: 'Ignored LLC' }, 2))).toBe(
      'Nino Beridze AX10001',
    );
  });
  it('is the English organisation name plus AXID for an organisation', () => {
    expect(receiverLine(account({ LTDNameEn: 'Kartli Trade LLC' }, 2))).toBe('Kartli Trade LLC AX10001');
  });
  it('falls back to the names when an organisation has no English name, and squashes spaces', () => {
    expect(receiverLine(account({ LTDNameEn: ' ', nameEn: ' Nino ' }, 2))).toBe('Nino Beridze AX10001');
  });
  it('capitalises a name typed in small letters, as shops print it (review #15)', () => {
    expect(receiverLine(account({ nameEn: 'nino', lastNameEn: 'beridze' }))).toBe('Nino Beridze AX10001');
    expect(receiverLine(account({ nameEn: 'anna maria', lastNameEn: 'beridze-kapanadze' }))).toBe(
      'Anna Maria Beridze-Kapanadze AX10001',
    );
    // An organisation's name is printed as registered.
    expect(receiverLine(account({ LTDNameEn: 'kartli trade LLC' }, 2))).toBe('kartli trade LLC AX10001');
  });
});

describe('name case', () => {
  it('capitalises each word and each part of a double name, leaving the rest as typed', () => {
    expect(nameCase('nino')).toBe('Nino');
    expect(nameCase("  mcDonald  o'brien ")).toBe("McDonald O'brien");
    expect(nameCase('NINO')).toBe('NINO');
    expect(nameCase('')).toBe('');
    expect(englishName({ nameEn: 'giorgi', lastNameEn: 'beridze' })).toBe('Giorgi Beridze');
  });
});
