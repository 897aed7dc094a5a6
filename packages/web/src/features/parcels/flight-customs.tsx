/**
 * The customs estimate of a flight's invoice (issue 16 §3), offered to the invoice view: each group of the
 * customer's parcels on the flight that needs clearance with its landed cost and each parcel's part, or
 * a line saying none is expected. An estimate: the Revenue Service decides.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import { useCustomsContext } from './components/customs-context.ts';
import { groupEstimates } from './components/customs-draft.ts';
import { groupLabel } from './components/group-text.ts';
import { LandedCostEstimate } from './components/landed-cost.tsx';

export function FlightCustoms({ flightId }: { flightId: string }) {
  const { t } = useTranslation('customs-groups');
  const { data } = useCustomsContext(flightId);
  if (!data) return null;
  const onFlight = data.parcels.filter((p) => p.flightId === flightId);
  const clearing = groupEstimates(data.rules, onFlight).filter((g) => g.cost.needsClearance);
  return (
    <section aria-label={t('estimate.flightTitle')} data-testid="flight-customs">
      <h2 style={{ fontSize: '1rem', margin: '16px 0 8px' }}>{t('estimate.flightTitle')}</h2>
      {clearing.length === 0 ? (
        <Text size="sm">
          {t('estimate.flightNone', { threshold: formatLari(data.rules.thresholdTetri) })}
        </Text>
      ) : (
        <Stack gap="sm">
          {clearing.map((g) => (
            <LandedCostEstimate
              key={g.group.key}
              estimate={g}
              rules={data.rules}
              title={groupLabel(g.parcels[0]!, t)}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
