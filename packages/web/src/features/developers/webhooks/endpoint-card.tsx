/**
 * One endpoint: where it points, what it receives, on/off, and its actions — send a test event, the
 * delivery log, roll the secret and delete (each of the last two after a second press).
 */
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointWire } from '@amanati/shared/answers/webhooks';
import { formatDateTime } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteWebhook, useRollSecret, useSendToEndpoint, useUpdateWebhook } from './api.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { SecretOnce } from './secret-once.tsx';

type Confirming = 'roll' | 'delete' | null;

export function EndpointCard({ endpoint: e }: { endpoint: WebhookEndpointWire }) {
  const { t } = useTranslation('developers');
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const roll = useRollSecret();
  const { test } = useSendToEndpoint(e.id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const failed = (err: unknown) => notifyError(errorText(err) ?? t('webhooks.failed'));
  const logId = `webhook-log-${e.id}`;

  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={e.url}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {e.url}
            </Text>
            {e.description && (
              <Text size="sm" c="dimmed">
                {e.description}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('webhooks.list.created', { at: formatDateTime(e.createdAt) })}
            </Text>
          </div>
          <Switch
            checked={e.enabled}
            label={t(e.enabled ? 'webhooks.list.enabled' : 'webhooks.list.disabled')}
            aria-label={t('webhooks.list.enabledLabel', { url: e.url })}
            disabled={update.isPending}
            onChange={(ev) =>
              update.mutate({ id: e.id, body: { enabled: ev.currentTarget.checked } }, { onError: failed })
            }
          />
        </Group>
        <Group gap={4}>
          {e.events.map((ev) => (
            <Badge key={ev} variant="light" tt="none">
              {ev}
            </Badge>
          ))}
        </Group>
        {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
        <Group gap="xs">
          <Button
            size="compact-sm"
            loading={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: () => {
                  setLogOpen(true);
                  notifySuccess(t('webhooks.list.testSent'));
                },
                onError: failed,
              })
            }
          >
            {t('webhooks.list.test')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen(!logOpen)}
          >
            {t(logOpen ? 'webhooks.list.hideLog' : 'webhooks.list.showLog')}
          </Button>
          {confirming === 'roll' ? (
            <>
              <Button
                size="compact-sm"
                color="orange"
                loading={roll.isPending}
                onClick={() =>
                  roll.mutate(e.id, {
                    onSuccess: (r) => {
                      setSecret(r.secret);
                      setConfirming(null);
                    },
                    onError: failed,
                  })
                }
              >
                {t('webhooks.list.rollConfirm')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                {t('webhooks.list.cancel')}
              </Button>
            </>
          ) : (
            <Button size="compact-sm" variant="default" onClick={() => setConfirming('roll')}>
              {t('webhooks.list.roll')}
            </Button>
          )}
          {confirming === 'delete' ? (
            <>
              <Button
                size="compact-sm"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(e.id, {
                    onSuccess: () => notifySuccess(t('webhooks.list.deleted')),
                    onError: failed,
                  })
                }
              >
                {t('webhooks.list.deleteConfirm')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                {t('webhooks.list.cancel')}
              </Button>
            </>
          ) : (
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              aria-label={t('webhooks.list.deleteLabel', { url: e.url })}
              onClick={() => setConfirming('delete')}
            >
              {t('webhooks.list.delete')}
            </Button>
          )}
        </Group>
        {confirming === 'roll' && (
          <Text size="xs" c="dimmed">
            {t('webhooks.list.rollHint')}
          </Text>
        )}
        {logOpen && (
          <div id={logId}>
            <DeliveryLog endpointId={e.id} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
