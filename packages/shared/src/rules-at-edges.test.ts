// Rules both sides use at their edges: ids, tetri ↔ lari, Tbilisi's calendar, the arrival check.
import { describe, expect, it } from 'vitest';
import { arrivalProblem } from './flights.ts';
import { isUuid } from './ids.ts';
import { formatLari, parseLari, tetriToLari, tetriToLariOrNull } from './money.ts';
import { fromTbilisiLocal, tbilisiDay, tbilisiLocalInput, tbilisiNoon } from './tbilisi-time.ts';

describe('ids', () => {
  it('accepts a UUID in either case and nothing else', () => {
    expect(isUuid('0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6b')).toBe(true);
    expect(isUuid('0B6A3C1E-8F2D-4C1A-9E3B-7D5F2A1C4E6B')).toBe(true);
    expect(isUuid('0b6a3c1e-8f2d-4c1a-9e3b-7d5f2a1c4e6')).toBe(false);
    expect(isUuid("' or 1=1 --")).toBe(false);
  });
});

describe('tetri and lari', () => {
  it('turns tetri into lari for the wire and for display', () => {
    expect(tetriToLari(4550)).toBe(45.5);
    expect(tetriToLariOrNull(null)).toBeNull();
    expect(formatLari(4550)).toBe('45.50');
    expect(formatLari(-5)).toBe('-0.05');
  });
  it('reads an amount typed in lari, with a dot or a comma, signed', () => {
    expect(parseLari('-12.5')).toBe(-1250);
    expect(parseLari('3,07')).toBe(307);
    expect(parseLari('12.345')).toBeNull();
    expect(parseLari('abc')).toBeNull();
  });
});

describe("Tbilisi's calendar", () => {
  it('puts an instant on the Tbilisi day (UTC+4)', () => {
    expect(tbilisiDay(new Date('2026-11-24T20:30:00Z'))).toBe('2026-11-25');
    expect(tbilisiDay('2026-11-24T19:59:00Z')).toBe('2026-11-24');
  });
  it('round-trips a datetime-local value typed in Tbilisi', () => {
    const at = fromTbilisiLocal('2026-11-25T09:15')!;
    expect(at.toISOString()).toBe('2026-11-25T05:15:00.000Z');
    expect(tbilisiLocalInput(at)).toBe('2026-11-25T09:15');
    expect(fromTbilisiLocal('25.11.2026')).toBeUndefined();
  });
  it('keeps a day as its noon, the same calendar day everywhere', () => {
    expect(tbilisiNoon('2026-11-25')!.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(tbilisiNoon('2026-11')).toBeUndefined();
    expect(tbilisiNoon('2026-13-01')).toBeUndefined();
    expect(tbilisiNoon('2026-02-30')).toBeUndefined();
  });
});

describe('arrival of a flight', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  const departed = '2026-11-20T08:00:00Z';
  it('accepts a landing between the departure day and now', () => {
    expect(arrivalProblem(new Date('2026-11-25T09:00:00Z'), departed, now)).toBeNull();
    // The morning of the departure day (Tbilisi) is not before it.
    expect(arrivalProblem(new Date('2026-11-19T21:00:00Z'), departed, now)).toBeNull();
    // A laptop clock a few minutes ahead is still now.
    expect(arrivalProblem(new Date(now + 4 * 60_000), departed, now)).toBeNull();
  });
  it('refuses a landing in the future or before the departure day', () => {
    expect(arrivalProblem(new Date(now + 6 * 60_000), departed, now)).toBe('arrival_in_future');
    expect(arrivalProblem(new Date('2026-11-19T19:00:00Z'), departed, now)).toBe('arrival_before_departure');
    expect(arrivalProblem(new Date('2026-11-19T19:00:00Z'), null, now)).toBeNull();
  });
});
