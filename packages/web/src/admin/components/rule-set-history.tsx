/**
 * The history of rule sets (customs, service rules): each set's effective day with "in force" or
 * "scheduled", the page's own columns, the note and who saved it when.
 */
import type { ReactNode } from 'react';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { ScrollTable } from './scroll-table.tsx';

interface SavedSet {
  _id: string;
  effectiveFrom: string;
  note: string;
  createdBy: string | null;
  createdAt: string;
}

export function RuleSetHistory<S extends SavedSet>({
  history,
  currentId,
  texts,
  columns,
  minWidth,
}: {
  history: readonly S[];
  currentId: string | null;
  /** The dictionary block with effectiveFrom, note, savedBy, current, scheduled, bySystem and history. */
  texts: string;
  columns: { header: string; cell: (set: S) => ReactNode }[];
  minWidth: number;
}) {
  const { t } = useTranslation('admin');
  const today = history.find((s) => s._id === currentId)?.effectiveFrom ?? '';
  return (
    <ScrollTable label={t(`${texts}.history`)} minWidth={minWidth}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${texts}.effectiveFrom`)}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th>{t(`${texts}.note`)}</Table.Th>
            <Table.Th>{t(`${texts}.savedBy`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((s) => (
            <Table.Tr key={s._id}>
              <Table.Td>
                {s.effectiveFrom}{' '}
                {s._id === currentId && <Badge variant="light">{t(`${texts}.current`)}</Badge>}
                {s.effectiveFrom > today && (
                  <Badge variant="light" color="grape">
                    {t(`${texts}.scheduled`)}
                  </Badge>
                )}
              </Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(s)}</Table.Td>
              ))}
              <Table.Td>
                <Text size="sm">{s.note || '—'}</Text>
              </Table.Td>
              <Table.Td>
                {s.createdBy ?? t(`${texts}.bySystem`)}, {formatDateTime(s.createdAt)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
