/**
 * Currency converter (spec §2, §5, §9): an amount in USD, EUR, CNY or TRY in lari with 2 decimals.
 * The amount keeps digits and one dot as it is typed; the CNY rate is quoted per 10 yuan.
 */
import { useId, useState } from 'react';
import { Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RATE_CURRENCIES, type RateCurrency } from '@amanati/shared/constants';
import { RATE_UNITS } from '@amanati/shared/rates';
import { convertToGel, sanitizeAmount } from '@amanati/shared/widgets';
import { useRates } from '../../lib/rates.ts';
import { LoadError } from '../../components/states.tsx';

/** `autoFocus`: the amount field takes the focus when shown (in the dashboard's modal). */
export function CurrencyConverter({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<RateCurrency>('USD');
  const query = useRates();
  const rates = query.data?.rates;
  const result = rates ? convertToGel(amount, currency, rates) : null;

  return (
    <Stack gap="sm">
      <Group grow align="flex-start" gap="sm">
        <TextInput
          id={`${id}-amount`}
          label={t('converter.amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          data-autofocus={autoFocus || undefined}
          value={amount}
          onChange={(e) => setAmount(sanitizeAmount(e.currentTarget.value))}
        />
        <NativeSelect
          label={t('converter.currency')}
          value={currency}
          onChange={(e) => setCurrency(e.currentTarget.value as RateCurrency)}
          data={RATE_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </Group>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !rates ? (
        <Skeleton height={48} radius="sm" aria-label={t('state.loading')} role="status" />
      ) : (
        <div>
          <Text size="xs" c="dimmed">
            {t('converter.result')}
          </Text>
          <Text
            component="output"
            htmlFor={`${id}-amount`}
            aria-live="polite"
            fz={28}
            fw={700}
            data-testid="gel-result"
          >
            {result ?? '0.00'} ₾
          </Text>
          <Text size="xs" c="dimmed">
            {t('converter.rate', { units: RATE_UNITS[currency], currency, rate: rates[currency] })}
          </Text>
        </div>
      )}
    </Stack>
  );
}
