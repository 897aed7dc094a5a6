/**
 * The report of a bulk pre-alert: counts, then one line per row — its number in the file, the tracking
 * number, what happened, and for a refused row each column's problem in the customer's language.
 */
import { useState } from 'react';
import { Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkReport, BulkRowReport } from '@amanati/shared/bulk-prealert';
import { messageText } from '../../../lib/messages.ts';

const COLORS = { created: 'green', duplicate: 'yellow', invalid: 'red' } as const;

function Details({ row }: { row: BulkRowReport }) {
  const { t } = useTranslation('developers');
  if (row.outcome === 'created') return null;
  const fields = Object.entries(row.errors ?? {});
  return (
    <Stack gap={2}>
      {row.duplicateOf !== undefined ? (
        <Text size="sm">{t('bulk.report.repeatedOf', { row: row.duplicateOf })}</Text>
      ) : (
        fields.length === 0 && row.message && <Text size="sm">{messageText(row.message)}</Text>
      )}
      {fields.map(([column, code]) => (
        <Text size="sm" key={column}>
          <Text span ff="monospace" fw={600}>
            {column}
          </Text>
          : {messageText(code)}
        </Text>
      ))}
      {/* A file cannot carry the invoice the customs rules ask for: say where to add it. */}
      {row.errors?.invoice && (
        <Text size="sm" c="dimmed">
          {t('bulk.report.invoiceHint')}
        </Text>
      )}
    </Stack>
  );
}

export function BulkReportView({ report }: { report: BulkReport }) {
  const { t } = useTranslation('developers');
  const [problemsOnly, setProblemsOnly] = useState(false);
  const { counts } = report;
  const rows = problemsOnly ? report.rows.filter((r) => r.outcome !== 'created') : report.rows;
  return (
    <Stack gap="sm">
      <Text role="status" fw={600}>
        {t('bulk.report.summary', { count: counts.rows, created: counts.created })}
      </Text>
      <Group gap="xs">
        <Badge color={COLORS.created} variant="light" tt="none" size="lg">
          {t('bulk.report.created', { count: counts.created })}
        </Badge>
        <Badge color={COLORS.duplicate} variant="light" tt="none" size="lg">
          {t('bulk.report.duplicates', { count: counts.duplicate })}
        </Badge>
        <Badge color={COLORS.invalid} variant="light" tt="none" size="lg">
          {t('bulk.report.errors', { count: counts.invalid })}
        </Badge>
      </Group>
      {counts.created < counts.rows && (
        <Checkbox
          label={t('bulk.report.problemsOnly')}
          checked={problemsOnly}
          onChange={(e) => setProblemsOnly(e.currentTarget.checked)}
        />
      )}
      <Table.ScrollContainer minWidth={340} type="native">
        <Table aria-label={t('bulk.report.title')} verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('bulk.report.row')}</Table.Th>
              {/* Wide enough for the outcome badge in Georgian, which would otherwise be cut short. */}
              <Table.Th miw={120}>{t('bulk.report.parcel')}</Table.Th>
              <Table.Th>{t('bulk.report.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{r.row}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {r.tracking || '—'}
                  </Text>
                  <Badge color={COLORS[r.outcome]} variant="light" tt="none" mt={2}>
                    {t(`bulk.outcome.${r.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Details row={r} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
