/**
 * `/reset-password?token=…`, opened from the recovery e-mail: a new password and its confirmation.
 * Success signs the user in with the returned token and goes to /home; an invalid or expired link says
 * so and offers to request a new one.
 */
import type { TokenAnswer } from '@amanati/shared/answers/accounts';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@amanati/shared/accounts';
import { MSG } from '@amanati/shared/messages';
import { usePanels } from '../../lib/panels.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { codeResolver } from '../../lib/form.ts';
import { errorText, fieldErrorTexts, messageText } from '../../lib/messages.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useSignIn } from './api/session.ts';
import { PasswordField } from './components/password-field.tsx';

interface ResetValues {
  newPassword: string;
  newRePassword: string;
}

const schemaErrors = codeResolver(resetPasswordSchema);

/** The link's token has the shape the server issues (the schema's bounds); anything else is a broken link. */
const tokenLooksValid = (token: string) =>
  !schemaErrors({ token, newPassword: 'x'.repeat(8), newRePassword: 'x'.repeat(8) }).token;

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { openPanel } = usePanels();
  const firstRef = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(() => !tokenLooksValid(token));
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ResetValues>({
    initialValues: { newPassword: '', newRePassword: '' },
    validate: (values) => {
      const { token: _token, ...errors } = schemaErrors({ token, ...values });
      if (!errors.newRePassword && values.newRePassword && values.newPassword !== values.newRePassword)
        errors.newRePassword = messageText(MSG.passwordMismatch);
      return errors;
    },
  });

  useEffect(() => {
    if (!invalid) firstRef.current?.focus();
  }, [invalid]);

  async function send(values: ResetValues) {
    setWarning(null);
    setBusy(true);
    try {
      const answer = await api<TokenAnswer>('/api/authorization/resetPassword', {
        body: { token, ...values },
      });
      await signIn(answer.token, false);
      notifySuccess(messageText(MSG.passwordChanged));
      // Declarative routes: navigating settles at once, there is no promise to wait for.
      void navigate('/home', { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && (error.code === MSG.resetLinkInvalid || error.errors.token)) {
        setInvalid(true);
        return;
      }
      const fields = fieldErrorTexts(error);
      if (fields.newPassword || fields.newRePassword) form.setErrors(fields);
      else setWarning(errorText(error) ?? t('common.network'));
    }
  }

  return (
    <Container size="xs" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(invalid ? 'reset.invalidTitle' : 'reset.title')}
        </Title>
        {invalid ? (
          <>
            <Alert color="yellow" variant="light" role="alert">
              {messageText(MSG.resetLinkInvalid)}
            </Alert>
            <Button onClick={() => openPanel('forgot')}>{t('reset.requestNew')}</Button>
          </>
        ) : (
          <form
            noValidate
            aria-label={t('reset.title')}
            // The handler is made at submit time: its failure callback reads the ref then, not while rendering.
            onSubmit={(event) =>
              form.onSubmit(send, (errors) => {
                if (errors.newPassword) firstRef.current?.focus();
              })(event)
            }
          >
            <Stack gap="sm">
              <Text size="sm">{t('reset.intro')}</Text>
              <PasswordField
                ref={firstRef}
                label={t('reset.newPassword')}
                description={t('signup.passwordHint')}
                autoComplete="new-password"
                required
                {...form.getInputProps('newPassword')}
              />
              <PasswordField
                label={t('reset.newRePassword')}
                autoComplete="new-password"
                required
                {...form.getInputProps('newRePassword')}
              />
              {warning && (
                <Alert color="yellow" variant="light" role="alert">
                  {warning}
                </Alert>
              )}
              <Button type="submit" loading={busy}>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
