/** "Insured" beside a parcel in the lists (issue 21 §4); nothing for an uninsured parcel. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductWire } from '@amanati/shared/parcels';

export function InsuredBadge({ parcel }: { parcel: Pick<ProductWire, 'insured'> }) {
  const { t } = useTranslation('parcels');
  if (!parcel.insured) return null;
  return (
    <Badge color="teal" variant="light" size="sm">
      {t('list.insured')}
    </Badge>
  );
}
