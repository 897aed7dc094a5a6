/** News in three languages with a photo (the server resizes it); list, add, edit, delete. */
import { useState } from 'react';
import { Button, FileInput, Group, Image, Modal, Stack, Table } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { newsInputSchema, type NewsInput } from '@amanati/shared/admin-content';
import type { NewsWire } from '@amanati/shared/content';
import { api, upload } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { pickLocalized } from '../../../lib/i18n.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryView } from '../../components/states.tsx';
import { toastDone, toastError } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { validateWith } from '../../lib/validate.ts';
import { contentKeys, useContentChange, useNews } from './api.ts';
import { LocalizedFields } from './localized-fields.tsx';

/** The site serves the smaller copy as `/uploads/middle-<name>`. */
const photoUrl = (photo: string) => `/uploads/middle-${encodeURIComponent(photo)}`;

export function NewsTab() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<NewsWire | 'new' | null>(null);
  const query = useNews(page);
  const remove = useContentChange(contentKeys.news, (id: string) =>
    api(`/api/admin/news/${id}`, { method: 'DELETE' }),
  );
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('news.add')}</Button>
      </Group>
      <QueryView query={query} isEmpty={(d) => d.news.length === 0} empty={t('news.empty')}>
        {({ news, newsCount }) => (
          <>
            <ScrollTable label={t('content.tabs.news')} minWidth={520}>
              <Table striped>
                <Table.Tbody>
                  {news.map((n) => (
                    <Table.Tr key={n._id}>
                      <Table.Td w={90}>
                        {n.photo && <Image src={photoUrl(n.photo)} alt="" w={80} h={45} fit="cover" />}
                      </Table.Td>
                      <Table.Td>{pickLocalized(n, 'newsTitle', i18n.language)}</Table.Td>
                      <Table.Td>{formatDate(n.createdAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end">
                          <Button size="xs" variant="light" onClick={() => setEditing(n)}>
                            {t('common.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() =>
                              window.confirm(t('news.confirmDelete')) &&
                              remove.mutate(n._id, {
                                onSuccess: () => toastDone(t('common.deleted')),
                                onError: toastError,
                              })
                            }
                          >
                            {t('common.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Pager count={newsCount} pageSize={20} page={page} onChange={setPage} />
          </>
        )}
      </QueryView>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('news.add') : t('news.edit')}
        size="xl"
      >
        {editing !== null && (
          <NewsForm post={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}

function NewsForm({ post, onDone }: { post: NewsWire | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<NewsInput>({
    initialValues: {
      newsTitleKa: post?.newsTitleKa ?? '',
      newsTitleEn: post?.newsTitleEn ?? '',
      newsTitleRu: post?.newsTitleRu ?? '',
      newsTextKa: post?.newsTextKa ?? '',
      newsTextEn: post?.newsTextEn ?? '',
      newsTextRu: post?.newsTextRu ?? '',
    },
  });
  const { failure, setFailure, fail } = useFormFailure(form.setErrors);
  const save = useContentChange(contentKeys.news, (input: NewsInput) =>
    post
      ? upload(`/api/admin/news/${post._id}`, photo, input, { method: 'PUT' })
      : upload('/api/admin/news', photo, input),
  );
  const submit = form.onSubmit((values) => {
    const checked = validateWith(newsInputSchema, values);
    if (checked.errors) return form.setErrors(checked.errors);
    setFailure(null);
    save.mutate(checked.data, {
      onSuccess: () => {
        toastDone(t('common.saved'));
        onDone();
      },
      onError: fail,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <LocalizedFields form={form} base="newsTitle" label={t('news.titleField')} />
        <LocalizedFields form={form} base="newsText" label={t('news.textField')} multiline />
        <FileInput
          label={t('news.photo')}
          description={post ? t('news.photoKeep') : t('news.photoHint')}
          accept="image/png,image/jpeg"
          value={photo}
          onChange={setPhoto}
          clearable
        />
        <FormFooter failure={failure} busy={save.isPending} />
      </Stack>
    </form>
  );
}
