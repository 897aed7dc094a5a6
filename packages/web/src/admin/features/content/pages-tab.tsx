/** Site pages by slug (terms and others): pick one or start a new slug, edit its three languages. */
import { useState } from 'react';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { pageInputSchema, slugParam, type PageInput } from '@amanati/shared/admin-content';
import type { PageWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { contentKeys, useContentChange, usePages } from './api.ts';
import { LocalizedFields } from './localized-fields.tsx';

const NEW = '';

export function PagesTab() {
  const { t } = useTranslation('admin');
  const query = usePages();
  const [slug, setSlug] = useState<string | null>(null);
  return (
    <QueryView query={query}>
      {(pages) => {
        const current = slug ?? pages[0]?.slug ?? NEW;
        return (
          <Stack>
            <NativeSelect
              label={t('pages.choose')}
              value={current}
              onChange={(e) => setSlug(e.currentTarget.value)}
              data={[
                ...pages.map((p) => ({ value: p.slug, label: `${p.slug} — ${p.titleEn}` })),
                { value: NEW, label: t('pages.new') },
              ]}
            />
            <PageForm key={current} page={pages.find((p) => p.slug === current) ?? null} onSaved={setSlug} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

function PageForm({ page, onSaved }: { page: PageWire | null; onSaved: (slug: string) => void }) {
  const { t } = useTranslation('admin');
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [slugError, setSlugError] = useState<string | null>(null);
  const form = useForm<PageInput>({
    initialValues: {
      titleKa: page?.titleKa ?? '',
      titleEn: page?.titleEn ?? '',
      titleRu: page?.titleRu ?? '',
      descriptionKa: page?.descriptionKa ?? '',
      descriptionEn: page?.descriptionEn ?? '',
      descriptionRu: page?.descriptionRu ?? '',
    },
  });
  const { failure, setFailure, fail } = useFormFailure(form.setErrors);
  const save = useContentChange(contentKeys.pages, ({ slug: s, input }: { slug: string; input: PageInput }) =>
    api(`/api/admin/pages/${s}`, { method: 'PUT', body: input }),
  );
  const submit = form.onSubmit((values) => {
    const slugChecked = validateWith(slugParam, { slug: slug.trim() });
    setSlugError(slugChecked.errors?.slug ?? null);
    const checked = validateWith(pageInputSchema, values);
    if (checked.errors) form.setErrors(checked.errors);
    if (!checked.data || !slugChecked.data) return;
    setFailure(null);
    save.mutate(
      { slug: slugChecked.data.slug, input: checked.data },
      {
        onSuccess: () => {
          toastDone(t('common.saved'));
          onSaved(slugChecked.data.slug);
        },
        onError: fail,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('pages.slug')}
          description={t('pages.slugHint')}
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          error={slugError}
          disabled={Boolean(page)}
        />
        <LocalizedFields form={form} base="title" label={t('pages.titleField')} />
        <LocalizedFields form={form} base="description" label={t('pages.textField')} multiline />
        <FormFooter failure={failure} busy={save.isPending} />
      </Stack>
    </form>
  );
}
