/**
 * A customs rule set as the admin's form holds it — lari, kilograms and percents as typed text — and
 * back. Amounts that do not read as lari become -1 tetri, so the shared schema refuses them on their field.
 */
import { CATEGORY_CODES } from '@amanati/shared/categories';
import type { CustomsRules, CustomsRulesInput } from '@amanati/shared/customs-rules';
import { formatLari, parseLari } from '@amanati/shared/money';

export interface RulesFormValues {
  effectiveFrom: string;
  note: string;
  threshold: string;
  comparison: CustomsRules['comparison'];
  weightLimitKg: string;
  grouping: CustomsRules['grouping'];
  vatPercent: string;
  /** Upper limits of every band but the last (which has none), and each band's fee, in lari. */
  bands: { upTo: string; fee: string }[];
  treasuryCode: string;
  serviceFee: string;
  graceDays: string;
  /** Duty percent by category code; empty = none. */
  duty: Record<string, string>;
}

const lari = (text: string) => parseLari(text) ?? -1;
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export function toFormValues(rules: CustomsRules, effectiveFrom: string): RulesFormValues {
  return {
    effectiveFrom,
    note: '',
    threshold: formatLari(rules.thresholdTetri),
    comparison: rules.comparison,
    weightLimitKg: String(rules.weightLimitGrams / 1000),
    grouping: rules.grouping,
    vatPercent: String(rules.vatPercent),
    bands: rules.feeBands.map((b) => ({
      upTo: b.upToTetri === null ? '' : formatLari(b.upToTetri),
      fee: formatLari(b.feeTetri),
    })),
    treasuryCode: rules.treasuryCode,
    serviceFee: formatLari(rules.serviceFeeTetri),
    graceDays: String(rules.graceDays),
    duty: Object.fromEntries(CATEGORY_CODES.map((c) => [c, rules.dutyPercent[c]?.toString() ?? ''])),
  };
}

export function fromFormValues(v: RulesFormValues): CustomsRulesInput {
  return {
    note: v.note,
    rules: {
      effectiveFrom: v.effectiveFrom,
      thresholdTetri: lari(v.threshold),
      comparison: v.comparison,
      weightLimitGrams: Math.round(number(v.weightLimitKg) * 1000),
      grouping: v.grouping,
      vatPercent: number(v.vatPercent),
      feeBands: v.bands.map((b, i) => ({
        upToTetri: i === v.bands.length - 1 ? null : lari(b.upTo),
        feeTetri: lari(b.fee),
      })),
      treasuryCode: v.treasuryCode.trim(),
      serviceFeeTetri: lari(v.serviceFee),
      graceDays: number(v.graceDays),
      dutyPercent: Object.fromEntries(
        Object.entries(v.duty)
          .filter(([, p]) => p.trim() !== '')
          .map(([code, p]) => [code, number(p)]),
      ),
    },
  };
}

/** A schema path of the input (`rules.feeBands.1.feeTetri`) → the form field that holds it (`bands.1.fee`). */
export function formField(schemaPath: string): string {
  const [, field, ...rest] = schemaPath.split('.');
  if (!field) return schemaPath;
  const renamed: Record<string, string> = {
    thresholdTetri: 'threshold',
    weightLimitGrams: 'weightLimitKg',
    serviceFeeTetri: 'serviceFee',
    dutyPercent: 'duty',
  };
  if (field === 'feeBands') {
    const [index, part] = rest;
    return `bands.${index}.${part === 'upToTetri' ? 'upTo' : 'fee'}`;
  }
  if (schemaPath.startsWith('note')) return 'note';
  return [renamed[field] ?? field, ...rest].join('.');
}
