/**
 * The insurance premium of parcels at their first charge (issue 21 §4): the service rules in force at the
 * charge, the declared value in lari converted as customs converts it (the National Bank's rates of the
 * day, `declaredValueTetri`: half-up to the tetri). Charged once, as its own invoice line of kind
 * `insurance`; corrections never touch it (charging.service).
 */
import type { Currency } from '@amanati/shared/constants';
import { declaredValueTetri } from '@amanati/shared/customs';
import { insurancePremiumTetri } from '@amanati/shared/service-rules';
import type { Tx } from '../../db/client.ts';
import type { parcels } from '../../db/schema/index.ts';
import { ratesOfDay } from '../rates/rates.service.ts';
import { serviceRulesAt } from '../service-rules/service-rules.service.ts';

type Insurable = Pick<typeof parcels.$inferSelect, 'id' | 'insured' | 'amount' | 'currency'>;

/**
 * The premium (tetri) of each insured parcel among `rows`, by parcel id; uninsured parcels, and an insured
 * one whose value cannot be read (declaring refuses insurance without one), have none.
 */
export async function premiumsAtCharge(tx: Tx, rows: readonly Insurable[]): Promise<Map<string, number>> {
  const premiums = new Map<string, number>();
  const insured = rows.filter((p) => p.insured && p.amount !== null && p.currency !== null);
  if (insured.length === 0) return premiums;
  const [rules, { rates }] = await Promise.all([serviceRulesAt(tx), ratesOfDay(tx)]);
  for (const p of insured) {
    const value = declaredValueTetri(p.amount!, p.currency as Currency, rates);
    if (value !== null) premiums.set(p.id, insurancePremiumTetri(rules, value));
  }
  return premiums;
}
