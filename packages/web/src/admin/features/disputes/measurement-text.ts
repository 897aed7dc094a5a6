/** A measurement in words for staff: "2.4 kg · 40 × 30 × 20 cm". */
import type { TFunction } from 'i18next';
import type { MeasurementWire } from '@amanati/shared/answers/disputes';

export function measurementText(m: MeasurementWire, t: TFunction<'admin'>): string {
  const weight = m.weightKg === null ? '—' : t('disputes.kg', { weight: Number(m.weightKg) });
  const sizes =
    m.lengthCm && m.widthCm && m.heightCm
      ? t('disputes.cm', { l: m.lengthCm, w: m.widthCm, h: m.heightCm })
      : t('disputes.noSizes');
  return `${weight} · ${sizes}`;
}
