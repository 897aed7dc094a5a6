/**
 * A server-paged list as a table: loading, error and empty states, a header row, one row per record
 * and page numbers under it. Columns are data, so a screen says only what it shows.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from './pager.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { QueryView } from './states.tsx';

export interface Column<R> {
  head: string;
  cell: (row: R) => ReactNode;
  /** Extra props of the cell, e.g. a monospace font or a warning colour that depends on the row. */
  td?: (row: R) => ComponentProps<typeof Table.Td>;
  /** Never broken over lines: a date, a tracking number, a code, an amount. */
  nowrap?: boolean;
  /** Folded into the row's first cell when the table is wider than its box (scroll-table.tsx). */
  secondary?: boolean;
}

const shownColumns = <R,>(columns: Column<R>[], folded: boolean) =>
  folded ? columns.filter((c) => !c.secondary) : columns;

/** The header cells of `columns` (without the secondary ones when `folded`). */
export function ColumnHeads<R>({ columns, folded = false }: { columns: Column<R>[]; folded?: boolean }) {
  return shownColumns(columns, folded).map((c) => <Table.Th key={c.head}>{c.head}</Table.Th>);
}

/** One fact of a folded row: a secondary column's head and the row's value in it. */
export interface FoldedFact {
  head: string;
  value: ReactNode;
  nowrap?: boolean;
}

/** The secondary columns of a folded row, under its first cell: "Weight: 1.500". */
export function FoldedFacts({ facts }: { facts: FoldedFact[] }) {
  return (
    // In the text font and wrapping, whatever the first cell's own text is (a tracking number).
    <Stack gap={2} mt={4} ff="text" style={{ whiteSpace: 'normal' }}>
      {facts.map((f) => (
        <Text key={f.head} component="div" size="xs" c="dimmed" data-nowrap={f.nowrap || undefined}>
          {f.head}: <span style={{ color: 'var(--mantine-color-text)' }}>{f.value}</span>
        </Text>
      ))}
    </Stack>
  );
}

/** One row's cells for `columns`; `folded`, the secondary ones under the first cell. */
export function ColumnCells<R>({
  columns,
  row,
  folded = false,
}: {
  columns: Column<R>[];
  row: R;
  folded?: boolean;
}) {
  const hidden = folded ? columns.filter((c) => c.secondary) : [];
  return shownColumns(columns, folded).map((c, i) => (
    <Table.Td key={c.head} data-nowrap={c.nowrap || undefined} {...c.td?.(row)}>
      {c.cell(row)}
      {i === 0 && hidden.length > 0 && (
        <FoldedFacts facts={hidden.map((h) => ({ head: h.head, value: h.cell(row), nowrap: h.nowrap }))} />
      )}
    </Table.Td>
  ));
}

/**
 * Rows as a table of `columns`, folding the secondary ones when it is wider than its box; what a screen
 * lists without paging (PagedTable pages).
 */
export function ColumnTable<R extends { _id: string | number }>({
  rows,
  columns,
  label,
  minWidth,
  maxHeight,
  highlightOnHover,
  lead,
}: {
  rows: R[];
  columns: Column<R>[];
  /** What the table lists, for screen readers and the scrolling box. */
  label: string;
  minWidth: number;
  maxHeight?: number;
  highlightOnHover?: boolean;
  /** A first cell of each row that never folds (a checkbox to tick the row), with its header cell. */
  lead?: { head: ReactNode; cell: (row: R) => ReactNode };
}) {
  const folds = columns.some((c) => c.secondary);
  const table = (folded: boolean) => (
    <Table striped highlightOnHover={highlightOnHover}>
      <Table.Thead>
        <Table.Tr>
          {lead && <Table.Th>{lead.head}</Table.Th>}
          <ColumnHeads columns={columns} folded={folded} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id}>
            {lead && <Table.Td>{lead.cell(row)}</Table.Td>}
            <ColumnCells columns={columns} row={row} folded={folded} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ScrollTable label={label} minWidth={minWidth} maxHeight={maxHeight}>
      {folds ? table : table(false)}
    </ScrollTable>
  );
}

export function PagedTable<T extends { count: number }, R extends { _id: string }>({
  list: { query, page, setPage, pageSize },
  rows,
  columns,
  label,
  minWidth,
  empty,
  highlightOnHover,
}: {
  /** What `usePagedList` returns. */
  list: {
    query: UseQueryResult<T>;
    page: number;
    setPage: (page: number) => void;
    pageSize: number;
  };
  rows: (data: T) => R[];
  columns: Column<R>[];
  /** What the table lists, for screen readers and the scrolling box. */
  label: string;
  minWidth: number;
  empty: ReactNode;
  highlightOnHover?: boolean;
}) {
  return (
    <QueryView query={query} isEmpty={(d) => rows(d).length === 0} empty={empty}>
      {(d) => (
        <>
          <ColumnTable
            rows={rows(d)}
            columns={columns}
            label={label}
            minWidth={minWidth}
            highlightOnHover={highlightOnHover}
          />
          <Pager count={d.count} pageSize={pageSize} page={page} onChange={setPage} />
        </>
      )}
    </QueryView>
  );
}
