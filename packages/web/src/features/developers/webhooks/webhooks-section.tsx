/**
 * The Developers page's "Webhooks" section (issue 22 §4): add an endpoint with the events it receives,
 * then per endpoint switch it on or off, send a test event, read the delivery log and redeliver, roll
 * the secret, delete it.
 */
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyNote, LoadError, LoadingLines } from '../../../components/states.tsx';
import { useWebhooks } from './api.ts';
import { EndpointCard } from './endpoint-card.tsx';
import { NewEndpoint } from './new-endpoint.tsx';

function Endpoints() {
  const { t } = useTranslation('developers');
  const list = useWebhooks();
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingLines lines={3} />;
  if (list.data.length === 0) return <EmptyNote>{t('webhooks.list.none')}</EmptyNote>;
  return (
    <Stack gap="sm">
      {list.data.map((e) => (
        <EndpointCard key={e.id} endpoint={e} />
      ))}
    </Stack>
  );
}

export default function WebhooksSection() {
  const { t } = useTranslation('developers');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="webhooks-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="webhooks-title">
            {t('webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('webhooks.intro')}{' '}
            <Anchor href="/api/v1/docs#webhooks" target="_blank" rel="noopener" underline="always">
              {t('webhooks.docs')}
            </Anchor>
          </Text>
        </div>
        <NewEndpoint />
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('webhooks.list.title')}
          </Title>
          <Endpoints />
        </div>
      </Stack>
    </Paper>
  );
}
