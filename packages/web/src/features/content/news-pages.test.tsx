import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestNews } from '../widgets/news-cards.tsx';
import { newsItem, renderPublic, stubApi } from '../widgets/test-utils.tsx';
import NewsDetailPage from './news-detail-page.tsx';
import NewsPage from './news-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const list = (from: number, count: number) => Array.from({ length: count }, (_, i) => newsItem(from + i));

describe('news cards and pages', () => {
  it('the widget shows the first 4 with photo, title in the current language and More', async () => {
    const fetchMock = stubApi({
      '/api/news/gets/0/4': { body: { success: true, news: list(1, 4), newsCount: 20 } },
    });
    renderPublic(<LatestNews />, { lang: 'ru' });
    const cards = await screen.findAllByRole('listitem');
    expect(fetchMock).toHaveBeenCalledWith('/api/news/gets/0/4', expect.anything());
    expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Новость 1' })).toBeTruthy();
    expect(first.getByRole('img', { name: 'Новость 1' }).getAttribute('src')).toBe(
      '/uploads/middle-photo-1.jpg',
    );
    expect(first.getByRole('link', { name: 'Подробнее: Новость 1' }).getAttribute('href')).toBe(
      `/news-detail/${newsItem(1)._id}`,
    );
    expect(screen.getByRole('link', { name: 'Все новости' }).getAttribute('href')).toBe('/news');
  });

  it('/news shows 18 and loads 18 more with Show more until all are shown', async () => {
    const fetchMock = stubApi({
      '/api/news/gets/0/18': { body: { success: true, news: list(1, 18), newsCount: 20 } },
      '/api/news/gets/18/18': { body: { success: true, news: list(19, 2), newsCount: 20 } },
    });
    renderPublic(<NewsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(await screen.findAllByRole('listitem')).toHaveLength(18);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('News 20')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(fetchMock).toHaveBeenCalledWith('/api/news/gets/18/18', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('/news says so when there is no news', async () => {
    stubApi({ '/api/news/gets/0/18': { body: { success: true, news: [], newsCount: 0 } } });
    renderPublic(<NewsPage />, { lang: 'ka' });
    expect(await screen.findByText('სიახლეები ჯერ არ გამოქვეყნებულა')).toBeTruthy();
  });

  it('/news-detail/{id} shows the photo, title and text paragraphs', async () => {
    const item = newsItem(7);
    stubApi({ [`/api/news/get/${item._id}`]: { body: { success: true, post: item } } });
    renderPublic(<NewsDetailPage />, { route: `/news-detail/${item._id}`, path: '/news-detail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'News 7' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'News 7' }).getAttribute('src')).toBe('/uploads/photo-7.jpg');
    expect(screen.getByText('First paragraph 7.')).toBeTruthy();
    expect(screen.getByText('Second paragraph 7.')).toBeTruthy();
    expect(screen.getByText('2026-11-19')).toBeTruthy();
  });

  it('/news-detail/{id} of unknown news shows a not-found state with a way back', async () => {
    stubApi({});
    renderPublic(<NewsDetailPage />, { route: '/news-detail/nope', path: '/news-detail/:id', lang: 'ka' });
    expect(await screen.findByRole('heading', { level: 1, name: 'სიახლე ვერ მოიძებნა' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ყველა სიახლე' }).getAttribute('href')).toBe('/news');
  });
});
