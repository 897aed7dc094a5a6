/**
 * One customer: profile, balance and debt, parcels and the balance ledger (a page at a time), courier
 * orders, the messages sent to them on every channel; an admin may adjust the balance by a signed amount with a reason (a ledger row, audited), and
 * check an organisation's registry extract and verify it (finding 8).
 */
import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Table, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { Fact } from '../../components/fact.tsx';
import { Page } from '../../components/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { ParcelsTable } from '../../components/parcels-table.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { Empty, LoadError, Loading } from '../../components/states.tsx';
import type { StaffRole } from '../../auth/staff-gate.tsx';
import { PROFILE_PAGE, useCustomer } from './api.ts';
import { OutboxList } from '../payments/outbox-list.tsx';
import { BalanceAdjustment } from './balance-adjustment.tsx';
import { LedgerTable } from './ledger-table.tsx';
import { OrganisationPanel } from './organisation-panel.tsx';

export function CustomerPage({ role }: { role: StaffRole }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const [pages, setPages] = useState({ parcels: 1, ledger: 1 });
  const query = useCustomer(id, pages);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const {
    candidate: c,
    organisation,
    products,
    productsCount,
    ledger,
    ledgerCount,
    courierOrders,
  } = query.data;
  const info = c.information;
  const name = info.LTDName || `${info.nameKa || info.nameEn} ${info.lastNameKa || info.lastNameEn}`;
  const facts: [string, string][] = [
    [t('common.email'), c.email],
    [t('common.phone'), c.phone],
    [t('customers.personalId'), info.passportId || info.orgId || '—'],
    [t('common.branch'), t(`branch.${c.takedPlaced.address}`, { defaultValue: c.takedPlaced.address })],
    [t('customers.address'), info.address],
    [t('customers.since'), formatDate(c.createdAt)],
  ];
  return (
    <Page title={`${c.AXID} · ${name}`}>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
          <Fact label={t('customers.balance')} fw={700}>
            {c.balance.toFixed(2)} ₾
          </Fact>
          <Fact label={t('customers.debt')} fw={700} c={c.deptSum > 0 ? 'red.9' : undefined}>
            {c.deptSum.toFixed(2)} ₾
          </Fact>
        </SimpleGrid>
      </Paper>
      {organisation && (
        <OrganisationPanel customerId={c._id} axid={c.AXID} organisation={organisation} role={role} />
      )}
      {role === 'admin' && <BalanceAdjustment customerId={c._id} />}
      <Tabs defaultValue="parcels" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="parcels">
            {t('customers.parcels')} ({productsCount})
          </Tabs.Tab>
          <Tabs.Tab value="ledger">
            {t('customers.ledger')} ({ledgerCount})
          </Tabs.Tab>
          <Tabs.Tab value="courier">
            {t('customers.courier')} ({courierOrders.length})
          </Tabs.Tab>
          <Tabs.Tab value="messages">{t('customers.messages')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="parcels" pt="sm">
          {products.length ? (
            <Stack gap="xs">
              <ParcelsTable parcels={products} of="customer" />
              <Pager
                count={productsCount}
                pageSize={PROFILE_PAGE}
                page={pages.parcels}
                onChange={(parcels) => setPages((p) => ({ ...p, parcels }))}
              />
            </Stack>
          ) : (
            <Empty>{t('customers.noParcels')}</Empty>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="sm">
          <Stack gap="xs">
            <LedgerTable rows={ledger} />
            <Pager
              count={ledgerCount}
              pageSize={PROFILE_PAGE}
              page={pages.ledger}
              onChange={(ledger) => setPages((p) => ({ ...p, ledger }))}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="courier" pt="sm">
          {courierOrders.length ? (
            <ScrollTable label={t('customers.courier')} minWidth={600}>
              <Table striped>
                <Table.Tbody>
                  {courierOrders.map((o) => (
                    <Table.Tr key={o._id}>
                      <Table.Td data-nowrap>{formatDateTime(o.createdAt)}</Table.Td>
                      <Table.Td>{o.address}</Table.Td>
                      <Table.Td>{t(`courier.status.${o.status}`)}</Table.Td>
                      <Table.Td>{o.courierName ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          ) : (
            <Empty>{t('customers.noCourier')}</Empty>
          )}
        </Tabs.Panel>
        {/* Mounted only when open: where each notification went (e-mail, SMS, push) and "send again". */}
        <Tabs.Panel value="messages" pt="sm">
          <OutboxList axid={c.AXID} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
