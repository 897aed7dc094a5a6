/**
 * The announcement popup: edit the one shown, or give it a new id so visitors who closed the previous
 * one see it again; off hides it.
 */
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { popupInputSchema } from '@amanati/shared/admin-content';
import type { PopapWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { contentKeys, useContentChange, usePopup } from './api.ts';
import { LocalizedFields } from './localized-fields.tsx';

export function PopupTab() {
  const query = usePopup();
  return (
    <QueryView query={query}>
      {(data) => <PopupForm key={data.popap?.popapId ?? 'none'} popup={data.popap} />}
    </QueryView>
  );
}

function PopupForm({ popup }: { popup: PopapWire | null }) {
  const { t } = useTranslation('admin');
  const form = useForm({
    initialValues: {
      popapId: popup?.popapId ?? '',
      shown: (popup?.status ?? 1) === 1,
      titleKa: popup?.titleKa ?? '',
      titleEn: popup?.titleEn ?? '',
      titleRu: popup?.titleRu ?? '',
      descriptionKa: popup?.descriptionKa ?? '',
      descriptionEn: popup?.descriptionEn ?? '',
      descriptionRu: popup?.descriptionRu ?? '',
    },
  });
  const { failure, setFailure, fail } = useFormFailure(form.setErrors);
  const save = useContentChange(contentKeys.popup, (input: unknown) =>
    api('/api/admin/popup', { method: 'PUT', body: input }),
  );
  const submit = form.onSubmit(({ shown, ...values }) => {
    const checked = validateWith(popupInputSchema, { ...values, status: shown ? 1 : 0 });
    if (checked.errors) return form.setErrors(checked.errors);
    setFailure(null);
    save.mutate(checked.data, {
      onSuccess: () => toastDone(t('common.saved')),
      onError: fail,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group align="flex-end">
          <TextInput
            label={t('popup.id')}
            description={t('popup.idHint')}
            {...form.getInputProps('popapId')}
          />
          <Button
            variant="default"
            onClick={() => form.setFieldValue('popapId', `popup-${Date.now().toString(36)}`)}
          >
            {t('popup.newId')}
          </Button>
          <Switch label={t('popup.shown')} {...form.getInputProps('shown', { type: 'checkbox' })} />
        </Group>
        <LocalizedFields form={form} base="title" label={t('popup.titleField')} />
        <LocalizedFields form={form} base="description" label={t('popup.textField')} multiline />
        <FormFooter failure={failure} busy={save.isPending} />
      </Stack>
    </form>
  );
}
