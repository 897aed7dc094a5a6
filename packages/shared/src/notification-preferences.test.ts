import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  effectivePreferences,
  overridesOf,
  quietHoursRelease,
} from './notification-preferences.ts';

/** An instant given as Tbilisi wall-clock time (UTC+4). */
const tbilisi = (local: string) => new Date(`${local}+04:00`);

describe('quiet hours (22:00–09:00 Tbilisi)', () => {
  it.each([
    ['2026-11-27T21:59:59', '2026-11-27T21:59:59'],
    ['2026-11-27T22:00:00', '2026-11-28T09:00:00'],
    ['2026-11-27T23:45:10', '2026-11-28T09:00:00'],
    ['2026-11-28T00:00:00', '2026-11-28T09:00:00'],
    ['2026-11-28T08:59:59', '2026-11-28T09:00:00'],
    ['2026-11-28T09:00:00', '2026-11-28T09:00:00'],
    ['2026-12-31T23:30:00', '2027-01-01T09:00:00'],
  ])('a message written at %s goes at %s', (at, release) => {
    expect(quietHoursRelease(tbilisi(at)).toISOString()).toBe(tbilisi(release).toISOString());
  });
});

describe('preference matrix', () => {
  it('sends SMS by default only for arrival, ready for pickup and customs holds', () => {
    const sms = Object.entries(DEFAULT_PREFERENCES)
      .filter(([, c]) => c.sms)
      .map(([e]) => e);
    expect(sms.sort()).toEqual(['arrived', 'customsHold', 'readyForPickup']);
  });

  it('stores only what differs from the defaults and reads it back whole', () => {
    const changed = structuredClone(DEFAULT_PREFERENCES);
    changed.courier.push = false;
    changed.announcements.sms = true;
    const stored = overridesOf(changed);
    expect(stored).toEqual({ courier: { push: false }, announcements: { sms: true } });
    expect(effectivePreferences(stored)).toEqual(changed);
    expect(overridesOf(DEFAULT_PREFERENCES)).toEqual({});
  });
});
