/** `GET /api/page/get/{slug}`: a static page (title and HTML body per language). */
import { useQuery } from '@tanstack/react-query';
import type { PageWire } from '@amanati/shared/content';
import { api } from '../../../lib/api.ts';

export const pageKey = (slug: string) => ['page', slug] as const;

export const fetchPage = (slug: string) =>
  api<{ page: PageWire }>(`/api/page/get/${encodeURIComponent(slug)}`).then((r) => r.page);

export const usePage = (slug: string) =>
  useQuery({ queryKey: pageKey(slug), queryFn: () => fetchPage(slug) });
