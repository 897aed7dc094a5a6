/** Staff sign-in at /admin: the same sign-in call as customers; the role decides what follows. */
import { useState } from 'react';
import { Button, Center, Checkbox, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signinSchema } from '@amanati/shared/accounts';
import type { tokenAnswer } from '@amanati/shared/answers/accounts';
import { api } from '../../lib/api.ts';
import { useSignIn } from '../../features/auth/api/session.ts';
import { adminErrorText } from '../lib/errors.ts';
import { codeResolver } from '../../lib/form.ts';

export function StaffSignin({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', remember: false },
    validate: codeResolver(signinSchema),
  });

  const submit = form.onSubmit(async ({ email, password, remember }) => {
    setBusy(true);
    setFailure(null);
    try {
      const { token } = await api<z.infer<typeof tokenAnswer>>('/api/authorization/signin', {
        body: { email, password, remember },
      });
      await signIn(token, remember);
      onSignedIn();
    } catch (error) {
      setFailure(adminErrorText(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} component="form" onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h3">
            {t('signin.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('signin.intro')}
          </Text>
          <TextInput
            label={t('signin.email')}
            autoComplete="username"
            data-autofocus
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('signin.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('signin.showPassword') }}
            {...form.getInputProps('password')}
          />
          <Checkbox label={t('signin.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
          {failure && (
            <Text role="alert" c="red.9" size="sm">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            {t('signin.submit')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
