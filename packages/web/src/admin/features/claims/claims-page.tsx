/**
 * The claims queue (issue 21 §3): claims in review by due date, the overdue marked, or decided ones by
 * state; each opens its detail, where staff ask for more, approve an amount or reject.
 */
import { useState } from 'react';
import { Anchor, Badge, SegmentedControl, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatLari } from '@amanati/shared/money';
import { formatDate } from '../../../lib/format.ts';
import { Page } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { useClaimQueue, type ClaimFilter } from './api.ts';
import { ClaimPage } from './claim-page.tsx';
import { STATE_COLOR } from './claim-state.ts';

const FILTERS: ClaimFilter[] = ['open', 'approved', 'rejected', 'all'];

export function ClaimsPage({ role }: { role: string }) {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const id = params.get('id');
  const [state, setState] = useState<ClaimFilter>('open');
  const query = useClaimQueue(state);
  if (id) return <ClaimPage id={id} role={role} />;
  return (
    <Page title={t('claims.title')}>
      <SegmentedControl
        aria-label={t('common.status')}
        value={state}
        onChange={(v) => setState(v)}
        data={FILTERS.map((s) => ({ value: s, label: t(`claims.filter.${s}`) }))}
      />
      <QueryView query={query} isEmpty={(c) => c.length === 0} empty={t('claims.empty')}>
        {(claims) => (
          <ScrollTable label={t('claims.title')} minWidth={860}>
            {(folded) => (
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('claims.reference')}</Table.Th>
                    <Table.Th>{t('common.axid')}</Table.Th>
                    {!folded && <Table.Th>{t('claims.parcel')}</Table.Th>}
                    {!folded && <Table.Th>{t('claims.kind')}</Table.Th>}
                    <Table.Th>{t('claims.due')}</Table.Th>
                    {!folded && <Table.Th>{t('claims.cap')}</Table.Th>}
                    <Table.Th>{t('common.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {claims.map((c) => (
                    <Table.Tr key={c.id} data-testid="claim-row" data-overdue={c.overdue || undefined}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/claims?id=${c.id}`} fw={600}>
                          {c.reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {c.customer.axid}
                        <Text size="xs" c="dimmed">
                          {c.customer.name}
                        </Text>
                      </Table.Td>
                      {!folded && <Table.Td>{c.tracking}</Table.Td>}
                      {!folded && <Table.Td>{t(`claims.kinds.${c.kind}`)}</Table.Td>}
                      <Table.Td>
                        <Text size="sm" c={c.overdue ? 'red.8' : undefined} fw={c.overdue ? 700 : undefined}>
                          {formatDate(c.dueAt)}
                          {c.overdue ? ` · ${t('claims.overdue')}` : ''}
                        </Text>
                      </Table.Td>
                      {!folded && <Table.Td>{formatLari(c.capTetri)} ₾</Table.Td>}
                      <Table.Td>
                        <Badge color={STATE_COLOR[c.state]}>{t(`claims.states.${c.state}`)}</Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </ScrollTable>
        )}
      </QueryView>
    </Page>
  );
}
