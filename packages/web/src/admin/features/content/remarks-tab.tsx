/**
 * Flight remark texts (the `additionalText` keys flights show): edit in three languages, add, delete, and
 * whether a flight given the remark tells its customers (issue 19 §5).
 */
import { useState } from 'react';
import { Button, Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { remarkInputSchema, remarkKeyParam } from '@amanati/shared/admin-content';
import type { Remark } from '@amanati/shared/answers/admin/content';
import { api } from '../../../lib/api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone, toastError } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { contentKeys, useContentChange, useRemarkList } from './api.ts';
import { LocalizedFields } from './localized-fields.tsx';

export function RemarksTab() {
  const { t } = useTranslation('admin');
  const query = useRemarkList();
  return (
    <QueryView query={query}>
      {(remarks) => (
        <Stack>
          {remarks.map((r) => (
            <RemarkForm key={r.key} remark={r} />
          ))}
          <Text fw={600}>{t('remarks.new')}</Text>
          <RemarkForm remark={null} />
        </Stack>
      )}
    </QueryView>
  );
}

function RemarkForm({ remark }: { remark: Remark | null }) {
  const { t } = useTranslation('admin');
  const [key, setKey] = useState(remark?.key ?? '');
  const [keyError, setKeyError] = useState<string | null>(null);
  const { failure, setFailure, fail } = useFormFailure();
  const form = useForm({
    initialValues: {
      text: { ka: remark?.ka ?? '', en: remark?.en ?? '', ru: remark?.ru ?? '' },
      announce: remark?.announce ?? false,
    },
  });
  const save = useContentChange(contentKeys.remarks, (input: { key: string; text: unknown }) =>
    api(`/api/admin/flight-remarks/${input.key}`, { method: 'PUT', body: input.text }),
  );
  const remove = useContentChange(contentKeys.remarks, (k: string) =>
    api(`/api/admin/flight-remarks/${k}`, { method: 'DELETE' }),
  );
  const submit = form.onSubmit(({ text, announce }) => {
    const keyChecked = validateWith(remarkKeyParam, { key: key.trim() });
    setKeyError(keyChecked.errors?.key ?? null);
    const checked = validateWith(remarkInputSchema, { ...text, announce });
    if (checked.errors)
      form.setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [`text.${k}`, v])));
    if (!keyChecked.data || !checked.data) return;
    setFailure(null);
    save.mutate(
      { key: keyChecked.data.key, text: checked.data },
      {
        onSuccess: () => {
          toastDone(t('common.saved'));
          if (!remark) {
            setKey('');
            form.reset();
          }
        },
        onError: fail,
      },
    );
  });
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('remarks.key')}
          description={remark ? undefined : t('remarks.keyHint')}
          value={key}
          onChange={(e) => setKey(e.currentTarget.value)}
          error={keyError}
          disabled={Boolean(remark)}
          w={260}
        />
        <LocalizedFields form={form} base="text" label={t('remarks.text')} nested />
        <Checkbox
          label={t('remarks.announce')}
          description={t('remarks.announceHint')}
          {...form.getInputProps('announce', { type: 'checkbox' })}
        />
        <FormFooter failure={failure} busy={save.isPending}>
          {remark && (
            <Button
              variant="subtle"
              color="red"
              onClick={() =>
                remove.mutate(remark.key, {
                  onSuccess: () => toastDone(t('common.deleted')),
                  onError: toastError,
                })
              }
            >
              {t('common.delete')}
            </Button>
          )}
        </FormFooter>
      </Stack>
    </Paper>
  );
}
