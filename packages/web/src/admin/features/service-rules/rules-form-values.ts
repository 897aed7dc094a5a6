/**
 * A service rule set as the admin's form holds it — lari, percents and days as typed text — and back.
 * Text that does not read as a number becomes NaN (or -1 tetri), so the shared schema refuses it on its
 * field; schema paths map back to the form's fields.
 */
import type { ServiceRules, ServiceRulesInput } from '@amanati/shared/service-rules';
import { formatLari, parseLari } from '@amanati/shared/money';

export interface ServiceRulesFormValues {
  effectiveFrom: string;
  note: string;
  insurancePercent: string;
  insuranceMinimum: string;
  damagedWithinDays: string;
  missingAfterDays: string;
  reviewDays: string;
  liabilityPerKg: string;
  freeDays: string;
  feePerKg: string;
  noticeDaysBefore: string;
}

const lari = (text: string) => parseLari(text) ?? -1;
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export function toFormValues(rules: ServiceRules, effectiveFrom: string): ServiceRulesFormValues {
  return {
    effectiveFrom,
    note: '',
    insurancePercent: String(rules.insurance.percent),
    insuranceMinimum: formatLari(rules.insurance.minimumTetri),
    damagedWithinDays: String(rules.claims.damagedWithinDays),
    missingAfterDays: String(rules.claims.missingAfterDays),
    reviewDays: String(rules.claims.reviewDays),
    liabilityPerKg: formatLari(rules.claims.liabilityPerKgTetri),
    freeDays: String(rules.storage.freeDays),
    feePerKg: formatLari(rules.storage.feePerKgTetri),
    noticeDaysBefore: String(rules.storage.noticeDaysBefore),
  };
}

export function fromFormValues(v: ServiceRulesFormValues): ServiceRulesInput {
  return {
    note: v.note,
    rules: {
      effectiveFrom: v.effectiveFrom,
      insurance: { percent: number(v.insurancePercent), minimumTetri: lari(v.insuranceMinimum) },
      claims: {
        damagedWithinDays: number(v.damagedWithinDays),
        missingAfterDays: number(v.missingAfterDays),
        reviewDays: number(v.reviewDays),
        liabilityPerKgTetri: lari(v.liabilityPerKg),
      },
      storage: {
        freeDays: number(v.freeDays),
        feePerKgTetri: lari(v.feePerKg),
        noticeDaysBefore: number(v.noticeDaysBefore),
      },
    },
  };
}

const FIELD_OF: Record<string, keyof ServiceRulesFormValues> = {
  'rules.effectiveFrom': 'effectiveFrom',
  'rules.insurance.percent': 'insurancePercent',
  'rules.insurance.minimumTetri': 'insuranceMinimum',
  'rules.claims.damagedWithinDays': 'damagedWithinDays',
  'rules.claims.missingAfterDays': 'missingAfterDays',
  'rules.claims.reviewDays': 'reviewDays',
  'rules.claims.liabilityPerKgTetri': 'liabilityPerKg',
  'rules.storage.freeDays': 'freeDays',
  'rules.storage.feePerKgTetri': 'feePerKg',
  'rules.storage.noticeDaysBefore': 'noticeDaysBefore',
  // The server names the day without `rules.` (409 service_rules_in_past).
  effectiveFrom: 'effectiveFrom',
  note: 'note',
};

/** A schema path of the input (`rules.storage.feePerKgTetri`) → the form field that holds it (`feePerKg`). */
export const formField = (schemaPath: string): string => FIELD_OF[schemaPath] ?? schemaPath;
