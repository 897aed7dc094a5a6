/** The admin's manual balance adjustment: a signed lari amount (sent in tetri) with a reason; audited. */
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adjustmentSchema } from '@amanati/shared/admin';
import { parseLari } from '@amanati/shared/money';
import { adminErrorText } from '../../lib/errors.ts';
import { toastDone } from '../../lib/toast.ts';
import { validateWith } from '../../lib/validate.ts';
import { useAdjust } from './api.ts';

export function BalanceAdjustment({ customerId }: { customerId: string }) {
  const { t } = useTranslation('admin');
  const adjust = useAdjust(customerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const tetri = parseLari(amount);
    const checked = validateWith(adjustmentSchema, { amountTetri: tetri ?? Number.NaN, reason });
    if (tetri === null || checked.errors) {
      return setErrors({
        ...(checked.errors ?? {}),
        ...(tetri === null ? { amountTetri: t('customers.amountInvalid') } : {}),
      });
    }
    setErrors({});
    setFailure(null);
    adjust.mutate(checked.data, {
      onSuccess: (r) => {
        toastDone(t('customers.adjusted', { balance: r.balance.toFixed(2) }));
        setAmount('');
        setReason('');
      },
      onError: (error) => setFailure(adminErrorText(error)),
    });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t('customers.adjust')}>
      <Stack gap="xs">
        <Text fw={600}>{t('customers.adjust')}</Text>
        <Group align="flex-start">
          <TextInput
            label={t('customers.amountLari')}
            description={t('customers.amountHint')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amountTetri}
            inputMode="decimal"
          />
          <TextInput
            label={t('customers.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            // On a phone the reason takes its own line rather than squeezing beside the amount's hint.
            style={{ flex: 1, minWidth: 220 }}
            required
          />
          <Button type="submit" mt={24} loading={adjust.isPending}>
            {t('customers.apply')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
