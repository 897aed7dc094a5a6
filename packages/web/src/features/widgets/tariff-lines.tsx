/**
 * One country's tariff lines (type 1, 2, 3 with USD per kg): the price widget's list and the tariff
 * page's cards. A module of its own, so the tariff page does not load the widget's country select.
 */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffWire } from '@amanati/shared/content';
import { formatMoney } from '../../lib/format.ts';
import { EmptyNote } from '../../components/states.tsx';

export function TariffLines({ tariffs, country }: { tariffs: TariffWire[]; country: number }) {
  const { t } = useTranslation('widgets');
  const lines = tariffs.filter((x) => x.country === country).sort((a, b) => a.type - b.type);
  if (lines.length === 0) return <EmptyNote>{t('price.empty')}</EmptyNote>;
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Group component="li" key={line.type} justify="space-between" wrap="nowrap" data-type={line.type}>
          <Text size="sm">{t(`price.types.${line.type}`)}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {t('price.perKg', { amount: formatMoney(line.amount) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
