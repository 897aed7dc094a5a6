/**
 * The day's reconciliation (issue 20 §6): per card gateway, bill-pay channel and counter method, the
 * payments the provider side recorded beside our ledger credits; every difference is listed for staff with
 * the reference both sides know and the customer.
 */
import { Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ReconciliationAnswer,
  ReconciliationProvider,
} from '@amanati/shared/answers/admin/reconciliation';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { api } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { ColumnTable } from '../../components/paged-table.tsx';
import { QueryView } from '../../components/states.tsx';

const money = (lari: number | null) => (lari === null ? '—' : `${formatMoney(lari)} ₾`);

export function Reconciliation() {
  const { t } = useTranslation('admin');
  const [date, setDate] = useState(() => tbilisiDay());
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const report = useQuery({
    queryKey: ['admin', 'reconciliation', date],
    enabled: valid,
    queryFn: () => api<ReconciliationAnswer>(`/api/admin/reconciliation?date=${date}`),
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('reconciliation.intro')}
      </Text>
      <TextInput
        type="date"
        label={t('cashReport.date')}
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        required
        w="fit-content"
      />
      <QueryView query={report} isEmpty={(d) => d.providers.length === 0} empty={t('reconciliation.empty')}>
        {(d) => (
          <Stack>
            {d.providers.map((p) => (
              <Provider key={`${p.kind}:${p.name}`} provider={p} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

function Provider({ provider: p }: { provider: ReconciliationProvider }) {
  const { t } = useTranslation('admin');
  const name =
    p.kind === 'card'
      ? t('reconciliation.card', {
          name: p.name === 'simulator' ? 'Georgian Card (simulator)' : 'Georgian Card',
        })
      : p.kind === 'counter'
        ? t('reconciliation.counter', { name: t(`counter.methods.${p.name}`, { defaultValue: p.name }) })
        : t('reconciliation.billpay', { name: p.name });
  const clean = p.differences.length === 0;
  return (
    <Paper withBorder p="md" data-testid="reconciliation-provider">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {name}
          </Title>
          <Badge color={clean ? 'green' : 'red'} variant="dot">
            {clean
              ? t('reconciliation.matches')
              : t('reconciliation.differences', { count: p.differences.length })}
          </Badge>
        </Group>
        <Group gap="xl" wrap="wrap">
          <Fact label={t('reconciliation.count')} value={String(p.count)} />
          <Fact label={t('reconciliation.providerTotal')} value={money(p.providerTotal)} />
          <Fact label={t('reconciliation.ledgerTotal')} value={money(p.ledgerTotal)} />
        </Group>
        {!clean && (
          <ColumnTable
            label={t('reconciliation.differencesOf', { name })}
            minWidth={620}
            rows={p.differences.map((d) => ({ ...d, _id: d.reference }))}
            columns={[
              {
                head: t('reconciliation.reference'),
                cell: (d) => d.reference,
                td: () => ({ ff: 'monospace' }),
              },
              { head: t('common.axid'), cell: (d) => d.AXID ?? '—', nowrap: true },
              {
                head: t('reconciliation.providerAmount'),
                cell: (d) => money(d.providerAmount),
                nowrap: true,
              },
              { head: t('reconciliation.ledgerAmount'), cell: (d) => money(d.ledgerAmount), nowrap: true },
              {
                head: t('reconciliation.problem'),
                cell: (d) => (
                  <Text c="red.9" size="sm" fw={600}>
                    {t(`reconciliation.problems.${d.problem}`)}
                  </Text>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </div>
  );
}
