/** The sign-up sections every account has (spec §3, §5): sign-in details, and where the customer is reached. */
import { useMemo, useState } from 'react';
import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CITIES } from '@amanati/shared/cities';
import { BRANCHES, type BranchCity } from '@amanati/shared/constants';
import type { Language } from '@amanati/shared/localized';
import type { SignupForm } from '../signup-form.ts';
import { PasswordField } from './password-field.tsx';

/**
 * The lists open inside the drawer, not in a portal over the page: on phones a portal list was placed
 * beside its field, partly off the screen, and widened the page.
 */
const IN_DRAWER = { withinPortal: false } as const;

/** A field's hint under its input, so inputs side by side stay level whether or not they have one. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** The sign-up city codes that have branches of their own. */
const BRANCH_CITY_OF: Record<string, BranchCity> = { _TBILISI_: 'tbilisi', _KUTAISI_: 'kutaisi' };

/** The branches to offer a customer of `city`: the city's own, or all of them for another town. */
export function branchesNear(city: string) {
  const own = BRANCH_CITY_OF[city];
  return own ? BRANCHES.filter((b) => b.city === own) : BRANCHES;
}

export function AccountFields({ form }: { form: SignupForm }) {
  const { t } = useTranslation('auth');
  return (
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
            // The hint under the input: the two password inputs stay on one line (review #27).
            inputWrapperOrder={BELOW}
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
  );
}

export function ContactFields({ form }: { form: SignupForm }) {
  const { t, i18n } = useTranslation('auth');
  const lang = i18n.language as Language;
  // The first city (the capital) stays first; the others by name in the user's language.
  const cities = useMemo(() => {
    const [first, ...rest] = CITIES;
    const byName = [...rest].sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang));
    return [first!, ...byName].map((c) => ({ value: c.code, label: c.name[lang] }));
  }, [lang]);
  // The branches of the chosen city (Tbilisi's four, Kutaisi's one); every branch for another town.
  const [city, setCity] = useState(() => form.getValues().city);
  form.watch('city', ({ value }) => {
    setCity(value);
    const near = branchesNear(value);
    if (!near.some((b) => b.code === form.getValues().filial))
      form.setFieldValue('filial', near.length === 1 ? near[0]!.code : '');
  });
  const branches = branchesNear(city).map((b) => ({
    value: b.code,
    label: t(`branches.${b.code}`, { ns: 'common' }),
  }));
  return (
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
            inputWrapperOrder={BELOW}
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
  );
}
