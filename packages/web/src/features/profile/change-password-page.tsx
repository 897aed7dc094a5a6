/**
 * /change-password (spec §5, §8): old, new and confirmation required, new = confirmation. The answer's
 * fresh token replaces ours (older tokens stop working); "password changed".
 */
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@amanati/shared/accounts';
import { LIMITS } from '@amanati/shared/constants';
import { ApiError } from '../../lib/api.ts';
import { codeResolver } from '../../lib/form.ts';
import { showFormFailure } from '../../lib/form-failure.ts';
import { fieldErrorTexts, messageText } from '../../lib/messages.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useChangePassword } from './api/profile.ts';

const EMPTY = { oldPassword: '', newPassword: '', newRePassword: '' };

export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useForm({ initialValues: EMPTY, validate: codeResolver(changePasswordSchema) });
  const toggle = { 'aria-label': t('password.show') };

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.setValues(EMPTY);
        form.resetDirty(EMPTY);
        notifySuccess(t('password.changed'));
      },
      onError: (error) => {
        const fields = fieldErrorTexts(error);
        if (error instanceof ApiError && error.code === 'old_password_incorrect')
          fields.oldPassword ??= messageText(error.code);
        showFormFailure(form, error, fields);
      },
    }),
  );

  return (
    <Stack maw={520} gap="lg">
      <Title order={1}>{t('password.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              label={t('password.old')}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('oldPassword')}
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              required
              description={t('password.rule', { min: LIMITS.passwordMinLength })}
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('newRePassword')}
            />
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('password.note')}
            </Text>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
