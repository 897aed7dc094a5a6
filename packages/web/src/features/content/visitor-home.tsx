/**
 * `/home` for visitors (spec §2): three service cards, the 10 newest flights, price widget, currency
 * converter, volume-weight calculator, the 4 latest news and our addresses abroad. This is the first page
 * most visitors load (budget in docs/performance.md): the headings come at once, each widget's code and
 * data when the visitor scrolls near it.
 */
import { lazy } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@amanati/shared/constants';
import { Section } from '../../components/section.tsx';
import { HOME_SERVICES, ServiceCards } from './blocks/service-cards.tsx';
import { WhenVisible } from '../../components/when-visible.tsx';

const FlightsTable = lazy(() =>
  import('../widgets/flights-table.tsx').then((m) => ({ default: m.FlightsTable })),
);
const PriceWidget = lazy(() =>
  import('../widgets/price-widget.tsx').then((m) => ({ default: m.PriceWidget })),
);
const CurrencyConverter = lazy(() =>
  import('../widgets/currency-converter.tsx').then((m) => ({ default: m.CurrencyConverter })),
);
const VolumeCalculator = lazy(() =>
  import('../widgets/volume-calculator.tsx').then((m) => ({ default: m.VolumeCalculator })),
);
const LatestNews = lazy(() => import('../widgets/news-cards.tsx').then((m) => ({ default: m.LatestNews })));
const Addresses = lazy(() => import('../widgets/addresses.tsx').then((m) => ({ default: m.Addresses })));

export default function VisitorHome() {
  const { t } = useTranslation('widgets');
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('home.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('home.lead')}
        </Text>
      </div>
      <Section title={t('home.services')}>
        <ServiceCards services={HOME_SERVICES} />
      </Section>
      <Section title={t('home.schedule')} framed>
        <WhenVisible minHeight={400}>
          <FlightsTable limit={PAGE_SIZES.flightsDashboard} />
        </WhenVisible>
      </Section>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Section title={t('home.prices')} framed>
          <WhenVisible minHeight={180}>
            <PriceWidget />
          </WhenVisible>
        </Section>
        <Section title={t('home.converter')} framed>
          <WhenVisible minHeight={180}>
            <CurrencyConverter />
          </WhenVisible>
        </Section>
        <Section title={t('home.calculator')} framed>
          <WhenVisible minHeight={180}>
            <VolumeCalculator />
          </WhenVisible>
        </Section>
      </SimpleGrid>
      <Section title={t('home.news')}>
        <WhenVisible minHeight={320}>
          <LatestNews />
        </WhenVisible>
      </Section>
      <Section title={t('home.addresses')} framed>
        <WhenVisible minHeight={360}>
          <Addresses />
        </WhenVisible>
      </Section>
    </Stack>
  );
}
