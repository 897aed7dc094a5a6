/** An arrived parcel's storage in the list (issue 21 §5): free days left, or the fees charged so far. */
import { Suspense } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductWire } from '@amanati/shared/parcels';
import { useParcelStorage } from './api.ts';
import { storageSummary, storageTone } from './storage-text.ts';

const COLOR = { free: 'gray', soon: 'yellow', charging: 'orange' } as const;

export function StorageBadge({ parcel }: { parcel: ProductWire }) {
  if (parcel.status !== 'arrived') return null;
  return (
    <Suspense fallback={null}>
      <Compact parcelId={parcel._id} />
    </Suspense>
  );
}

function Compact({ parcelId }: { parcelId: string }) {
  const { t } = useTranslation('storage');
  const storage = useParcelStorage(parcelId, true);
  if (!storage) return null;
  const tone = storageTone(storage);
  return (
    // The short text shows; the whole sentence is its tooltip.
    <Badge color={COLOR[tone]} variant="light" size="sm" title={storageSummary(storage, t)}>
      {tone === 'charging'
        ? t('badge.charged', { charged: storage.charged.toFixed(2) })
        : t('badge.left', { count: storage.freeDaysLeft })}
    </Badge>
  );
}
