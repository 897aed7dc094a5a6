/**
 * /admin/cash-report — the day's counter takings (issue 17 §5) per branch, staff member and method (cash,
 * card terminal), with the totals, for a chosen Tbilisi day and branch. An admin sees everyone's; an
 * operator only their own (the server narrows it), e.g. to close their till.
 */
import { useState } from 'react';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CashReportAnswer, CashReportRow } from '@amanati/shared/answers/admin/counter';
import { BRANCH_CODES } from '@amanati/shared/constants';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { api } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { ColumnTable } from '../../components/paged-table.tsx';
import { QueryView } from '../../components/states.tsx';

const money = (lari: number) => `${formatMoney(lari)} ₾`;

export function CashReportPage() {
  const { t } = useTranslation('admin');
  const [date, setDate] = useState(() => tbilisiDay());
  const [branch, setBranch] = useState('');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const report = useQuery({
    queryKey: ['admin', 'cash-report', date, branch],
    enabled: valid,
    queryFn: () =>
      api<CashReportAnswer>(`/api/admin/cash-report?date=${date}${branch ? `&branch=${branch}` : ''}`),
  });

  return (
    <Page title={t('cashReport.title')}>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('cashReport.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          required
        />
        <NativeSelect
          label={t('common.branch')}
          value={branch}
          onChange={(e) => setBranch(e.currentTarget.value)}
          data={[
            { value: '', label: t('cashReport.allBranches') },
            ...BRANCH_CODES.map((b) => ({ value: b, label: t(`branch.${b}`) })),
          ]}
        />
      </Group>
      <QueryView query={report}>
        {(d) => (
          <Stack>
            {d.scope === 'own' && (
              <Text size="sm" c="dimmed">
                {t('cashReport.ownOnly')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="cash-totals">
              <Total label={t('counter.methods.cash')} value={money(d.totals.cash)} />
              <Total label={t('counter.methods.terminal')} value={money(d.totals.terminal)} />
              <Total
                label={t('cashReport.total', { count: d.totals.count })}
                value={money(d.totals.all)}
                strong
              />
            </SimpleGrid>
            {d.rows.length === 0 ? (
              <Text>{t('cashReport.empty')}</Text>
            ) : (
              <ColumnTable<CashReportRow & { _id: string }>
                label={t('cashReport.title')}
                minWidth={520}
                rows={d.rows.map((r) => ({ ...r, _id: `${r.branch}:${r.staffId}:${r.method}` }))}
                columns={[
                  { head: t('common.branch'), cell: (r) => t(`branch.${r.branch}`) },
                  { head: t('cashReport.staff'), cell: (r) => r.staff },
                  { head: t('counter.method'), cell: (r) => t(`counter.methods.${r.method}`) },
                  { head: t('cashReport.count'), cell: (r) => r.count, nowrap: true, secondary: true },
                  { head: t('cashReport.amount'), cell: (r) => money(r.amount), nowrap: true },
                ]}
              />
            )}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={strong ? 800 : 600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Paper>
  );
}
