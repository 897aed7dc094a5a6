/** A parcel's free storage days left and fees charged (issue 21 §5), beside its timeline. */
import { Suspense } from 'react';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParcelDetail } from '../parcels/api/parcels.ts';
import { useParcelStorage } from './api.ts';
import { storageHint, storageSummary, storageTone } from './storage-text.ts';

const COLOR = { free: 'blue', soon: 'yellow', charging: 'orange' } as const;

export function ParcelStorage({ parcel }: { parcel: ParcelDetail }) {
  if (parcel.status !== 'arrived') return null;
  return (
    <Suspense fallback={null}>
      <StorageNote parcelId={parcel._id} />
    </Suspense>
  );
}

function StorageNote({ parcelId }: { parcelId: string }) {
  const { t } = useTranslation('storage');
  const storage = useParcelStorage(parcelId, true);
  if (!storage) return null;
  return (
    <Alert
      color={COLOR[storageTone(storage)]}
      variant="light"
      title={t('detail.title')}
      data-testid="parcel-storage"
    >
      <Text size="sm" fw={600}>
        {storageSummary(storage, t)}
      </Text>
      <Text size="sm">{storageHint(storage, t)}</Text>
    </Alert>
  );
}
