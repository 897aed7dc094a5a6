/** Site content calls of the back office: news, pages, popup, tariffs, rates, offices, remarks, notifications. */
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AdminNewsAnswer,
  AdminOfficesAnswer,
  AdminPagesAnswer,
  AdminPopupsAnswer,
  AdminRatesAnswer,
  AdminTariffsAnswer,
  RemarksAnswer,
} from '@amanati/shared/answers/admin/content';
import { api } from '../../../lib/api.ts';

export const contentKeys = {
  news: ['admin', 'news'] as const,
  pages: ['admin', 'pages'] as const,
  popup: ['admin', 'popup'] as const,
  tariffs: ['admin', 'tariffs'] as const,
  rates: ['admin', 'rates'] as const,
  offices: ['admin', 'offices'] as const,
  remarks: ['admin', 'remarks'] as const,
};

export const useNews = (page: number) =>
  useQuery({
    queryKey: [...contentKeys.news, page],
    queryFn: () => api<AdminNewsAnswer>(`/api/admin/news?skip=${(page - 1) * 20}&limit=20`),
  });

/** The rows of a list answer, cached under `contentKeys[name]`. */
const useContentList = <T>(name: keyof typeof contentKeys, rows: () => Promise<T>) =>
  useQuery({ queryKey: contentKeys[name], queryFn: rows });
export const usePages = () =>
  useContentList('pages', () => api<AdminPagesAnswer>('/api/admin/pages').then((r) => r.pages));
export const useTariffs = () =>
  useContentList('tariffs', () => api<AdminTariffsAnswer>('/api/admin/tariffs').then((r) => r.tariffs));
export const useOffices = () =>
  useContentList('offices', () => api<AdminOfficesAnswer>('/api/admin/offices').then((r) => r.offices));
export const useRemarkList = () =>
  useContentList('remarks', () => api<RemarksAnswer>('/api/admin/flight-remarks').then((r) => r.remarks));
export const usePopup = () =>
  useQuery({
    queryKey: contentKeys.popup,
    queryFn: () => api<AdminPopupsAnswer>('/api/admin/popup'),
  });
export const useRates = () =>
  useQuery({
    queryKey: contentKeys.rates,
    queryFn: () => api<AdminRatesAnswer>('/api/admin/rates'),
  });

/** A change that reloads the lists under `key` when it succeeds. */
export function useContentChange<I, O>(key: QueryKey, fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}
