/** The customer's money statement, page by page, its CSV and the PDF receipts (issue 20 §5). */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StatementAnswer, StatementEntryWire } from '@amanati/shared/answers/statement';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';

export type StatementEntry = StatementEntryWire;

export interface Period {
  /** Tbilisi dates (YYYY-MM-DD), both included; empty for no bound. */
  from: string;
  to: string;
}

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const statementKey = (period: Period) => ['statement', period.from, period.to] as const;

export const useStatement = (period: Period) =>
  useInfiniteQuery({
    queryKey: statementKey(period),
    queryFn: ({ pageParam, signal }) =>
      api<StatementAnswer>(`/api/money/statement${query({ ...period, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const downloadStatementCsv = (period: Period, lang: string) =>
  downloadFile(`/api/money/statement.csv${query({ ...period, lang })}`, 'amanati-statement.csv');

export const downloadReceipt = (entryId: string, lang: string) =>
  downloadFile(`/api/money/receipts/${entryId}.pdf${query({ lang })}`, `amanati-receipt-${entryId}.pdf`);
