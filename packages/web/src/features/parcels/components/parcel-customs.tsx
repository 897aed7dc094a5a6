/**
 * A parcel's customs in its detail (issue 16 §3): its group with the total and, once the group needs
 * clearance, the landed-cost estimate with this parcel's part. A landed parcel is read with its flight.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import type { ParcelStatus } from '@amanati/shared/constants';
import { premiumOf } from '../../insurance/premium.ts';
import { useServiceRules } from '../../insurance/service-rules.ts';
import { useCustomsContext } from './customs-context.ts';
import { groupOfParcel } from './customs-draft.ts';
import { groupLabel } from './group-text.ts';
import { LandedCostEstimate } from './landed-cost.tsx';

const OPEN: readonly ParcelStatus[] = ['waiting', 'stock', 'sent'];

export function ParcelCustoms({
  parcel,
}: {
  parcel: {
    _id: string;
    status: ParcelStatus;
    flightId: string | null;
    /** An insured parcel's estimate shows its premium (issue 21 §4). */
    insured?: boolean;
    amount?: number | null;
    currency?: string | null;
  };
}) {
  const { t } = useTranslation('customs-groups');
  const open = OPEN.includes(parcel.status);
  const { data } = useCustomsContext(open ? null : parcel.flightId);
  const estimate = data && groupOfParcel(data, parcel._id);
  const serviceRules = useServiceRules(Boolean(parcel.insured)).data?.rules;
  const premium =
    parcel.insured && serviceRules && data
      ? premiumOf(serviceRules, parcel.amount ?? null, parcel.currency ?? null, data.rates)
      : null;
  if (!data || !estimate) return null;
  if (estimate.cost.needsClearance)
    return (
      <LandedCostEstimate
        estimate={estimate}
        rules={data.rules}
        currentId={parcel._id}
        insuranceTetri={premium}
        title={`${t('estimate.title')}: ${groupLabel(estimate.parcels[0]!, t)}`}
      />
    );
  return (
    <Text size="sm" c="dimmed">
      {groupLabel(estimate.parcels[0]!, t)}: {formatLari(estimate.group.valueTetri)} ₾ —{' '}
      {t('groupTotal.under', { threshold: formatLari(data.rules.thresholdTetri) })}
    </Text>
  );
}
