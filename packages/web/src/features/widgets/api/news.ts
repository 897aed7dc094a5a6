/** News: the latest items (`news/gets`), the paged list with Show more, and one post (`news/get/{id}`). */
import type { NewsPostAnswer } from '@amanati/shared/answers/content';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NewsListAnswer } from '@amanati/shared/answers/content';
import { api } from '../../../lib/api.ts';

export const fetchNews = (skip: number, limit: number) =>
  api<NewsListAnswer>(`/api/news/gets/${skip}/${limit}`);

export const useLatestNews = (limit: number) =>
  useQuery({ queryKey: ['news', 'list', 0, limit], queryFn: () => fetchNews(0, limit) });

/** Pages of `pageSize` items; the next page starts where the loaded items end, until `newsCount`. */
export const useNewsFeed = (pageSize: number) =>
  useInfiniteQuery({
    queryKey: ['news', 'feed', pageSize],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchNews(pageParam, pageSize),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.news.length, 0);
      return last.news.length > 0 && loaded < last.newsCount ? loaded : undefined;
    },
  });

export const useNewsPost = (id: string) =>
  useQuery({
    queryKey: ['news', 'post', id],
    queryFn: () => api<NewsPostAnswer>(`/api/news/get/${encodeURIComponent(id)}`).then((r) => r.post),
  });

/** Pictures: the 600×338 version for cards, the original for the article. */
export const newsPhoto = (photo: string, size: 'middle' | 'full' = 'middle') =>
  `/uploads/${size === 'middle' ? 'middle-' : ''}${encodeURIComponent(photo)}`;
