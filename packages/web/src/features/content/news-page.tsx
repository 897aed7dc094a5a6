/** `/news`: news cards, 18 at a time, with Show more while there are more (spec §2, §9). */
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@amanati/shared/constants';
import { useNewsFeed } from '../widgets/api/news.ts';
import { NewsCards } from '../widgets/news-cards.tsx';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { PageTitle } from './blocks/page-title.tsx';

export default function NewsPage() {
  const { t } = useTranslation(['content', 'common']);
  const feed = useNewsFeed(PAGE_SIZES.newsPage);
  const items = feed.data?.pages.flatMap((p) => p.news) ?? [];
  return (
    <Stack gap="lg">
      <PageTitle title={t('news.title')} />
      {feed.isPending ? (
        <LoadingLines lines={6} height={48} />
      ) : feed.isError && items.length === 0 ? (
        <LoadError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : items.length === 0 ? (
        <EmptyNote>{t('news.empty')}</EmptyNote>
      ) : (
        <>
          <NewsCards items={items} headingOrder={2} />
          {feed.isFetchNextPageError && (
            <LoadError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
          )}
          {feed.hasNextPage && (
            <Button
              variant="light"
              onClick={() => void feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              {t('common:actions.showMore')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
