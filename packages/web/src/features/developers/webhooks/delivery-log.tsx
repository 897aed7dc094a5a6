/**
 * An endpoint's delivery log: each event sent to it, its state, the last attempt's answer (status code or
 * why none came), when, and how long it took; every attempt on demand; "Redeliver" sends the same event
 * (same id) again.
 */
import { Badge, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryWire } from '@amanati/shared/answers/webhooks';
import { EmptyNote, LoadError, LoadingLines } from '../../../components/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeliveries, useSendToEndpoint } from './api.ts';

const STATUS_COLOR: Record<WebhookDeliveryWire['status'], string> = {
  sent: 'green',
  pending: 'yellow',
  failed: 'red',
  gone: 'gray',
};

function LastAnswer({ d }: { d: WebhookDeliveryWire }) {
  const { t } = useTranslation('developers');
  const last = d.attempts.at(-1);
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        {t('webhooks.log.notYet')}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c={last.statusCode !== null && last.statusCode < 300 ? undefined : 'red'}>
        {last.statusCode !== null ? `HTTP ${last.statusCode}` : t('webhooks.log.noAnswer')}
        <Text span size="xs" c="dimmed" fw={400}>
          {' · '}
          {t('webhooks.log.duration', { ms: last.durationMs })}
        </Text>
      </Text>
      {(last.error ?? last.response) && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
          {last.error ?? last.response}
        </Text>
      )}
    </Stack>
  );
}

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('developers');
  const log = useDeliveries(endpointId);
  const { redeliver } = useSendToEndpoint(endpointId);
  if (log.isError) return <LoadError error={log.error} onRetry={() => void log.refetch()} />;
  if (!log.data) return <LoadingLines lines={3} />;
  if (log.data.length === 0) return <EmptyNote>{t('webhooks.log.none')}</EmptyNote>;
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table aria-label={t('webhooks.log.title')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.log.event')}</Table.Th>
            <Table.Th>{t('webhooks.log.status')}</Table.Th>
            <Table.Th>{t('webhooks.log.answer')}</Table.Th>
            <Table.Th>{t('webhooks.log.time')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('webhooks.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.map((d) => (
            <Table.Tr key={d.id} data-testid="webhook-delivery">
              <Table.Td>
                <Code>{d.type}</Code>
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {d.eventId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[d.status]} variant="light">
                  {t(`webhooks.log.states.${d.status}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('webhooks.log.attempts', { count: d.attempts.length })}
                </Text>
                {d.nextAttemptAt && d.attempts.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('webhooks.log.next', { at: formatDateTime(d.nextAttemptAt) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <LastAnswer d={d} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(d.attempts.at(-1)?.at ?? d.createdAt)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Group justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={redeliver.isPending && redeliver.variables === d.id}
                    aria-label={t('webhooks.log.redeliverLabel', { type: d.type, id: d.eventId })}
                    onClick={() =>
                      redeliver.mutate(d.id, {
                        onSuccess: () => notifySuccess(t('webhooks.log.redelivered')),
                        onError: (e) => notifyError(errorText(e) ?? t('webhooks.failed')),
                      })
                    }
                  >
                    {t('webhooks.log.redeliver')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
