/** Site content calls of the back office: news, pages, popup, tariffs, rates, offices, remarks, notifications. */
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Remark } from '../flights/api.ts';

/** A type, not an interface: `pickLocalized` reads it as a plain record. */
export type NewsPost = {
  _id: string;
  photo: string | null;
  newsTitleKa: string;
  newsTitleEn: string;
  newsTitleRu: string;
  newsTextKa: string;
  newsTextEn: string;
  newsTextRu: string;
  createdAt: string;
};
/** A title and a text in Georgian, English and Russian (site pages, the popup). */
interface TitleAndText {
  titleKa: string;
  titleEn: string;
  titleRu: string;
  descriptionKa: string;
  descriptionEn: string;
  descriptionRu: string;
}
export interface SitePage extends TitleAndText {
  slug: string;
  updatedAt?: string;
}
export interface Popup extends TitleAndText {
  popapId: string;
  status: 0 | 1;
}
export interface Tariff {
  country: number;
  type: number;
  amount: number;
}
export interface RateRow {
  _id: string;
  currency: string;
  rate: number;
  validOn: string;
  source: string;
  createdAt: string;
}
export interface Office {
  countryId: number;
  provinceLoc: string;
  cityLoc: string;
  addressLoc: string;
  provinceEn: string;
  cityEn: string;
  addressEn: string;
  postalCode: string;
  mobile: string;
  neigborhood: string;
}

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
    queryFn: () =>
      api<{ news: NewsPost[]; newsCount: number }>(`/api/admin/news?skip=${(page - 1) * 20}&limit=20`),
  });

/** A list the server answers as `{ [name]: T[] }`, cached under `contentKeys[name]`. */
function useContentList<T>(name: 'pages' | 'tariffs' | 'offices' | 'remarks', path: string) {
  return useQuery({
    queryKey: contentKeys[name],
    queryFn: () => api<Record<typeof name, T[]>>(path).then((r) => r[name]),
  });
}
export const usePages = () => useContentList<SitePage>('pages', '/api/admin/pages');
export const useTariffs = () => useContentList<Tariff>('tariffs', '/api/admin/tariffs');
export const useOffices = () => useContentList<Office>('offices', '/api/admin/offices');
export const useRemarkList = () => useContentList<Remark>('remarks', '/api/admin/flight-remarks');
export const usePopup = () =>
  useQuery({
    queryKey: contentKeys.popup,
    queryFn: () => api<{ popap: Popup | null; popups: Popup[] }>('/api/admin/popup'),
  });
export const useRates = () =>
  useQuery({
    queryKey: contentKeys.rates,
    queryFn: () =>
      api<{ rates: Record<string, number>; date: string | null; history: RateRow[] }>('/api/admin/rates'),
  });

/** A change that reloads the lists under `key` when it succeeds. */
export function useContentChange<I, O>(key: QueryKey, fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}
