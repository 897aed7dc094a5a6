/** `/terms`: the page with slug `terms`, title and HTML body in the current language, sanitised. */
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { pickLocalized } from '../../lib/i18n.ts';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { usePage } from './api/page.ts';
import { SanitizedHtml } from './sanitized-html.tsx';

export default function TermsPage() {
  const { t, i18n } = useTranslation('content');
  const query = usePage('terms');
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const title = query.data ? pickLocalized(query.data, 'title', i18n.language) : '';
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{title || t('terms.title')}</Title>
      {query.isPending ? (
        <LoadingLines lines={10} />
      ) : missing ? (
        <EmptyNote>{t('terms.missing')}</EmptyNote>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SanitizedHtml html={pickLocalized(query.data, 'description', i18n.language)} />
      )}
    </Stack>
  );
}
