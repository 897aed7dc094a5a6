/** A measurement in the customer's words: weight, sizes and (when all sizes are known) the volume weight. */
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MeasurementWire } from '../api/disputes.ts';

/** "2.4" rather than "2.400": the weight as people say it. */
export const kg = (weight: string | null) => (weight === null ? '—' : String(Number(weight)));

export function sizesText(m: MeasurementWire, t: TFunction<'disputes'>): string {
  return m.lengthCm && m.widthCm && m.heightCm
    ? t('sizes', { l: m.lengthCm, w: m.widthCm, h: m.heightCm })
    : t('noSizes');
}

export function MeasurementLines({ m, volume }: { m: MeasurementWire; volume?: string | null }) {
  const { t } = useTranslation('disputes');
  return (
    <>
      <Text size="sm">{t('weight', { weight: kg(m.weightKg) })}</Text>
      <Text size="sm">{sizesText(m, t)}</Text>
      {volume && <Text size="sm">{t('volume', { weight: kg(volume) })}</Text>}
    </>
  );
}
