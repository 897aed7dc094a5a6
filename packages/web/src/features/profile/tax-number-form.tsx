/**
 * A foreign citizen's Georgian tax number (issue 16 §6): customs clearance needs it. Without one the
 * field is open to fill in; once given it shows as text with a Change button.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Candidate } from '@amanati/shared/accounts';
import { taxNumberSchema } from '@amanati/shared/accounts';
import { codeResolver } from '../../lib/form.ts';
import { showFormFailure } from '../../lib/form-failure.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useSetTaxNumber } from './api/profile.ts';

export function TaxNumberForm({ user }: { user: Candidate }) {
  const { t } = useTranslation('profile');
  const saved = user.information.taxNumber ?? '';
  const [editing, setEditing] = useState(false);
  const save = useSetTaxNumber();
  const form = useForm({ initialValues: { taxNumber: saved }, validate: codeResolver(taxNumberSchema) });
  const open = editing || saved === '';

  const submit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        notifySuccess(t('taxNumber.saved'));
      },
      onError: (error) => showFormFailure(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-tax-number-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="profile-tax-number-title">
          {t('taxNumber.title')}
        </Title>
        <Text size="sm">{t('taxNumber.intro')}</Text>
        {open ? (
          <>
            <TextInput
              label={t('taxNumber.label')}
              description={t('taxNumber.hint')}
              inputMode="numeric"
              autoComplete="off"
              maw={320}
              required
              {...form.getInputProps('taxNumber')}
              // Spaces and dashes of a pasted number go; the server checks the digits that are left.
              onChange={(e) =>
                form.setFieldValue('taxNumber', e.currentTarget.value.replace(/\D/g, '').slice(0, 11))
              }
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
              {saved !== '' && (
                <Button
                  variant="default"
                  onClick={() => {
                    form.setValues({ taxNumber: saved });
                    form.clearErrors();
                    setEditing(false);
                  }}
                >
                  {t('cancel')}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <Group>
            <Text fw={600} data-testid="profile-tax-number">
              {saved}
            </Text>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                form.setValues({ taxNumber: saved });
                setEditing(true);
              }}
            >
              {t('taxNumber.change')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
