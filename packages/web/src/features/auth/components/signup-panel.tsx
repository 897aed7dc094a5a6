/**
 * The sign-up panel of the right-side drawer (spec §2, §3, §5): account type, entrepreneur and
 * foreign-citizen choices, registry extract with upload progress, sign-in details, names (Georgian
 * fields accept Latin key presses), city, branch, address, phone, personal or organisation ids, terms.
 * Loaded only when the drawer opens, so it may use the form library, the shared schemas and Select.
 * Its sections are in signup-choices.tsx, signup-fields.tsx and signup-identity-fields.tsx.
 */
import type { TokenAnswer } from '@amanati/shared/answers/accounts';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MSG } from '@amanati/shared/messages';
import { usePanels } from '../../../lib/panels.tsx';
import { ApiError, api, upload } from '../../../lib/api.ts';
import { errorText, fieldErrorTexts, messageText } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSignIn } from '../api/session.ts';
import {
  choicesOf,
  FILE_CODES,
  initialSignupValues,
  signupShape,
  toSignupPayload,
  validateSignup,
  visibleFields,
  type SignupValues,
} from '../signup-form.ts';
import { SignupChoices } from './signup-choices.tsx';
import { AccountFields, ContactFields } from './signup-fields.tsx';
import { IdentityFields } from './signup-identity-fields.tsx';
import { TermsModal } from './terms-modal.tsx';

export default function SignupPanel() {
  const { t } = useTranslation('auth');
  const { closePanel } = usePanels();
  const signIn = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  // Uncontrolled: typing does not re-render the whole form; only the choices that change which
  // fields are shown (account type, entrepreneur, foreign citizen) are kept in state.
  const [choices, setChoices] = useState(() => choicesOf(initialSignupValues));
  const form = useForm<SignupValues>({
    mode: 'uncontrolled',
    initialValues: initialSignupValues,
    validate: validateSignup,
    onValuesChange: (values) =>
      setChoices((prev) => {
        const next = choicesOf(values);
        return next.type === prev.type &&
          next.indEntrepreneur === prev.indEntrepreneur &&
          next.foreignCitizen === prev.foreignCitizen
          ? prev
          : next;
      }),
  });
  const shape = signupShape(choices);

  // Focus: the first field when the panel opens, the first invalid field after a failed attempt.
  useEffect(() => firstRef.current?.focus(), []);
  useEffect(() => {
    if (focusTick) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  async function send(values: SignupValues) {
    setWarning(null);
    setBusy(true);
    const payload = toSignupPayload(values);
    try {
      const { token } =
        signupShape(values).needsFile && values.file
          ? await upload<TokenAnswer>('/api/authorization/signupFile', values.file, payload, {
              onProgress: setProgress,
            })
          : await api<TokenAnswer>('/api/authorization/signup', { body: payload });
      // Spec §4: sign-up success stores the token, loads the user and closes the panel. Kept for this
      // browser session only, as after a sign-in without "remember me" (the only place to choose that).
      await signIn(token, false);
      notifySuccess(messageText(MSG.signedUp));
      closePanel();
    } catch (error) {
      setBusy(false);
      setProgress(null);
      if (error instanceof ApiError) {
        const texts = fieldErrorTexts(error);
        if (FILE_CODES.includes(error.code) && !texts.file) texts.file = messageText(error.code);
        const visible = visibleFields(values);
        const shown = Object.fromEntries(Object.entries(texts).filter(([field]) => visible.has(field)));
        if (Object.keys(shown).length > 0) {
          form.setErrors(shown);
          setFocusTick((n) => n + 1);
          return;
        }
      }
      setWarning(errorText(error) ?? t('common.network'));
    }
  }

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={t('signup.form')}
        onSubmit={form.onSubmit(send, () => {
          setWarning(messageText(MSG.fillAllFields));
          setFocusTick((n) => n + 1);
        })}
      >
        <Stack gap="md">
          <SignupChoices form={form} shape={shape} firstRef={firstRef} />
          <AccountFields form={form} />
          <IdentityFields form={form} shape={shape} foreign={choices.foreignCitizen} />
          <ContactFields form={form} />

          <Stack gap={4}>
            <Checkbox
              label={t('signup.terms')}
              {...form.getInputProps('terms', { type: 'checkbox' })}
              // Mantine links the error text but does not mark the box itself invalid.
              aria-invalid={form.errors.terms ? true : undefined}
              key={form.key('terms')}
            />
            <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setTermsOpen(true)}>
              {t('signup.readTerms')}
            </Anchor>
          </Stack>

          {progress !== null && (
            <Stack gap={4}>
              <Progress value={progress} aria-label={t('signup.uploading', { percent: progress })} />
              <Text size="xs" aria-live="polite">
                {t('signup.uploading', { percent: progress })}
              </Text>
            </Stack>
          )}
          {warning && (
            <Alert color="yellow" variant="light" role="alert">
              {warning}
            </Alert>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {t('signup.submit')}
          </Button>
          <Button type="button" variant="subtle" onClick={closePanel}>
            {t('signup.hasAccount')}
          </Button>
        </Stack>
      </form>
      <TermsModal
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          form.setFieldValue('terms', true);
          setTermsOpen(false);
        }}
      />
    </>
  );
}
