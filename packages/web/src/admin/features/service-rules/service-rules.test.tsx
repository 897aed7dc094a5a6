// Service rules in the back office (issue 21): the set in force, the one scheduled and the history with
// notes for every staff member; admins schedule a new set in lari, percents and days, sent as the shared
// schema wants it; a field that does not read is marked and nothing is sent; the server's "past day" is
// shown on the day's field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { formField, fromFormValues, toFormValues } from './rules-form-values.ts';
import { ServiceRulesPage } from './service-rules-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const RULES = {
  effectiveFrom: '2026-01-01',
  insurance: { percent: 3, minimumTetri: 200 },
  claims: { damagedWithinDays: 3, missingAfterDays: 14, reviewDays: 10, liabilityPerKgTetri: 2000 },
  storage: { freeDays: 30, feePerKgTetri: 50, noticeDaysBefore: 3 },
};
const set = (id: string, rules: typeof RULES, note: string) => ({
  _id: id,
  effectiveFrom: rules.effectiveFrom,
  rules,
  note,
  createdBy: id === 's1' ? null : 'AX10003',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const SCHEDULED = { ...RULES, effectiveFrom: '2099-03-01', storage: { ...RULES.storage, freeDays: 21 } };
const history = {
  success: true,
  currentId: 's1',
  history: [set('s2', SCHEDULED, 'shorter free storage'), set('s1', RULES, 'First service rules')],
};

describe('the form values', () => {
  it('give back the same rules they were made from', () => {
    expect(fromFormValues(toFormValues(RULES, RULES.effectiveFrom))).toEqual({ note: '', rules: RULES });
  });
  it('name the field of a schema path, and the server’s day', () => {
    expect(formField('rules.insurance.minimumTetri')).toBe('insuranceMinimum');
    expect(formField('rules.storage.feePerKgTetri')).toBe('feePerKg');
    expect(formField('effectiveFrom')).toBe('effectiveFrom');
  });
});

describe('service rules page', () => {
  it('shows the set in force, the scheduled one and the history to an operator, without the form', async () => {
    fakeApi({ 'GET /api/admin/service-rules': () => ({ body: history }) });
    renderAdmin(<ServiceRulesPage role="operator" />, { path: '/admin/service-rules', user: staff() });
    const inForce = (await screen.findByRole('heading', { name: 'In force since 2026-01-01' })).closest(
      'div',
    )!;
    expect(within(inForce.parentElement!).getAllByText('3 %, at least 2.00 ₾').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Scheduled from 2099-03-01' })).toBeTruthy();
    expect(screen.getByText('21 days, then 0.50 ₾')).toBeTruthy();
    expect(screen.getAllByText('First service rules').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Save the rule set' })).toBeNull();
  });

  it('lets an admin schedule a new set: lari become tetri, percents and days numbers', async () => {
    const api = fakeApi({
      'GET /api/admin/service-rules': () => ({ body: history }),
      'POST /api/admin/service-rules': () => ({
        body: { success: true, ruleSet: set('s3', { ...RULES, effectiveFrom: '2027-01-01' }, 'x') },
      }),
    });
    renderAdmin(<ServiceRulesPage role="admin" />, { path: '/admin/service-rules', user: staff('admin') });
    const form = (await screen.findByRole('button', { name: 'Save the rule set' })).closest('form')!;
    const field = (name: string) => within(form).getByLabelText(name);
    fireEvent.change(field('In force from'), { target: { value: '2027-01-01' } });
    fireEvent.change(field('Premium, percent of the declared value'), { target: { value: '2,5' } });
    fireEvent.change(field('Minimum premium'), { target: { value: '3' } });
    fireEvent.change(field('Storage fee per kg a day'), { target: { value: '0.75' } });
    fireEvent.change(field('Free storage after arrival'), { target: { value: '20' } });
    fireEvent.change(field('Why the rules change'), { target: { value: 'cheaper insurance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule set' }));
    await waitFor(() => expect(api.count('POST /api/admin/service-rules')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/service-rules')).toEqual({
      note: 'cheaper insurance',
      rules: {
        ...RULES,
        effectiveFrom: '2027-01-01',
        insurance: { percent: 2.5, minimumTetri: 300 },
        storage: { ...RULES.storage, freeDays: 20, feePerKgTetri: 75 },
      },
    });
  });

  it('marks a field that does not read and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/admin/service-rules': () => ({ body: history }) });
    renderAdmin(<ServiceRulesPage role="admin" />, { path: '/admin/service-rules', user: staff('admin') });
    const form = (await screen.findByRole('button', { name: 'Save the rule set' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('Minimum premium'), { target: { value: 'two' } });
    fireEvent.change(within(form).getByLabelText('Staff answer a claim within'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule set' }));
    expect(await screen.findByText('Some fields need fixing: see the marked ones.')).toBeTruthy();
    expect(within(form).getByLabelText('Minimum premium').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Staff answer a claim within').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.count('POST /api/admin/service-rules')).toBe(0);
  });

  it('shows the server’s refusal of a past day on the day’s field', async () => {
    fakeApi({
      'GET /api/admin/service-rules': () => ({ body: history }),
      'POST /api/admin/service-rules': () => ({
        status: 409,
        body: {
          success: false,
          message: 'service_rules_in_past',
          errors: { effectiveFrom: 'service_rules_in_past' },
        },
      }),
    });
    renderAdmin(<ServiceRulesPage role="admin" />, { path: '/admin/service-rules', user: staff('admin') });
    const form = (await screen.findByRole('button', { name: 'Save the rule set' })).closest('form')!;
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule set' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('In force from').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(/Rules cannot take effect in the past/).length).toBeGreaterThan(0);
  });
});
