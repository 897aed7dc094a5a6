/**
 * Card top-up orders and their states (an abandoned one ends as expired after the configured timeout), and
 * the outbox of every channel (outbox-list.tsx).
 */
import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { PaymentOrdersAnswer } from '@amanati/shared/answers/admin/people';
import { cardChannel } from '@amanati/shared/answers/statement';
import { api } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import type { StaffRole } from '../../auth/staff-gate.tsx';
import { BillPayChannels } from './bill-pay-channels.tsx';
import { OutboxList } from './outbox-list.tsx';
import { Reconciliation } from './reconciliation.tsx';
import { Filter, StateBadge } from './states.tsx';

const PAGE = 100;

export function PaymentsPage({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { tab: asked = 'orders' } = useParams();
  const tabs = ['orders', 'reconciliation', 'outbox', ...(role === 'admin' ? ['billpay'] : [])];
  const tab = tabs.includes(asked) ? asked : 'orders';
  return (
    <Page title={t('payments.title')}>
      <Tabs value={tab} onChange={(v) => v && void navigate(`/admin/payments/${v}`)}>
        <Tabs.List>
          <Tabs.Tab value="orders">{t('payments.orders')}</Tabs.Tab>
          <Tabs.Tab value="reconciliation">{t('reconciliation.title')}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t('payments.outbox')}</Tabs.Tab>
          {role === 'admin' && <Tabs.Tab value="billpay">{t('billPay.title')}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      {tab === 'outbox' ? (
        <OutboxList />
      ) : tab === 'billpay' ? (
        <BillPayChannels />
      ) : tab === 'reconciliation' ? (
        <Reconciliation />
      ) : (
        <Orders />
      )}
    </Page>
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
            head: t('payments.gateway'),
            // The bank and, for a gateway with several methods, the one used (a simulator plays its bank).
            cell: (o) => cardChannel(o.method ? `${o.gateway}:${o.method}` : o.gateway),
            secondary: true,
          },
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
