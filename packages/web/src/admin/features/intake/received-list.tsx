/** What this session received, newest first: the operator sees each scan land. */
import { Badge, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IntakeOutcome } from '@amanati/shared/answers/admin/parcels';
import { formatDateTime } from '../../../lib/format.ts';

export interface ReceivedEntry {
  key: string;
  tracking: string;
  outcome: IntakeOutcome;
  weightKg: string;
  axid: string | null;
  at: string;
}

const COLOR: Record<IntakeOutcome, string> = {
  received: 'green',
  reweighed: 'grape',
  created_for_customer: 'blue',
  unidentified: 'orange',
};

export function ReceivedList({ entries }: { entries: ReceivedEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-label={t('intake.session')}>
      <Title order={2} size="h4" mb="xs">
        {t('intake.session')} ({entries.length})
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('intake.sessionEmpty')}
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('intake.tracking')}</Table.Th>
              <Table.Th>{t('common.axid')}</Table.Th>
              <Table.Th>{t('common.weight')}</Table.Th>
              <Table.Th>{t('common.result')}</Table.Th>
              <Table.Th>{t('common.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.key}>
                <Table.Td ff="monospace">{e.tracking}</Table.Td>
                <Table.Td>{e.axid ?? '—'}</Table.Td>
                <Table.Td>{e.weightKg}</Table.Td>
                <Table.Td>
                  <Badge color={COLOR[e.outcome]} variant="dot">
                    {t(`intake.result.${e.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(e.at).slice(11)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
