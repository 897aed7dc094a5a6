/**
 * Who signs up (spec §3, §5): a company's names in Georgian and Latin letters and its 9-digit id, or a
 * person's names and personal id (a passport number for a foreign citizen, who gives no Georgian names).
 * Georgian fields accept Latin key presses.
 */
import type { ChangeEvent } from 'react';
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { typeInGeorgian } from '../../../lib/georgian-input.ts';
import type { SignupForm, SignupShape } from '../signup-form.ts';

type GeorgianField = 'nameKa' | 'lastNameKa' | 'orgName';

/** Input props of a Georgian-only field: Latin key presses (or pasted Latin text) become Georgian letters. */
function georgianInputProps(form: SignupForm, field: GeorgianField) {
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

interface Props {
  form: SignupForm;
  shape: SignupShape;
  foreign: boolean;
}

export function IdentityFields({ form, shape, foreign }: Props) {
  const { t } = useTranslation('auth');
  return (
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
              // Said once for both names, under the first input: the two inputs stay level (review #27).
              description={t('signup.georgianHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              {...georgianInputProps(form, 'nameKa')}
              key={form.key('nameKa')}
            />
            <TextInput
              label={t('signup.lastNameKa')}
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
  );
}
