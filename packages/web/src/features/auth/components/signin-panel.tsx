/**
 * The left panel's sign-in form for visitors (spec §2, §4, §5): AX code or e-mail, password, remember
 * me, forgot-password link, sign-up button. It is part of the first page, so it keeps to plain Mantine
 * inputs and local state (no form library, no zod, no Select or Modal).
 */
import type { TokenAnswer } from '@amanati/shared/answers/accounts';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePanels } from '../../../lib/panels.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { errorText, messageText } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { useSignIn } from '../api/session.ts';
import { signinProblems, type SigninProblems } from '../signin-rules.ts';
import { PasswordField } from './password-field.tsx';

/** `autoFocus`: the visitor asked for the form (the header's sign-in button): the login field is focused. */
export function SigninPanel({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Suspense fallback={<SigninLoading />}>
      <SigninForm autoFocus={autoFocus} />
    </Suspense>
  );
}

function SigninLoading() {
  const { t } = useTranslation();
  return (
    <Center mih={280}>
      <Loader size="sm" aria-label={t('loading')} />
    </Center>
  );
}

function SigninForm({ autoFocus }: { autoFocus: boolean }) {
  const { t } = useTranslation('auth');
  const { openPanel, signinRequested, requestSignin } = usePanels();
  const signIn = useSignIn();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [problems, setProblems] = useState<SigninProblems>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A customer-only page sent the visitor here: draw attention to the form.
  useEffect(() => {
    if (signinRequested || autoFocus) loginRef.current?.focus();
  }, [signinRequested, autoFocus]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = signinProblems({ email, password });
    setProblems(found);
    setWarning(null);
    if (found.email || found.password) {
      (found.email ? loginRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { token } = await api<TokenAnswer>('/api/authorization/signin', {
        body: { email: email.trim(), password, remember },
      });
      await signIn(token, remember);
      requestSignin(false);
      notifySuccess(messageText('signed_in'));
    } catch (error) {
      // Spec §4: a failed sign-in leaves no token behind.
      tokenStore.clear();
      setWarning(
        error instanceof ApiError && error.status === 401
          ? messageText('incorrect_password_or_ax_code')
          : (errorText(error) ?? t('common.network')),
      );
      setBusy(false);
    }
  }

  const required = messageText('required');
  return (
    // submit handles its own failures (the warning above the button).
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="signin-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signin-title">
          {t('signin.title')}
        </Title>
        {signinRequested && (
          <Text role="status" size="sm" fw={600} className="signin-requested">
            {t('signin.requested')}
          </Text>
        )}
        <TextInput
          ref={loginRef}
          label={t('signin.login')}
          placeholder={t('signin.loginPlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setProblems((p) => ({ ...p, email: undefined }));
          }}
          error={problems.email && required}
        />
        <PasswordField
          ref={passwordRef}
          label={t('signin.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setProblems((p) => ({ ...p, password: undefined }));
          }}
          error={problems.password && required}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Checkbox
            label={t('signin.remember')}
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <Anchor component="button" type="button" size="sm" onClick={() => openPanel('forgot')}>
            {t('signin.forgot')}
          </Anchor>
        </Group>
        {warning && (
          <Alert color="yellow" variant="light" role="alert" p="xs">
            {warning}
          </Alert>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t('signin.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signin.noAccount')}
        </Text>
        <Button type="button" variant="outline" fullWidth onClick={() => openPanel('signup')}>
          {t('signin.signup')}
        </Button>
      </Stack>
    </form>
  );
}
