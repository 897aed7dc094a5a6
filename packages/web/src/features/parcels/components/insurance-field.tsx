/**
 * "Insure this parcel" in the declaration (issue 21 §4), with the premium live as the value is typed: the
 * rules in force, the day's rates the server converts at. Locked once the parcel is charged (the server
 * answers 409 insurance_locked). Its own dictionary: mount it inside a Suspense.
 */
import { Checkbox } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/money';
import type { Rates } from '@amanati/shared/rates';
import { premiumOf } from '../../insurance/premium.ts';
import { useServiceRules } from '../../insurance/service-rules.ts';
import type { ParcelFormValues } from '../lib/parcel-form.ts';

export function InsuranceField({
  form,
  rates,
  locked,
}: {
  form: UseFormReturnType<ParcelFormValues>;
  rates: Rates;
  /** The parcel is charged already: its insurance stays as charged. */
  locked: boolean;
}) {
  const { t } = useTranslation('insurance');
  const rules = useServiceRules().data?.rules;
  const { amount, currency } = form.values;
  const premium = rules ? premiumOf(rules, amount, currency, rates) : null;
  const terms = rules
    ? t('terms', {
        percent: rules.insurance.percent,
        minimum: formatLari(rules.insurance.minimumTetri),
      })
    : '';
  const description = locked
    ? t('locked')
    : !rules
      ? t('hint')
      : premium === null
        ? `${terms}. ${t('enterValue')}`
        : `${terms}: ${formatLari(premium)} ₾`;
  return (
    <Checkbox
      label={t('insure')}
      description={<span aria-live="polite">{description}</span>}
      disabled={locked}
      data-testid="insure-parcel"
      {...form.getInputProps('insured', { type: 'checkbox' })}
    />
  );
}
