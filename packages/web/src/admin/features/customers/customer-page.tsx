/**
 * One customer: profile, balance and debt, parcels and the balance ledger (a page at a time), courier
 * orders; an admin may adjust the balance by a signed amount with a reason (a ledger row, audited).
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adjustmentSchema } from '@amanati/shared/admin';
import type { LedgerRow } from '@amanati/shared/answers/admin/people';
import { parseLari } from '@amanati/shared/money';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { Fact } from '../../components/fact.tsx';
import { Page } from '../../components/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { Empty, LoadError, Loading } from '../../components/states.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { toastDone } from '../../lib/toast.ts';
import { validateWith } from '../../lib/validate.ts';
import type { StaffRole } from '../../auth/staff-gate.tsx';
import { ParcelsTable } from '../../components/parcels-table.tsx';
import { PROFILE_PAGE, useAdjust, useCustomer } from './api.ts';

export function CustomerPage({ role }: { role: StaffRole }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const [pages, setPages] = useState({ parcels: 1, ledger: 1 });
  const query = useCustomer(id, pages);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { candidate: c, products, productsCount, ledger, ledgerCount, courierOrders } = query.data;
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
      {role === 'admin' && <Adjustment customerId={c._id} />}
      <Tabs defaultValue="parcels">
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
            <Ledger rows={ledger} />
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
                      <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
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
      </Tabs>
    </Page>
  );
}

function Ledger({ rows }: { rows: LedgerRow[] }) {
  const { t } = useTranslation('admin');
  if (!rows.length) return <Empty>{t('customers.noLedger')}</Empty>;
  return (
    <ScrollTable label={t('customers.ledger')} minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.date')}</Table.Th>
            <Table.Th>{t('customers.kind')}</Table.Th>
            <Table.Th>{t('customers.amount')}</Table.Th>
            <Table.Th>{t('customers.reference')}</Table.Th>
            <Table.Th>{t('customers.reason')}</Table.Th>
            <Table.Th>{t('customers.by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r._id}>
              <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
              <Table.Td>
                <Badge variant="dot">{t(`ledger.${r.kind}`, { defaultValue: r.kind })}</Badge>
              </Table.Td>
              <Table.Td c={r.amount < 0 ? 'red.9' : undefined}>
                {r.amount > 0 ? '+' : ''}
                {r.amount.toFixed(2)} ₾
              </Table.Td>
              <Table.Td>{r.ref ?? ''}</Table.Td>
              <Table.Td>{r.reason ?? ''}</Table.Td>
              <Table.Td>{r.actorAXID ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function Adjustment({ customerId }: { customerId: string }) {
  const { t } = useTranslation('admin');
  const adjust = useAdjust(customerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const tetri = parseLari(amount);
    const checked = validateWith(adjustmentSchema, { amountTetri: tetri ?? Number.NaN, reason });
    if (tetri === null || checked.errors) {
      return setErrors({
        ...(checked.errors ?? {}),
        ...(tetri === null ? { amountTetri: t('customers.amountInvalid') } : {}),
      });
    }
    setErrors({});
    setFailure(null);
    adjust.mutate(checked.data, {
      onSuccess: (r) => {
        toastDone(t('customers.adjusted', { balance: r.balance.toFixed(2) }));
        setAmount('');
        setReason('');
      },
      onError: (error) => setFailure(adminErrorText(error)),
    });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t('customers.adjust')}>
      <Stack gap="xs">
        <Text fw={600}>{t('customers.adjust')}</Text>
        <Group align="flex-start">
          <TextInput
            label={t('customers.amountLari')}
            description={t('customers.amountHint')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amountTetri}
            inputMode="decimal"
          />
          <TextInput
            label={t('customers.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            style={{ flex: 1 }}
            required
          />
          <Button type="submit" mt={24} loading={adjust.isPending}>
            {t('customers.apply')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
