/**
 * A server-paged list as a table: loading, error and empty states, a header row, one row per record
 * and page numbers under it. Columns are data, so a screen says only what it shows.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from './pager.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { QueryView } from './states.tsx';

export interface Column<R> {
  head: string;
  cell: (row: R) => ReactNode;
  /** Extra props of the cell, e.g. a monospace font or a warning colour that depends on the row. */
  td?: (row: R) => ComponentProps<typeof Table.Td>;
}

/** The header cells of `columns`. */
export function ColumnHeads<R>({ columns }: { columns: Column<R>[] }) {
  return columns.map((c) => <Table.Th key={c.head}>{c.head}</Table.Th>);
}

/** One row's cells for `columns`. */
export function ColumnCells<R>({ columns, row }: { columns: Column<R>[]; row: R }) {
  return columns.map((c) => (
    <Table.Td key={c.head} {...c.td?.(row)}>
      {c.cell(row)}
    </Table.Td>
  ));
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
          <ScrollTable label={label} minWidth={minWidth}>
            <Table striped highlightOnHover={highlightOnHover}>
              <Table.Thead>
                <Table.Tr>
                  <ColumnHeads columns={columns} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows(d).map((row) => (
                  <Table.Tr key={row._id}>
                    <ColumnCells columns={columns} row={row} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Pager count={d.count} pageSize={pageSize} page={page} onChange={setPage} />
        </>
      )}
    </QueryView>
  );
}
