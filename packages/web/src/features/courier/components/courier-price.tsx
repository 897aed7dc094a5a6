/** The courier fee for the chosen weight and region (shared tariff), paid to the courier on delivery. */
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import { courierPriceTetri, type CourierRegion } from '@amanati/shared/courier';

export function CourierPrice({
  weight,
  region,
  selected,
}: {
  weight: number;
  region: CourierRegion;
  selected: boolean;
}) {
  const { t } = useTranslation('courier');
  const tetri = selected ? courierPriceTetri(weight, region) : null;
  return (
    <Paper withBorder p="sm" aria-live="polite">
      {!selected ? (
        <Text size="sm">{t('price.choose')}</Text>
      ) : tetri === null ? (
        <Text size="sm" fw={600}>
          {t('price.individual', { weight: weight.toFixed(3) })}
        </Text>
      ) : (
        <Text size="sm">
          {t('price.weight', { weight: weight.toFixed(3) })}{' '}
          <Text span fw={700} data-testid="courier-price">
            {t('price.amount', { price: formatLari(tetri) })}
          </Text>
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('price.note')}
      </Text>
    </Paper>
  );
}
