/**
 * The outbox of every channel — e-mail, SMS (the simulator's "would have sent" view in development) and
 * push: what was sent, what waits (quiet hours, retries), what failed and why, with "send again". On the
 * payments page for everyone, on a customer's page for that customer (`axid`).
 */
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OutboxAnswer } from '@amanati/shared/answers/admin/people';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PagedTable } from '../../components/paged-table.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { CHANNEL_COLOR, Filter, STATE_COLOR, StateBadge } from './states.tsx';

const PAGE = 100;

/** Every message that left (or waits to leave) by e-mail, SMS or push: where it went, how it went, send again. */
export function OutboxList({ axid = '' }: { axid?: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const list = usePagedList({
    key: ['admin', 'outbox'],
    filter: { status: '', channel: '', axid },
    pageSize: PAGE,
    read: (q) => api<OutboxAnswer>(`/api/admin/outbox${q}`),
  });
  const resend = useMutation({
    mutationFn: (id: string) => api(`/api/admin/outbox/${id}/resend`, { method: 'POST', body: {} }),
    onSuccess: () => {
      notifySuccess(t('payments.resent'));
      return queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
    },
    onError: (e) => notifyError(errorText(e) ?? t('payments.resendFailed')),
  });
  return (
    <Stack>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('payments.channel')}
          value={list.filter.channel}
          onChange={(channel) => list.setFilter({ ...list.filter, channel })}
          data={[
            { value: '', label: t('common.all') },
            ...(['email', 'sms', 'push', 'webhook'] as const).map((c) => ({
              value: c,
              label: t(`payments.channels.${c}`),
            })),
          ]}
        />
        <Filter
          value={list.filter.status}
          onChange={(status) => list.setFilter({ ...list.filter, status })}
          options={['pending', 'sent', 'failed', 'kept', 'gone']}
        />
      </Group>
      {list.filter.channel === 'sms' && (
        <Text size="sm" c="dimmed">
          {t('payments.smsSimulator')}
        </Text>
      )}
      <PagedTable
        list={list}
        rows={(d) => d.mails}
        label={t('payments.outbox')}
        minWidth={900}
        empty={t('payments.noMails')}
        columns={[
          { head: t('common.date'), cell: (m) => formatDateTime(m.createdAt), nowrap: true },
          {
            head: t('payments.channel'),
            cell: (m) => (
              <Badge variant="light" color={CHANNEL_COLOR[m.channel]}>
                {t(`payments.channels.${m.channel}`)}
              </Badge>
            ),
          },
          {
            head: t('payments.to'),
            cell: (m) => (
              <>
                {m.channel === 'push' ? t('payments.device') : m.to}
                {m.AXID && (
                  <Text size="xs" c="dimmed">
                    {m.AXID}
                  </Text>
                )}
              </>
            ),
            td: () => ({ style: { overflowWrap: 'anywhere' } }),
          },
          {
            head: t('payments.subject'),
            cell: (m) => (
              <>
                {m.subject ||
                  m.text ||
                  t(`payments.kinds.${m.kind === 'phone_code' ? 'phoneCode' : 'hidden'}`)}
                {m.subject && m.text && (
                  <Text size="xs" c="dimmed">
                    {m.text}
                  </Text>
                )}
                {m.lastError && (
                  <Text size="xs" c="red.9">
                    {m.lastError}
                  </Text>
                )}
              </>
            ),
          },
          {
            head: t('common.status'),
            // "Kept (no mail server)" as a short badge with its reason under it: a tablet's column stays narrow.
            cell: (m) =>
              m.status === 'kept' ? (
                <>
                  <Badge color={STATE_COLOR.kept} variant="dot">
                    {t('payments.state.keptShort')}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('payments.state.keptWhy')}
                  </Text>
                </>
              ) : (
                <>
                  <StateBadge state={m.status} />
                  {m.status === 'pending' && Date.parse(m.dueAt) > Date.now() && (
                    <Text size="xs" c="dimmed">
                      {t('payments.dueAt', { at: formatDateTime(m.dueAt) })}
                    </Text>
                  )}
                  {m.providerRef === 'simulator' && (
                    <Text size="xs" c="dimmed">
                      {t('payments.simulated')}
                    </Text>
                  )}
                </>
              ),
          },
          { head: t('payments.attempts'), cell: (m) => m.attempts, secondary: true },
          {
            head: t('payments.sentAt'),
            cell: (m) => (m.sentAt ? formatDateTime(m.sentAt) : '—'),
            nowrap: true,
            secondary: true,
          },
          {
            head: t('payments.actions'),
            cell: (m) =>
              ['sent', 'failed', 'gone'].includes(m.status) ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={resend.isPending && resend.variables === m._id}
                  onClick={() => resend.mutate(m._id)}
                >
                  {t('payments.resend')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}
