/**
 * Top-up (spec §2, §4, §5; issue 20 §2): the customer chooses how to pay among the methods the server
 * offers — Georgian Card, the spec's option, always there and chosen by default; the Bank of Georgia's
 * card, Apple Pay and Google Pay when that gateway is configured — then lari (1–4 digits, not starting
 * with 0) and tetri (exactly 2 digits). The server registers the order with the chosen gateway and
 * answers its address, where the browser goes next; it comes back to /payments/success or
 * /payments/failed.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topupSchema } from '@amanati/shared/topup';
import { BOG_METHOD_OF, type TopupMethod } from '@amanati/shared/topup-methods';
import { usePanels } from '../../../lib/panels.tsx';
import { ApiError } from '../../../lib/api.ts';
import { codeResolver } from '../../../lib/form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { fieldErrorTexts } from '../../../lib/messages.ts';
import { startBogTopup, startTopup, useTopupMethods } from '../api/money.ts';
import { topupFields } from '../lib/topup-amount.ts';

/** Digits only, at most `max` (no maxLength on the inputs: it would cut a pasted "1 000" before the space goes). */
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Each method's label and short description (account dictionary). */
const METHOD_TEXTS = {
  georgianCard: { label: 'topup.card', note: 'topup.cardNote' },
  bogCard: { label: 'topup.bogCard', note: 'topup.bogCardNote' },
  applePay: { label: 'topup.applePay', note: 'topup.applePayNote' },
  googlePay: { label: 'topup.googlePay', note: 'topup.googlePayNote' },
} as const satisfies Record<TopupMethod, { label: string; note: string }>;

/** Where the browser goes: a seam for tests. */
export const browser = { go: (url: string) => window.location.assign(url) };

export default function AddBalancePanel() {
  const { t, i18n } = useTranslation('account');
  const { closePanel, panel } = usePanels();
  // Opened from a payment the balance could not cover: pre-filled with what it lacks.
  const [preset] = useState(() => (panel?.name === 'addBalance' ? panel.props.amountTetri : undefined));
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const offered = useTopupMethods();
  const [chosen, setChosen] = useState<TopupMethod>('georgianCard');
  // A choice the server no longer offers falls back to the default.
  const method = offered.includes(chosen) ? chosen : 'georgianCard';
  const form = useForm({
    initialValues: preset ? topupFields(preset) : { lari: '', tetri: '00' },
    validate: codeResolver(topupSchema),
  });
  const parsed = topupSchema.safeParse(form.values);

  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    setStarting(true);
    try {
      const amount = { lari: values.lari, tetri: values.tetri, lang: i18n.language };
      const order =
        method === 'georgianCard'
          ? await startTopup(amount)
          : await startBogTopup({ ...amount, method: BOG_METHOD_OF[method] });
      browser.go(order.redirectUrl);
    } catch (error) {
      setStarting(false);
      const fields = fieldErrorTexts(error);
      if (error instanceof ApiError && Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailed(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {preset !== undefined && (
          <Alert color="blue" variant="light" data-testid="topup-preset">
            {t('topup.presetNote', { amount: formatMoney(preset / 100) })}
          </Alert>
        )}
        <Radio.Group label={t('topup.method')} value={method} onChange={setChosen}>
          {offered.map((m) => (
            <Radio
              key={m}
              mt="xs"
              value={m}
              label={t(METHOD_TEXTS[m].label)}
              description={t(METHOD_TEXTS[m].note)}
              data-testid={`topup-method-${m}`}
            />
          ))}
        </Radio.Group>
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label={t('topup.lari')}
            inputMode="numeric"
            autoComplete="off"
            required
            style={{ flex: 2 }}
            {...form.getInputProps('lari')}
            onChange={(e) => form.setFieldValue('lari', digits(e.currentTarget.value, 4))}
          />
          <Text mt={32} fw={700} aria-hidden="true">
            .
          </Text>
          <TextInput
            label={t('topup.tetri')}
            inputMode="numeric"
            autoComplete="off"
            required
            style={{ flex: 1 }}
            {...form.getInputProps('tetri')}
            onChange={(e) => form.setFieldValue('tetri', digits(e.currentTarget.value, 2))}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('topup.rules')}
        </Text>
        {parsed.success && (
          <Text fw={600} data-testid="topup-total">
            {t('topup.total', { amount: `${parsed.data.lari}.${parsed.data.tetri}` })}
          </Text>
        )}
        {failed && (
          <Alert color="red" role="alert" title={t('topup.startFailedTitle')}>
            {t('topup.startFailed')}{' '}
            <Anchor component={Link} to="/contact" onClick={closePanel} c="inherit" underline="always">
              {t('contactOperators')}
            </Anchor>
          </Alert>
        )}
        <Button type="submit" loading={starting}>
          {t('topup.submit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('topup.redirectNote')}
        </Text>
      </Stack>
    </form>
  );
}
