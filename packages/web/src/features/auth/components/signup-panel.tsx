/**
 * The sign-up panel of the right-side drawer (spec §2, §3, §5): account type, entrepreneur and
 * foreign-citizen choices, registry extract with upload progress, sign-in details, names (Georgian
 * fields accept Latin key presses), city, branch, address, phone, personal or organisation ids, terms.
 * Loaded only when the drawer opens, so it may use the form library, the shared schemas and Select.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  FileInput,
  Group,
  Progress,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CITIES } from '@amanati/shared/cities';
import { BRANCHES } from '@amanati/shared/constants';
import type { Language } from '@amanati/shared/localized';
import { MSG } from '@amanati/shared/messages';
import { usePanels } from '../../../lib/panels.tsx';
import { ApiError, api, upload } from '../../../lib/api.ts';
import { typeInGeorgian } from '../../../lib/georgian-input.ts';
import { errorText, fieldErrorTexts, messageText } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSignIn } from '../api/session.ts';
import {
  FILE_ACCEPT,
  FILE_CODES,
  initialSignupValues,
  registryFileProblem,
  signupShape,
  toSignupPayload,
  validateSignup,
  type SignupValues,
} from '../signup-form.ts';
import { TermsModal } from './terms-modal.tsx';
import { PasswordField } from './password-field.tsx';

type Form = UseFormReturnType<SignupValues>;

/**
 * The lists open inside the drawer, not in a portal over the page: on phones a portal list was placed
 * beside its field, partly off the screen, and widened the page.
 */
const IN_DRAWER = { withinPortal: false } as const;
type TextField = 'nameKa' | 'lastNameKa' | 'orgName';

/** Input props of a Georgian-only field: Latin key presses (or pasted Latin text) become Georgian letters. */
function georgianInputProps(form: Form, field: TextField) {
  return {
    ...form.getInputProps(field),
    lang: 'ka',
    autoCapitalize: 'none',
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      // The input already shows the value: no re-mount (the form is uncontrolled).
      form.setFieldValue(field, typeInGeorgian(event.currentTarget), { forceUpdate: false }),
  };
}

type ShapeValues = Pick<SignupValues, 'type' | 'indEntrepreneur' | 'foreignCitizen'>;
const shapeOf = ({ type, indEntrepreneur, foreignCitizen }: ShapeValues): ShapeValues => ({
  type,
  indEntrepreneur,
  foreignCitizen,
});

/** The fields on screen for these choices: server errors about other fields go to the general warning. */
function visibleFields(values: SignupValues): Set<string> {
  const shape = signupShape(values);
  const fields = [
    'email',
    'password',
    'confirmPassword',
    'nameEn',
    'lastNameEn',
    'city',
    'filial',
    'address',
    'phone',
    'terms',
  ];
  if (shape.georgianNames) fields.push('nameKa', 'lastNameKa');
  if (shape.company) fields.push('orgName', 'orgNameEn', 'orgId');
  else fields.push('personId');
  if (shape.needsFile) fields.push('file');
  return new Set(fields);
}

export default function SignupPanel() {
  const { t, i18n } = useTranslation('auth');
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
  const [choices, setChoices] = useState(() => shapeOf(initialSignupValues));
  const form = useForm<SignupValues>({
    mode: 'uncontrolled',
    initialValues: initialSignupValues,
    validate: validateSignup,
    onValuesChange: (values) =>
      setChoices((prev) => {
        const next = shapeOf(values);
        return next.type === prev.type &&
          next.indEntrepreneur === prev.indEntrepreneur &&
          next.foreignCitizen === prev.foreignCitizen
          ? prev
          : next;
      }),
  });
  const shape = signupShape(choices);
  const foreign = choices.foreignCitizen;
  const lang = i18n.language as Language;

  const cities = useMemo(() => {
    const [first, ...rest] = CITIES;
    const byName = [...rest].sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang));
    return [first!, ...byName].map((c) => ({ value: c.code, label: c.name[lang] }));
  }, [lang]);
  const branches = BRANCHES.map((b) => ({ value: b.code, label: t(`branches.${b.code}`, { ns: 'common' }) }));

  // Focus: the first field when the panel opens, the first invalid field after a failed attempt.
  useEffect(() => firstRef.current?.focus(), []);
  useEffect(() => {
    if (focusTick) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  function onFile(file: File | null) {
    form.setFieldValue('file', file, { forceUpdate: false });
    const code = registryFileProblem(file, false);
    if (code) form.setFieldError('file', messageText(code));
  }

  async function send(values: SignupValues) {
    setWarning(null);
    setBusy(true);
    const payload = toSignupPayload(values);
    try {
      const { token } =
        signupShape(values).needsFile && values.file
          ? await upload<{ token: string }>(
              '/api/authorization/signupFile',
              values.file,
              payload,
              setProgress,
            )
          : await api<{ token: string }>('/api/authorization/signup', { body: payload });
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
          <Radio.Group label={t('signup.accountType')} {...form.getInputProps('type')} key={form.key('type')}>
            <Group mt="xs" gap="lg">
              <Radio ref={firstRef} data-autofocus value="1" label={t('signup.individual')} />
              <Radio value="2" label={t('signup.organisation')} />
            </Group>
          </Radio.Group>
          {shape.organisationType && (
            <Checkbox
              label={t('signup.entrepreneur')}
              {...form.getInputProps('indEntrepreneur', { type: 'checkbox' })}
              key={form.key('indEntrepreneur')}
            />
          )}
          <Switch
            label={t('signup.foreignCitizen')}
            description={t('signup.foreignHint')}
            {...form.getInputProps('foreignCitizen', { type: 'checkbox' })}
            key={form.key('foreignCitizen')}
          />
          {shape.needsFile && (
            <FileInput
              label={t('signup.file')}
              description={t('signup.fileHint')}
              placeholder={t('signup.filePlaceholder')}
              accept={FILE_ACCEPT}
              required
              clearable
              clearButtonProps={{ 'aria-label': t('signup.fileClear') }}
              {...form.getInputProps('file')}
              key={form.key('file')}
              onChange={onFile}
            />
          )}

          <Fieldset legend={t('signup.sections.account')} variant="unstyled">
            <Stack gap="sm">
              <TextInput
                type="email"
                label={t('signup.email')}
                autoComplete="email"
                required
                {...form.getInputProps('email')}
                key={form.key('email')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <PasswordField
                  label={t('signup.password')}
                  description={t('signup.passwordHint')}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('password')}
                  key={form.key('password')}
                />
                <PasswordField
                  label={t('signup.confirmPassword')}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('confirmPassword')}
                  key={form.key('confirmPassword')}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset
            legend={t(shape.company ? 'signup.sections.organisation' : 'signup.sections.person')}
            variant="unstyled"
          >
            <Stack gap="sm">
              {shape.company && (
                <>
                  <TextInput
                    label={t('signup.orgName')}
                    description={t('signup.georgianHint')}
                    required
                    {...georgianInputProps(form, 'orgName')}
                    key={form.key('orgName')}
                  />
                  <TextInput
                    label={t('signup.orgNameEn')}
                    required
                    {...form.getInputProps('orgNameEn')}
                    key={form.key('orgNameEn')}
                  />
                  <TextInput
                    label={t('signup.orgId')}
                    description={t('signup.orgIdHint')}
                    inputMode="numeric"
                    maxLength={9}
                    required
                    {...form.getInputProps('orgId')}
                    key={form.key('orgId')}
                  />
                </>
              )}
              {shape.georgianNames && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('signup.nameKa')}
                    description={t('signup.georgianHint')}
                    required
                    {...georgianInputProps(form, 'nameKa')}
                    key={form.key('nameKa')}
                  />
                  <TextInput
                    label={t('signup.lastNameKa')}
                    description={t('signup.georgianHint')}
                    required
                    {...georgianInputProps(form, 'lastNameKa')}
                    key={form.key('lastNameKa')}
                  />
                </SimpleGrid>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('signup.nameEn')}
                  autoComplete="given-name"
                  lang="en"
                  required
                  {...form.getInputProps('nameEn')}
                  key={form.key('nameEn')}
                />
                <TextInput
                  label={t('signup.lastNameEn')}
                  autoComplete="family-name"
                  lang="en"
                  required
                  {...form.getInputProps('lastNameEn')}
                  key={form.key('lastNameEn')}
                />
              </SimpleGrid>
              {!shape.company && (
                <TextInput
                  label={t(foreign ? 'signup.passport' : 'signup.personId')}
                  description={t(foreign ? 'signup.passportHint' : 'signup.personIdHint')}
                  inputMode={foreign ? 'text' : 'numeric'}
                  maxLength={foreign ? 20 : 11}
                  required={!foreign}
                  {...form.getInputProps('personId')}
                  key={form.key('personId')}
                />
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('signup.sections.contact')} variant="unstyled">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('signup.city')}
                  placeholder={t('signup.cityPlaceholder')}
                  nothingFoundMessage={t('signup.cityNothingFound')}
                  data={cities}
                  searchable
                  allowDeselect={false}
                  comboboxProps={IN_DRAWER}
                  required
                  {...form.getInputProps('city')}
                  key={form.key('city')}
                />
                <Select
                  label={t('signup.branch')}
                  description={t('signup.branchHint')}
                  placeholder={t('signup.branchPlaceholder')}
                  data={branches}
                  allowDeselect={false}
                  comboboxProps={IN_DRAWER}
                  required
                  {...form.getInputProps('filial')}
                  key={form.key('filial')}
                />
              </SimpleGrid>
              <TextInput
                label={t('signup.address')}
                autoComplete="street-address"
                required
                {...form.getInputProps('address')}
                key={form.key('address')}
              />
              <TextInput
                type="tel"
                label={t('signup.phone')}
                description={t('signup.phoneHint')}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={9}
                required
                {...form.getInputProps('phone')}
                key={form.key('phone')}
              />
            </Stack>
          </Fieldset>

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
