/**
 * SMS go only to a proved number: "Send code" texts a 6-digit code to the profile's phone, typing it
 * here proves the phone. Changing the number in the contact form makes it unproved again.
 */
import { useState } from 'react';
import { Badge, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSendPhoneCode, useVerifyPhone } from './api.ts';

export function PhoneProof({ phone, verified }: { phone: string; verified: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const language = (['ka', 'en', 'ru'].includes(i18n.language) ? i18n.language : 'ka') as 'ka' | 'en' | 'ru';

  const requestCode = () =>
    send.mutate(language, {
      onSuccess: () => {
        setSent(true);
        setCode('');
        setError(null);
        notifySuccess(t('alerts.phone.sent', { phone }));
      },
      onError: (e) => notifyError(errorText(e) ?? t('alerts.phone.failed')),
    });

  const confirm = (value: string) =>
    verify.mutate(value, {
      onSuccess: () => {
        setSent(false);
        notifySuccess(t('alerts.phone.verified'));
      },
      onError: (e) => {
        setCode('');
        setError(errorText(e) ?? t('alerts.phone.failed'));
      },
    });

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{t('alerts.phone.title', { phone: phone || '—' })}</Text>
        <Badge color={verified ? 'green' : 'gray'} variant="light">
          {t(verified ? 'alerts.phone.isVerified' : 'alerts.phone.notVerified')}
        </Badge>
      </Group>
      {!verified && (
        <Text size="sm" c="dimmed">
          {t('alerts.phone.why')}
        </Text>
      )}
      {!verified && sent && (
        <Stack gap={6}>
          <Text size="sm" id="phone-code-label">
            {t('alerts.phone.enter')}
          </Text>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            onComplete={confirm}
            disabled={verify.isPending}
            error={Boolean(error)}
            aria-labelledby="phone-code-label"
            getInputProps={(index) => ({ 'aria-label': t('alerts.phone.digit', { n: index + 1 }) })}
          />
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
      {!verified && (
        <Group>
          <Button
            variant={sent ? 'default' : 'filled'}
            onClick={requestCode}
            loading={send.isPending}
            disabled={!phone}
          >
            {t(sent ? 'alerts.phone.again' : 'alerts.phone.send')}
          </Button>
          {sent && (
            <Button onClick={() => confirm(code)} disabled={code.length !== 6} loading={verify.isPending}>
              {t('alerts.phone.confirm')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
