/** Page numbers under a list, only when it has more than one page. */
import { Pagination } from '@mantine/core';

export function Pager({
  count,
  pageSize,
  page,
  onChange,
}: {
  count: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (count <= pageSize) return null;
  return <Pagination total={Math.ceil(count / pageSize)} value={page} onChange={onChange} />;
}
