/** Parcels ready for pickup (or on a pass): tracking number, flight and weight, one line each on any screen. */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWeight } from '../../../lib/format.ts';
import type { PickupParcel } from '../api/pickup.ts';

export function ParcelList({ parcels, label }: { parcels: PickupParcel[]; label: string }) {
  const { t } = useTranslation('pickup');
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {parcels.map((p) => {
        const details = [
          p.flight && t('parcels.flight', { flight: p.flight }),
          p.weightKg !== null && t('parcels.weight', { weight: formatWeight(p.weightKg) }),
        ].filter(Boolean);
        return (
          <li key={p.id} data-testid="pickup-parcel">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {p.tracking}
            </Text>
            {details.length > 0 && (
              <Text size="sm" c="dimmed">
                {details.join(' · ')}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
