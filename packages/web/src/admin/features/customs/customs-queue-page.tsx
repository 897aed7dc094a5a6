/**
 * The customs queue (issue 16 §5): groups of arrived parcels on a customs hold — still to act on, or by
 * state — with the customer, the parcels, the state fee, the receipt; staff enter the assessed VAT and
 * duty and clear a group once customs released it.
 */
import { useState } from 'react';
import { SegmentedControl, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_STATES, type CustomsQueueFilter } from '@amanati/shared/customs-clearance';
import { Page } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { QueueRow } from './queue-row.tsx';
import { useCustomsQueue } from './queue-api.ts';

const FILTERS: CustomsQueueFilter[] = ['open', ...CUSTOMS_STATES];

export function CustomsQueuePage() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<CustomsQueueFilter>('open');
  const query = useCustomsQueue(state);
  return (
    <Page title={t('customsQueue.title')}>
      <SegmentedControl
        aria-label={t('common.status')}
        value={state}
        onChange={(v) => setState(v)}
        data={FILTERS.map((s) => ({ value: s, label: t(`customsQueue.filter.${s}`) }))}
      />
      <QueryView query={query} isEmpty={(g) => g.length === 0} empty={t('customsQueue.empty')}>
        {(groups) => (
          <ScrollTable label={t('customsQueue.title')} minWidth={960}>
            {(folded) => (
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('common.axid')}</Table.Th>
                    <Table.Th>{t('customsQueue.parcels')}</Table.Th>
                    {!folded && <Table.Th>{t('customsQueue.value')}</Table.Th>}
                    {!folded && <Table.Th>{t('customsQueue.fee')}</Table.Th>}
                    {!folded && <Table.Th>{t('common.status')}</Table.Th>}
                    <Table.Th>{t('customsQueue.assessed')}</Table.Th>
                    {!folded && <Table.Th>{t('customsQueue.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {groups.map((g) => (
                    <QueueRow key={g.groupId} group={g} folded={folded} />
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
