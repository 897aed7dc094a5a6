/** `GET /api/page/get/{slug}`: a static page (title and HTML body per language). */
import type { PageAnswer } from '@amanati/shared/answers/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const pageKey = (slug: string) => ['page', slug] as const;

export const fetchPage = (slug: string) =>
  api<PageAnswer>(`/api/page/get/${encodeURIComponent(slug)}`).then((r) => r.page);

export const usePage = (slug: string) =>
  useQuery({ queryKey: pageKey(slug), queryFn: () => fetchPage(slug) });
