/**
 * The forgot-password panel of the right-side drawer: an e-mail (format checked, spec §5 Recovery);
 * the server e-mails a single-use link to /reset-password (spec-readings, General).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { forgetPasswordSchema } from '@amanati/shared/accounts';
import { MSG } from '@amanati/shared/messages';
import { usePanels } from '../../../lib/panels.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { codeResolver } from '../../../lib/form.ts';
import { errorText, fieldErrorTexts, messageText } from '../../../lib/messages.ts';

export default function ForgotPanel() {
  const { t } = useTranslation('auth');
  const { closePanel } = usePanels();
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: codeResolver(forgetPasswordSchema) });

  useEffect(() => emailRef.current?.focus(), []);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function send(values: { email: string }) {
    setWarning(null);
    setBusy(true);
    try {
      await api('/api/authorization/forgetPassword', { body: { email: values.email.trim() } });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && (error.code === MSG.emailNotFound || error.errors.email)) {
        form.setErrors({ email: messageText(error.code), ...fieldErrorTexts(error) });
        emailRef.current?.focus();
      } else setWarning(errorText(error) ?? t('common.network'));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" ref={sentRef} tabIndex={-1}>
          <Text fw={600}>{messageText(MSG.resetLinkSent)}</Text>
          <Text size="sm" mt={4}>
            {t('forgot.sentHint')}
          </Text>
        </Alert>
        <Button variant="light" onClick={closePanel}>
          {t('forgot.back')}
        </Button>
      </Stack>
    );

  return (
    <form
      noValidate
      aria-label={t('forgot.form')}
      // The handler is made at submit time: its failure callback reads the ref then, not while rendering.
      onSubmit={(event) => form.onSubmit(send, () => emailRef.current?.focus())(event)}
    >
      <Stack gap="md">
        <Text size="sm">{t('forgot.intro')}</Text>
        <TextInput
          ref={emailRef}
          data-autofocus
          type="email"
          label={t('forgot.email')}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {warning && (
          <Alert color="yellow" variant="light" role="alert">
            {warning}
          </Alert>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t('forgot.submit')}
        </Button>
        <Button type="button" variant="subtle" onClick={closePanel}>
          {t('forgot.back')}
        </Button>
      </Stack>
    </form>
  );
}
