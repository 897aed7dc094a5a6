/** `/tarrifs`: one card per country (China, USA, Turkey) with USD per kg for each tariff type. */
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRY_IDS, FLIGHTS_PER_WEEK } from '@amanati/shared/constants';
import { useTariffs } from '../widgets/api/tariffs.ts';
import { CountryFlag } from '../../components/flags.tsx';
import { TariffLines } from '../widgets/tariff-lines.tsx';
import { LoadError, LoadingLines } from '../../components/states.tsx';
import { PageTitle } from './blocks/page-title.tsx';

export default function TariffsPage() {
  const { t } = useTranslation(['content', 'common']);
  const query = useTariffs();
  return (
    <Stack gap="lg">
      <PageTitle title={t('tariffs.title')} lead={t('tariffs.lead')} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {COUNTRY_IDS.map((country) => (
            <Card
              key={country}
              withBorder
              padding="lg"
              radius="md"
              component="section"
              aria-labelledby={`tariff-${country}`}
            >
              <Group gap="sm" mb="md" wrap="nowrap">
                <CountryFlag country={country} size={33} decorative />
                <Title order={2} size="h3" id={`tariff-${country}`}>
                  {t(`common:countries.${country}`)}
                </Title>
              </Group>
              {query.isPending ? (
                <LoadingLines lines={3} />
              ) : (
                <TariffLines tariffs={query.data} country={country} />
              )}
              <Text size="sm" c="dimmed" mt="md">
                {t('tariffs.flights', { count: FLIGHTS_PER_WEEK[country] })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed">
        {t('tariffs.volumeNote')}
      </Text>
    </Stack>
  );
}
