/** News cards (spec §2): photo, title in the current language, date and a More link to the article. */
import { useState } from 'react';
import { Button, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsWire } from '@amanati/shared/content';
import { PAGE_SIZES } from '@amanati/shared/constants';
import { formatDate } from '../../lib/format.ts';
import { pickLocalized } from '../../lib/i18n.ts';
import { newsPhoto, useLatestNews } from './api/news.ts';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';

/** A light grey box in the photo's place when a picture cannot be loaded. */
const PHOTO_FALLBACK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 600 338'%3E%3Crect width='600' height='338' fill='%23e9ecef'/%3E%3C/svg%3E";

export function NewsCards({ items, headingOrder = 3 }: { items: NewsWire[]; headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation(['widgets', 'common']);
  // The pictures after the first two wait until the first one is in: on a slow phone they would share
  // the connection with it, and it is the largest thing on the first screen.
  const [leadSettled, setLeadSettled] = useState(false);
  const settleLead = () => setLeadSettled(true);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item, index) => {
        const title = pickLocalized(item, 'newsTitle', i18n.language);
        return (
          <Card key={item._id} withBorder padding="md" component="li">
            <Card.Section>
              <Image
                src={index < 2 || leadSettled ? newsPhoto(item.photo) : undefined}
                fallbackSrc={PHOTO_FALLBACK}
                alt={title}
                width={600}
                height={338}
                // The first pictures are often the largest thing on the first screen: not deferred.
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                onLoad={index === 0 ? settleLead : undefined}
                onError={index === 0 ? settleLead : undefined}
                style={{ aspectRatio: '600 / 338', height: 'auto' }}
              />
            </Card.Section>
            <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
              <Text size="xs" c="dimmed">
                <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              </Text>
              <Title order={headingOrder} size="h5" lineClamp={3} style={{ flex: 1 }}>
                {title}
              </Title>
              <Button
                component={Link}
                to={`/news-detail/${item._id}`}
                variant="light"
                size="xs"
                aria-label={`${t('common:actions.more')}: ${title}`}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('common:actions.more')}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** The first 4 news on the dashboard, with a link to all news. */
export function LatestNews() {
  const { t } = useTranslation('widgets');
  const query = useLatestNews(PAGE_SIZES.newsWidget);
  if (query.isPending) return <LoadingLines lines={4} height={48} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.news.length === 0) return <EmptyNote>{t('news.empty')}</EmptyNote>;
  return (
    <Stack gap="md">
      <NewsCards items={query.data.news} />
      <Button component={Link} to="/news" variant="subtle" style={{ alignSelf: 'flex-start' }}>
        {t('news.all')}
      </Button>
    </Stack>
  );
}
