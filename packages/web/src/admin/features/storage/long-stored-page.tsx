/**
 * Long-stored parcels (issue 21 §5): arrived parcels not yet handed over, at a branch or all, with the days
 * since arrival, the free days left or over, the storage fees charged so far and whom to call.
 */
import { useMemo, useState } from 'react';
import { Anchor, Badge, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRANCH_CODES, type BranchCode } from '@amanati/shared/constants';
import { Page } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { useStoredChoice } from '../../lib/use-stored-choice.ts';
import { useLongStored, type LongStored } from './api.ts';

const SORTS = ['longest', 'charged'] as const;
type Sort = (typeof SORTS)[number];
const BRANCH_CHOICES: (BranchCode | '')[] = ['', ...BRANCH_CODES];

const sorted = (rows: LongStored[], sort: Sort) =>
  sort === 'charged'
    ? [...rows].sort((a, b) => b.charged - a.charged || b.daysStored - a.daysStored)
    : [...rows].sort((a, b) => b.daysStored - a.daysStored || a.arrivedAt.localeCompare(b.arrivedAt));

export function LongStoredPage() {
  const { t } = useTranslation('admin');
  const [branch, setBranch] = useStoredChoice<BranchCode | ''>('storage.branch', BRANCH_CHOICES, '');
  const [sort, setSort] = useState<Sort>('longest');
  const query = useLongStored(branch);
  return (
    <Page
      title={t('storage.title')}
      actions={
        <NativeSelect
          label={t('common.branch')}
          value={branch}
          onChange={(e) => setBranch(e.currentTarget.value as BranchCode | '')}
          data={BRANCH_CHOICES.map((b) => ({ value: b, label: b ? t(`branch.${b}`) : t('common.all') }))}
        />
      }
    >
      <Text size="sm" c="dimmed">
        {t('storage.intro')}
      </Text>
      {/* A select, not a segmented control: the Georgian and Russian labels do not fit side by side on a phone. */}
      <NativeSelect
        label={t('storage.sort')}
        value={sort}
        onChange={(e) => setSort(e.currentTarget.value as Sort)}
        data={SORTS.map((s) => ({ value: s, label: t(`storage.sortBy.${s}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryView query={query} isEmpty={(rows) => rows.length === 0} empty={t('storage.empty')}>
        {(rows) => <LongStoredTable rows={rows} sort={sort} />}
      </QueryView>
    </Page>
  );
}

function LongStoredTable({ rows, sort }: { rows: LongStored[]; sort: Sort }) {
  const { t } = useTranslation('admin');
  const ordered = useMemo(() => sorted(rows, sort), [rows, sort]);
  return (
    <ScrollTable label={t('storage.title')} minWidth={900}>
      {(folded) => (
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('storage.tracking')}</Table.Th>
              <Table.Th>{t('storage.customer')}</Table.Th>
              {!folded && <Table.Th>{t('common.branch')}</Table.Th>}
              {!folded && <Table.Th>{t('storage.arrived')}</Table.Th>}
              <Table.Th>{t('storage.days')}</Table.Th>
              <Table.Th>{t('storage.free')}</Table.Th>
              <Table.Th>{t('storage.charged')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((p) => (
              <Table.Tr key={p.parcelId}>
                <Table.Td ff="monospace">{p.tracking}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor component={Link} to={`/admin/customers/${p.customer.id}`}>
                      {p.customer.axid}
                    </Anchor>
                    <Text size="sm">{p.customer.name}</Text>
                    {p.customer.phone && (
                      <Anchor size="sm" href={`tel:${p.customer.phone}`}>
                        {p.customer.phone}
                      </Anchor>
                    )}
                    {folded && p.branch && (
                      <Text size="xs" c="dimmed">
                        {t(`branch.${p.branch}`)} · {p.arrivalDay}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                {!folded && <Table.Td>{p.branch ? t(`branch.${p.branch}`) : '—'}</Table.Td>}
                {!folded && <Table.Td>{p.arrivalDay}</Table.Td>}
                <Table.Td>{p.daysStored}</Table.Td>
                <Table.Td>
                  {p.freeDaysLeft > 0 ? (
                    t('storage.freeLeft', { count: p.freeDaysLeft })
                  ) : (
                    <Badge color="orange" variant="light">
                      {t('storage.freeOver', { day: p.lastFreeDay })}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" fw={p.charged > 0 ? 600 : undefined}>
                      {p.charged.toFixed(2)} ₾
                    </Text>
                    {p.chargedDays > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('storage.chargedDays', { count: p.chargedDays, fee: p.dayFee.toFixed(2) })}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ScrollTable>
  );
}
