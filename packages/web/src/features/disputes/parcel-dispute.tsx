/**
 * A parcel's measurements, intake photos and a weight or size dispute (issue 21 §2), beside its timeline:
 * once weighed, the customer sees what the warehouse measured and its photos; while the parcel is at the
 * warehouse they may dispute it (held from flights until re-weighed); then the answer with both measurements.
 */
import { Suspense, useState } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParcelDetail } from '../parcels/api/parcels.ts';
import { useParcelMeasurements } from './api/disputes.ts';
import { DisputeForm } from './components/dispute-form.tsx';
import { DisputeState } from './components/dispute-state.tsx';
import { IntakePhotos } from './components/intake-photos.tsx';
import { MeasurementLines } from './components/measurement-lines.tsx';

export function ParcelDispute({ parcel }: { parcel: ParcelDetail }) {
  // Nothing to show before the warehouse weighed it.
  if (parcel.weight === null) return null;
  return (
    <Suspense fallback={null}>
      <Measurements parcelId={parcel._id} />
    </Suspense>
  );
}

function Measurements({ parcelId }: { parcelId: string }) {
  const { t } = useTranslation('disputes');
  const { data } = useParcelMeasurements(parcelId);
  const [disputing, setDisputing] = useState(false);
  // Loading or failed: the timeline below still shows the weight and the photo.
  if (!data) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('title')}>
      <Stack gap="xs">
        <Text fw={600}>{t('title')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Stack gap={0}>
            <MeasurementLines m={data.measurement} volume={data.volumeWeightKg} />
          </Stack>
          {data.photos.length > 0 && <IntakePhotos photos={data.photos} />}
        </SimpleGrid>
        {data.volumeWeightKg && (
          <Text size="xs" c="dimmed">
            {t('chargedBy')}
          </Text>
        )}
        {data.disputes.map((d) => (
          <DisputeState key={d.id} dispute={d} />
        ))}
        {data.disputable &&
          (disputing ? (
            <DisputeForm parcelId={parcelId} onDone={() => setDisputing(false)} />
          ) : (
            <Button variant="light" onClick={() => setDisputing(true)} style={{ alignSelf: 'flex-start' }}>
              {t('open')}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
