/** /notification-detail/{id}: one notification in the current language; opening it marks it read. */
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { pickLocalized } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { notifyError } from '../../lib/notify.ts';
import { downloadReceipt } from '../statement/api/statement.ts';
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
          {item.receipt && <ReceiptButton entryId={item.receipt} />}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The PDF receipt of the payment the notification is about (issue 20 §5). */
function ReceiptButton({ entryId }: { entryId: string }) {
  const { t, i18n } = useTranslation('notifications');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(entryId, i18n.language);
    } catch (error) {
      notifyError(errorText(error) ?? t('detail.receiptFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" w="fit-content" loading={busy} onClick={() => void download()}>
      {t('detail.receipt')}
    </Button>
  );
}
