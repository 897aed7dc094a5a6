/**
 * /profile (spec §2, §4, §6): identity data read-only; city, phone and address as text, Edit turns them
 * into inputs (review #18: no greyed-out inputs that read like empty placeholders); Save only
 * when all three are filled, then back to view mode with "profile updated". Plus the e-mail preference,
 * push on this device, which news goes on which channel (issue 19) and, for foreign citizens, the
 * Georgian tax number customs needs.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Candidate } from '@amanati/shared/accounts';
import { updateProfileSchema } from '@amanati/shared/accounts';
import { CITIES } from '@amanati/shared/cities';
import type { Language } from '@amanati/shared/localized';
import { englishName } from '@amanati/shared/widgets';
import { codeResolver } from '../../lib/form.ts';
import { formatDate } from '../../lib/format.ts';
import { showFormFailure } from '../../lib/form-failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { errorText } from '../../lib/messages.ts';
import { useSession } from '../auth/api/session.ts';
import { PushDevices } from '../push/index.ts';
import { useEmailPreference, useUpdateProfile } from './api/profile.ts';
import { AutoPaySetting } from './auto-pay/auto-pay-setting.tsx';
import { NotificationSettings } from './notification-settings/notification-settings.tsx';
import { TaxNumberForm } from './tax-number-form.tsx';

type Contact = { city: string; phone: string; address: string };
const contactOf = (user: Candidate): Contact => ({
  city: user.information.city,
  phone: user.phone,
  address: user.information.address,
});
/** Spec §4: saving needs all three. */
export const canSave = (v: Contact) => [v.city, v.phone, v.address].every((s) => s.trim() !== '');

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="profile-field" style={{ display: 'grid', gap: 2 }}>
      <dt style={{ fontSize: '0.85rem', color: 'var(--mantine-color-dimmed)' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || '—'}
      </dd>
    </div>
  );
}

function Identity({ user }: { user: Candidate }) {
  const { t } = useTranslation(['profile', 'common']);
  const info = user.information;
  const organisation = user.type === 2 && !info.indEntrepreneur;
  const kind = organisation ? 'organisation' : user.type === 2 ? 'entrepreneur' : 'individual';
  const branch = user.takedPlaced.address ? t(`common:branches.${user.takedPlaced.address}`) : '';
  return (
    <dl
      style={{
        margin: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
      }}
    >
      <Field label={t('fields.axid')} value={user.AXID} testId="profile-axid" />
      <Field label={t('fields.email')} value={user.email} />
      <Field label={t('fields.type')} value={t(`types.${kind}`)} />
      {organisation && <Field label={t('fields.orgName')} value={info.LTDName} />}
      {organisation && <Field label={t('fields.orgNameEn')} value={info.LTDNameEn} />}
      {organisation && <Field label={t('fields.orgId')} value={info.orgId} />}
      {!user.foreignCitizen && (
        <Field label={t('fields.nameKa')} value={`${info.nameKa} ${info.lastNameKa}`.trim()} />
      )}
      <Field label={t('fields.nameEn')} value={englishName(info)} />
      {!organisation && (
        <Field
          label={t(user.foreignCitizen ? 'fields.passport' : 'fields.personalId')}
          value={info.passportId}
        />
      )}
      <Field label={t('fields.foreignCitizen')} value={t(user.foreignCitizen ? 'yes' : 'no')} />
      <Field label={t('fields.branch')} value={branch} />
      <Field label={t('fields.since')} value={formatDate(user.createdAt)} />
    </dl>
  );
}

function ContactForm({ user }: { user: Candidate }) {
  const { t, i18n } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<Contact>({
    initialValues: contactOf(user),
    validate: codeResolver(updateProfileSchema),
  });
  const lang = (['ka', 'en', 'ru'].includes(i18n.language) ? i18n.language : 'ka') as Language;
  const cities = useMemo(() => CITIES.map((c) => ({ value: c.code, label: c.name[lang] })), [lang]);

  // In view mode the fields follow the account as it reloads.
  const { setValues, resetDirty, clearErrors } = form;
  // The effect depends on the three values, not on a new object each render (Mantine's setters are stable).
  const { city, phone, address } = contactOf(user);
  useEffect(() => {
    if (editing) return;
    const saved = { city, phone, address };
    setValues(saved);
    resetDirty(saved);
    clearErrors();
  }, [editing, city, phone, address, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit((values) => {
    if (!canSave(values)) return;
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        notifySuccess(t('updated'));
      },
      onError: (error) => showFormFailure(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-contact-title">
      <Stack>
        <Title order={2} size="h4" id="profile-contact-title">
          {t('contact')}
        </Title>
        {editing ? (
          <>
            <Select
              label={t('fields.city')}
              data={cities}
              searchable
              nothingFoundMessage={t('nothingFound')}
              required
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('fields.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...form.getInputProps('phone')}
              // No maxLength: a pasted "599-11-22-33" must keep all nine digits once the dashes go.
              onChange={(e) =>
                form.setFieldValue('phone', e.currentTarget.value.replace(/\D/g, '').slice(0, 9))
              }
            />
            <TextInput
              label={t('fields.address')}
              autoComplete="street-address"
              maxLength={200}
              required
              {...form.getInputProps('address')}
            />
          </>
        ) : (
          <dl className="profile-contact" style={{ margin: 0, display: 'grid', gap: 12 }}>
            <Field
              label={t('fields.city')}
              value={cities.find((c) => c.value === form.values.city)?.label ?? form.values.city}
              testId="profile-city"
            />
            <Field label={t('fields.phone')} value={form.values.phone} testId="profile-phone" />
            <Field label={t('fields.address')} value={form.values.address} testId="profile-address" />
          </dl>
        )}
        {editing ? (
          <Group key="edit">
            <Button type="submit" disabled={!canSave(form.values)} loading={update.isPending}>
              {t('save')}
            </Button>
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
            {!canSave(form.values) && (
              <Text size="sm" c="dimmed">
                {t('saveHint')}
              </Text>
            )}
          </Group>
        ) : (
          <Group key="view">
            <Button
              onClick={(e) => {
                e.preventDefault();
                setEditing(true);
              }}
            >
              {t('edit')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function EmailPreference({ user }: { user: Candidate }) {
  const { t } = useTranslation('profile');
  const preference = useEmailPreference();
  const checked = preference.isPending
    ? Boolean(preference.variables?.emailNotifications)
    : user.emailNotifications;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('email.title')}
      </Title>
      <Switch
        checked={checked}
        disabled={preference.isPending}
        label={t('email.label')}
        description={t('email.description')}
        onChange={(e) =>
          preference.mutate(
            { emailNotifications: e.currentTarget.checked },
            {
              onSuccess: (_, v) => notifySuccess(t(v.emailNotifications ? 'email.on' : 'email.off')),
              onError: (error) => {
                const text = errorText(error);
                if (text) notifyError(text);
              },
            },
          )
        }
      />
    </Stack>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack maw={880} gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-identity-title">
        <Title order={2} size="h4" id="profile-identity-title" mb="md">
          {t('identity')}
        </Title>
        <Identity user={user} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section">
        <ContactForm user={user} />
      </Paper>
      {user.foreignCitizen && (
        <Paper withBorder p="md" radius="md" component="section">
          <TaxNumberForm user={user} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" component="section">
        <AutoPaySetting />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section">
        <EmailPreference user={user} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section">
        <PushDevices />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section">
        <NotificationSettings />
      </Paper>
    </Stack>
  );
}
