/** /notification-detail/{id}: one notification in the current language; opening it marks it read. */
import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { pickLocalized } from '../../lib/i18n.ts';
import { useNotification } from './api/notifications.ts';

export default function NotificationDetailPage() {
  const { t, i18n } = useTranslation('notifications');
  const { id = '' } = useParams();
  const query = useNotification(id);
  const back = (
    <Anchor component={Link} to="/notification-all">
      ← {t('detail.back')}
    </Anchor>
  );
  if (query.isLoading)
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  const item = query.data;
  if (!item)
    return (
      <Stack maw={760}>
        {back}
        <Alert color="red" role="alert">
          {query.error instanceof ApiError && query.error.status === 404
            ? t('detail.notFound')
            : t('detail.loadFailed')}
        </Alert>
      </Stack>
    );
  return (
    <Stack maw={760} gap="md">
      {back}
      <Paper withBorder p="lg" radius="md" component="article" aria-labelledby="notification-title">
        <Stack gap="sm">
          <Title order={1} size="h3" id="notification-title">
            {pickLocalized(item, 'title', i18n.language)}
          </Title>
          <Text size="sm" c="dimmed">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{pickLocalized(item, 'description', i18n.language)}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
