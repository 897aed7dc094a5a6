/** A notification written by staff: to one customer (AXID) or, left empty and confirmed, to every customer. */
import { useState } from 'react';
import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { adminNotificationSchema } from '@amanati/shared/admin-content';
import type { NotificationSentAnswer } from '@amanati/shared/answers/admin/people';
import { api } from '../../../lib/api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { LocalizedFields } from './localized-fields.tsx';

const empty = { ka: '', en: '', ru: '' };

export function NotifyTab() {
  const { t } = useTranslation('admin');
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { axid: '', everyone: false, title: { ...empty }, description: { ...empty } },
  });
  const { failure, setFailure, fail } = useFormFailure(form.setErrors);
  const axid = form.values.axid.trim();

  const submit = form.onSubmit(async ({ everyone, ...values }) => {
    if (!values.axid.trim() && !everyone) return form.setFieldError('axid', t('notify.chooseRecipient'));
    const body = {
      title: values.title,
      description: values.description,
      ...(values.axid.trim() ? { axid: values.axid.trim().toUpperCase() } : {}),
    };
    const checked = validateWith(adminNotificationSchema, body, true);
    if (checked.errors) return form.setErrors(checked.errors);
    setSending(true);
    setFailure(null);
    try {
      const r = await api<NotificationSentAnswer>('/api/admin/notifications', { body: checked.data });
      toastDone(r.AXID ? t('notify.sentTo', { axid: r.AXID }) : t('notify.sentAll'));
      form.reset();
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group align="flex-end">
          <TextInput
            label={t('notify.axid')}
            description={t('notify.axidHint')}
            {...form.getInputProps('axid')}
          />
          {!axid && (
            <Checkbox
              label={t('notify.everyone')}
              {...form.getInputProps('everyone', { type: 'checkbox' })}
            />
          )}
        </Group>
        <LocalizedFields form={form} base="title" label={t('notify.titleField')} nested />
        <LocalizedFields form={form} base="description" label={t('notify.textField')} multiline nested />
        <FormFooter
          failure={failure}
          busy={sending}
          submitLabel={axid ? t('notify.send') : t('notify.sendAll')}
        />
      </Stack>
    </form>
  );
}
