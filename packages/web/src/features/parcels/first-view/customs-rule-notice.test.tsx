import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import { initTestI18n } from '../../../test/i18n.ts';
import { fakeApi, renderWith } from '../../../test/render-customer.tsx';
import { CustomsRuleNotice, lariText } from './customs-rule-notice.tsx';

beforeAll(() => initTestI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const rules = (over: Partial<CustomsRules> = {}): CustomsRules => ({
  effectiveFrom: '2022-05-14',
  thresholdTetri: 30000,
  comparison: 'gte',
  weightLimitGrams: 30000,
  grouping: 'shop_flight',
  vatPercent: 18,
  dutyPercent: {},
  feeBands: [{ upToTetri: null, feeTetri: 2000 }],
  treasuryCode: '707017021',
  serviceFeeTetri: 0,
  graceDays: 7,
  ...over,
});
const serve = (r: CustomsRules) =>
  fakeApi({ 'GET /api/customs/rules': () => ({ body: { success: true, rules: r, next: null } }) });

describe('CustomsRuleNotice', () => {
  it('states the group rule with the threshold and grace days in force', async () => {
    serve(rules({ thresholdTetri: 35050, graceDays: 10 }));
    renderWith(<CustomsRuleNotice />);
    expect(
      await screen.findByText(/when together they reach 350\.50 ₾, or one parcel does on its own/),
    ).toBeTruthy();
    const text = screen.getByRole('alert').textContent;
    expect(text).toContain('Please declare your parcels correctly');
    expect(text).toContain("before its flight's declaration deadline");
    expect(text).toContain('from the same shop (personal parcels: from the same sender) on the same flight');
    expect(text).toContain('still undeclared 10 days after its arrival is held');
  });

  it('says "exceed" when only passing the threshold counts, and "day" for one', async () => {
    serve(rules({ comparison: 'gt', graceDays: 1 }));
    renderWith(<CustomsRuleNotice />);
    expect(await screen.findByText(/when together they exceed 300 ₾/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('still undeclared 1 day after its arrival');
  });

  it('says the same rule without numbers until the rules have loaded', () => {
    fakeApi({ 'GET /api/customs/rules': () => new Promise<Response>(() => undefined) });
    renderWith(<CustomsRuleNotice />);
    const text = screen.getByRole('alert').textContent;
    expect(text).toContain('when together they reach the customs limit');
    expect(text).toContain('when the grace period after its arrival ends');
    expect(text).not.toMatch(/\d/);
  });

  it('shows the last rules seen at once while the fresh ones load, so the dashboard does not jump', async () => {
    serve(rules({ thresholdTetri: 40000 }));
    const first = renderWith(<CustomsRuleNotice />);
    expect(await screen.findByText(/when together they reach 400 ₾/)).toBeTruthy();
    first.unmount();
    fakeApi({ 'GET /api/customs/rules': () => new Promise<Response>(() => undefined) });
    renderWith(<CustomsRuleNotice />);
    expect(screen.getByRole('alert').textContent).toContain('when together they reach 400 ₾');
  });

  it('writes whole lari without tetri', () => {
    expect(lariText(30000)).toBe('300');
    expect(lariText(30001)).toBe('300.01');
  });
});
