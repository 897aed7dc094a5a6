/**
 * A list the server reads a page at a time under a filter (`?…&skip=&limit=`): a new filter starts
 * again at page 1, and the page on screen stays while the next one loads.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { queryString } from './query-string.ts';

export function usePagedList<F extends Record<string, string>, T extends { count: number }>({
  key,
  filter: initialFilter,
  pageSize,
  read,
}: {
  /** The cache key before filter and page: invalidating it reloads every page. */
  key: QueryKey;
  filter: F;
  pageSize: number;
  /** Reads one page; `query` is the query string (`?…`) of the filter and the page. */
  read: (query: string) => Promise<T>;
}) {
  const [filter, setFilterState] = useState(initialFilter);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...key, filter, page],
    placeholderData: keepPreviousData,
    queryFn: () => read(queryString({ ...filter, skip: (page - 1) * pageSize, limit: pageSize })),
  });
  const setFilter = (next: F) => {
    setFilterState(next);
    setPage(1);
  };
  return { query, filter, setFilter, page, setPage, pageSize };
}
