/** `/news-detail/{id}`: the picture, title, date and text paragraphs of one news item; 404 when unknown. */
import { Button, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { pickLocalized } from '../../lib/i18n.ts';
import { newsPhoto, useNewsPost } from '../widgets/api/news.ts';
import { LoadError, LoadingLines } from '../../components/states.tsx';

/** Paragraphs are separated by blank lines; single line breaks stay line breaks. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['content', 'common']);
  const query = useNewsPost(id);
  const back = (
    <Button component={Link} to="/news" variant="subtle" style={{ alignSelf: 'flex-start' }}>
      {t('newsDetail.back')}
    </Button>
  );

  if (query.isPending) return <LoadingLines lines={8} />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('newsDetail.notFound')}</Title>
        <Text c="dimmed">{t('newsDetail.notFoundText')}</Text>
        {back}
      </Stack>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  const post = query.data;
  const title = pickLocalized(post, 'newsTitle', i18n.language);
  return (
    <Stack component="article" gap="md" maw={860}>
      {back}
      <Title order={1}>{title}</Title>
      <Text size="sm" c="dimmed">
        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
      </Text>
      <Image
        src={newsPhoto(post.photo, 'full')}
        alt={title}
        radius="md"
        style={{ aspectRatio: '600 / 338', objectFit: 'cover' }}
      />
      {paragraphs(pickLocalized(post, 'newsText', i18n.language)).map((p, i) => (
        <Text key={i} style={{ whiteSpace: 'pre-line' }}>
          {p}
        </Text>
      ))}
    </Stack>
  );
}
