// Customs rules in the back office (issue 16 §1): the set in force and its history for every staff
// member; admins schedule a new set in lari, kilograms and percents, sent as the shared schema wants it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMS_RULES_2022 } from '@amanati/shared/test/customs-rules-2022';
import { bodyOf, fakeApi, renderAdmin, staff } from '../../testing/render.tsx';
import { CustomsPage } from './customs-page.tsx';
import { formField, fromFormValues, toFormValues } from './rules-form-values.ts';

afterEach(() => vi.unstubAllGlobals());

const RULES = CUSTOMS_RULES_2022;
const history = {
  success: true,
  currentId: 's1',
  history: [
    {
      _id: 's1',
      effectiveFrom: '2022-05-14',
      rules: RULES,
      note: 'Resolution No. 201',
      createdBy: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

describe('the form values', () => {
  it('give back the same rules they were made from', () => {
    expect(fromFormValues(toFormValues(RULES, RULES.effectiveFrom))).toEqual({ note: '', rules: RULES });
  });
  it('name the field of a schema path', () => {
    expect(formField('rules.thresholdTetri')).toBe('threshold');
    expect(formField('rules.feeBands.1.feeTetri')).toBe('bands.1.fee');
    expect(formField('rules.feeBands.0.upToTetri')).toBe('bands.0.upTo');
    expect(formField('rules.dutyPercent._SHOES_')).toBe('duty._SHOES_');
    expect(formField('rules.vatPercent')).toBe('vatPercent');
  });
});

describe('customs rules page', () => {
  it('shows the set in force and its history to an operator, without the form', async () => {
    fakeApi({ 'GET /api/admin/customs/rules': () => ({ body: history }) });
    renderAdmin(<CustomsPage role="operator" />, { path: '/admin/customs', user: staff() });
    expect(await screen.findByRole('heading', { name: 'In force since 2022-05-14' })).toBeTruthy();
    expect(screen.getByText('≥ 300.00 ₾')).toBeTruthy();
    expect(screen.getByText('≤ 3000.00 → 20.00; ≤ 10000.00 → 100.00; > 10000.00 → 300.00')).toBeTruthy();
    expect(screen.getByText('Resolution No. 201')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the rule set' })).toBeNull();
  });

  it('lets an admin schedule a new set: lari become tetri, duty only where given', async () => {
    const api = fakeApi({
      'GET /api/admin/customs/rules': () => ({ body: history }),
      'POST /api/admin/customs/rules': () => ({
        body: { success: true, ruleSet: { ...history.history[0], _id: 's2', effectiveFrom: '2027-01-01' } },
      }),
    });
    renderAdmin(<CustomsPage role="admin" />, { path: '/admin/customs', user: staff('admin') });
    const form = (await screen.findByRole('button', { name: 'Save the rule set' })).closest('form')!;
    const field = (name: string) => within(form).getByLabelText(name);
    fireEvent.change(field('In force from'), { target: { value: '2027-01-01' } });
    fireEvent.change(field('Our declaration fee'), { target: { value: '5,50' } });
    fireEvent.change(field('Band 1: fee'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import duty by goods category' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Duty for Auto parts' }), {
      target: { value: '5' },
    });
    fireEvent.change(field('Why the rules change'), { target: { value: 'new fee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule set' }));
    await waitFor(() => expect(api.count('POST /api/admin/customs/rules')).toBe(1));
    expect(bodyOf(api.calls, 'POST /api/admin/customs/rules')).toEqual({
      note: 'new fee',
      rules: {
        ...RULES,
        effectiveFrom: '2027-01-01',
        serviceFeeTetri: 5_50,
        feeBands: [{ upToTetri: 3000_00, feeTetri: 25_00 }, RULES.feeBands[1], RULES.feeBands[2]],
        dutyPercent: { _AUTO_PARTS_: 5 },
      },
    });
  });

  it('marks a field that does not read and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/admin/customs/rules': () => ({ body: history }) });
    renderAdmin(<CustomsPage role="admin" />, { path: '/admin/customs', user: staff('admin') });
    const form = (await screen.findByRole('button', { name: 'Save the rule set' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('Clearance threshold'), {
      target: { value: 'three hundred' },
    });
    fireEvent.change(within(form).getByLabelText('Treasury code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rule set' }));
    expect(await screen.findByText('Some fields need fixing: see the marked ones.')).toBeTruthy();
    expect(within(form).getByLabelText('Clearance threshold').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Treasury code').getAttribute('aria-invalid')).toBe('true');
    expect(api.count('POST /api/admin/customs/rules')).toBe(0);
  });
});
