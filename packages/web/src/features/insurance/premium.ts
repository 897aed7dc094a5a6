/**
 * The premium of insuring a declared value, as the server charges it (modules/money/insurance.ts): the
 * value in lari at the day's rates (half-up to the tetri, as customs converts), then the rules' percent,
 * at least their minimum. Null while the amount or currency is not typed.
 */
import type { Currency } from '@amanati/shared/constants';
import { CURRENCIES } from '@amanati/shared/constants';
import { declaredValueTetri } from '@amanati/shared/customs';
import type { Rates } from '@amanati/shared/rates';
import { insurancePremiumTetri, type ServiceRules } from '@amanati/shared/service-rules';

export function premiumOf(
  rules: Pick<ServiceRules, 'insurance'>,
  amount: string | number | null,
  currency: string | null,
  rates: Rates,
): number | null {
  const typed = amount === null ? '' : String(amount).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(typed) || !(CURRENCIES as readonly string[]).includes(currency ?? ''))
    return null;
  const value = declaredValueTetri(typed, currency as Currency, rates);
  return value === null ? null : insurancePremiumTetri(rules, value);
}
