import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './tbilisi-time.ts';
import {
  arrivalDay,
  chargeableDays,
  daysStored,
  firstChargedDay,
  freeDaysLeft,
  lastFreeDay,
  noticeDue,
} from './storage-days.ts';

const rules = { freeDays: 30, noticeDaysBefore: 3 };

describe('storage days', () => {
  it('moves across months and years and counts days between', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-01', '2027-01-01')).toBe(31);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
  });

  it('takes the arrival day in Tbilisi: 21:00 UTC is already the next day there', () => {
    expect(arrivalDay(new Date('2026-12-01T19:59:00Z'))).toBe('2026-12-01');
    expect(arrivalDay(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02');
  });

  it('counts the arrival day as the first free day', () => {
    expect(lastFreeDay('2026-12-01', rules)).toBe('2026-12-30');
    expect(firstChargedDay('2026-12-01', rules)).toBe('2026-12-31');
    expect(freeDaysLeft('2026-12-01', rules, '2026-12-01')).toBe(30);
    expect(freeDaysLeft('2026-12-01', rules, '2026-12-19')).toBe(12);
    expect(freeDaysLeft('2026-12-01', rules, '2026-12-30')).toBe(1);
    expect(freeDaysLeft('2026-12-01', rules, '2026-12-31')).toBe(0);
    expect(freeDaysLeft('2026-12-01', rules, '2027-02-01')).toBe(0);
    expect(daysStored('2026-12-01', '2026-12-01')).toBe(1);
    expect(daysStored('2026-12-01', '2026-12-31')).toBe(31);
  });

  it('charges nothing through the last free day, then each day once up to the day asked', () => {
    expect(chargeableDays('2026-12-01', rules, '2026-12-30')).toEqual([]);
    expect(chargeableDays('2026-12-01', rules, '2026-12-31')).toEqual(['2026-12-31']);
    expect(chargeableDays('2026-12-01', rules, '2027-01-02')).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('with no free days charges from the arrival day', () => {
    const none = { freeDays: 0, noticeDaysBefore: 3 };
    expect(freeDaysLeft('2026-12-01', none, '2026-12-01')).toBe(0);
    expect(chargeableDays('2026-12-01', none, '2026-12-01')).toEqual(['2026-12-01']);
    expect(noticeDue('2026-12-01', none, '2026-11-30')).toBe(false);
  });

  it('is due the notice from noticeDaysBefore free days left until the last free day', () => {
    expect(noticeDue('2026-12-01', rules, '2026-12-27')).toBe(false); // 4 left
    expect(noticeDue('2026-12-01', rules, '2026-12-28')).toBe(true); // 3 left
    expect(noticeDue('2026-12-01', rules, '2026-12-30')).toBe(true); // 1 left
    expect(noticeDue('2026-12-01', rules, '2026-12-31')).toBe(false); // charging
    expect(noticeDue('2026-12-01', { freeDays: 30, noticeDaysBefore: 0 }, '2026-12-30')).toBe(false);
  });
});
