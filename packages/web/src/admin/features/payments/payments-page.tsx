/**
 * Card top-up orders and their states (an abandoned one ends as expired after the configured timeout), and
 * the outbox of mails (what was sent, what failed and why).
 */
import { Badge, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { OutboxAnswer, PaymentOrdersAnswer } from '@amanati/shared/answers/admin/people';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';

const PAGE = 100;

const STATE_COLOR: Record<string, string> = {
  created: 'gray',
  paid: 'green',
  failed: 'red',
  expired: 'orange',
  pending: 'gray',
  sent: 'green',
  kept: 'blue',
};

export function PaymentsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { tab = 'orders' } = useParams();
  return (
    <Page title={t('payments.title')}>
      <Tabs
        value={tab === 'outbox' ? 'outbox' : 'orders'}
        onChange={(v) => v && void navigate(`/admin/payments/${v}`)}
      >
        <Tabs.List>
          <Tabs.Tab value="orders">{t('payments.orders')}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t('payments.outbox')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'outbox' ? <Outbox /> : <Orders />}
    </Page>
  );
}

function Filter({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (v: string) => void;
  options: string[];
}) {
  const { t } = useTranslation('admin');
  return (
    <SegmentedControl
      aria-label={t('common.status')}
      value={value}
      onChange={onChange}
      data={[
        { value: '', label: t('common.all') },
        ...options.map((o) => ({ value: o, label: t(`payments.state.${o}`) })),
      ]}
    />
  );
}

function Orders() {
  const { t } = useTranslation('admin');
  const list = usePagedList({
    key: ['admin', 'payment-orders'],
    filter: { state: '' },
    pageSize: PAGE,
    read: (q) => api<PaymentOrdersAnswer>(`/api/admin/payment-orders${q}`),
  });
  return (
    <Stack>
      <Filter
        value={list.filter.state}
        onChange={(state) => list.setFilter({ state })}
        options={['created', 'paid', 'failed', 'expired']}
      />
      <PagedTable
        list={list}
        rows={(d) => d.orders}
        label={t('payments.orders')}
        minWidth={800}
        empty={t('payments.noOrders')}
        columns={[
          { head: t('common.date'), cell: (o) => formatDateTime(o.createdAt), nowrap: true },
          {
            head: t('common.axid'),
            cell: (o) => (
              <>
                {o.AXID}
                <Text size="xs" c="dimmed">
                  {o.email}
                </Text>
              </>
            ),
          },
          { head: t('customers.amount'), cell: (o) => `${o.amount.toFixed(2)} ₾`, nowrap: true },
          { head: t('common.status'), cell: (o) => <StateBadge state={o.state} /> },
          {
            head: t('payments.trx'),
            cell: (o) => o.trxId ?? '—',
            td: () => ({ ff: 'monospace' }),
            secondary: true,
          },
          {
            head: t('payments.updated'),
            cell: (o) => formatDateTime(o.updatedAt),
            nowrap: true,
            secondary: true,
          },
        ]}
      />
    </Stack>
  );
}

function Outbox() {
  const { t } = useTranslation('admin');
  const list = usePagedList({
    key: ['admin', 'outbox'],
    filter: { status: '' },
    pageSize: PAGE,
    read: (q) => api<OutboxAnswer>(`/api/admin/outbox${q}`),
  });
  return (
    <Stack>
      <Filter
        value={list.filter.status}
        onChange={(status) => list.setFilter({ status })}
        options={['pending', 'sent', 'failed', 'kept']}
      />
      <PagedTable
        list={list}
        rows={(d) => d.mails}
        label={t('payments.outbox')}
        minWidth={800}
        empty={t('payments.noMails')}
        columns={[
          { head: t('common.date'), cell: (m) => formatDateTime(m.createdAt), nowrap: true },
          { head: t('payments.to'), cell: (m) => m.to, td: () => ({ style: { overflowWrap: 'anywhere' } }) },
          {
            head: t('payments.subject'),
            cell: (m) => (
              <>
                {m.subject}
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
                <StateBadge state={m.status} />
              ),
          },
          { head: t('payments.attempts'), cell: (m) => m.attempts, secondary: true },
          {
            head: t('payments.sentAt'),
            cell: (m) => (m.sentAt ? formatDateTime(m.sentAt) : '—'),
            nowrap: true,
            secondary: true,
          },
        ]}
      />
    </Stack>
  );
}

function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATE_COLOR[state]} variant="dot">
      {t(`payments.state.${state}`)}
    </Badge>
  );
}
