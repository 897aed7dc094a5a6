/**
 * Declaration readiness (beyond the spec): the parcels at the warehouse or on a flight that are
 * undeclared or lack the invoice customs needs, each with the time left before its flight's
 * declaration deadline and a Declare/Edit button while the rules allow it; and the customs groups that
 * reach the threshold while some of their parcels lack the invoice, with their totals and parcels.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Group, List, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { editButton } from '@amanati/shared/parcel-rules';
import { useIsDesktop } from '../../../components/use-desktop.ts';
import { usePanels } from '../../../lib/panels.tsx';
import { READINESS_LIMIT, READINESS_STATUSES } from '../api/list-paths.ts';
import { fetchParcels, parcelKeys, type ListFlight } from '../api/parcels.ts';
import { readinessItems, splitDuration, type ReadinessItem } from '../lib/readiness.ts';
import { FoldableAlert } from './foldable-alert.tsx';

// The customs groups need the rules: loaded only when an invoice is missing (the first view stays light).
const ReadinessGroups = lazy(() =>
  import('../components/readiness-groups.tsx').then((m) => ({ default: m.ReadinessGroups })),
);

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function TimeLeft({ item }: { item: ReadinessItem }) {
  const { t } = useTranslation('parcels');
  if (item.msLeft === null)
    return <Text span>{t(item.flight ? 'readiness.noDeadline' : 'readiness.beforeFlight')}</Text>;
  if (item.msLeft <= 0)
    return (
      <Text span fw={600}>
        {t('readiness.passed')}
      </Text>
    );
  const { days, hours, minutes } = splitDuration(item.msLeft);
  const key = days > 0 ? 'readiness.leftDays' : 'readiness.leftHours';
  return (
    <Text span fw={600} c={days === 0 ? 'red.8' : undefined}>
      {t(key, { days, hours, minutes })}
    </Text>
  );
}

/** The warehouse and in-flight parcels the banner is made from (the dashboard waits for them too). */
export function useReadinessLists() {
  return useQueries({
    queries: READINESS_STATUSES.map((status) => ({
      queryKey: parcelKeys.readiness(status),
      queryFn: () => fetchParcels(status, 0, READINESS_LIMIT, true),
      staleTime: 30_000,
    })),
  });
}

export function ReadinessBanner() {
  const { t } = useTranslation('parcels');
  const { openPanel } = usePanels();
  const now = useNow(60_000);
  const results = useReadinessLists();
  const products = results.flatMap((r) => r.data?.products ?? []);
  const flights = new Map<string, ListFlight>(
    results.flatMap((r) => r.data?.flights ?? []).map((f) => [f.flightId, f]),
  );
  const items = readinessItems(products, flights, now);
  // On a phone folded to its title: it would otherwise fill the first screen (issue 17 §2).
  const foldable = !useIsDesktop();
  if (items.length === 0) return null;

  return (
    <FoldableAlert
      color="orange"
      title={t('readiness.title', { count: items.length })}
      foldable={foldable}
      buttonVariant="light"
      role="region"
      // Orange on the light orange background is below AA contrast: the title in the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" mb="xs">
        {t('readiness.text')}
      </Text>
      <List spacing="xs" size="sm">
        {items.map((item) => {
          const button = editButton(item.parcel, item.right);
          return (
            <List.Item key={item.parcel._id}>
              <Group gap="xs" wrap="wrap">
                <Text span fw={600}>
                  {item.parcel.productOrderId}
                </Text>
                <Text span>
                  {item.issues.map((issue) => t(`readiness.issues.${issue}`)).join(', ')}
                  {item.flight ? ` · ${t('readiness.flight', { flight: item.flight.flightId })}` : ''} ·{' '}
                </Text>
                <TimeLeft item={item} />
                {button && (
                  <Button
                    size="compact-xs"
                    variant="white"
                    aria-label={t(`actions.${button}Of`, { tracking: item.parcel.productOrderId })}
                    onClick={() =>
                      openPanel('updateParcel', {
                        parcel: item.parcel,
                        right: item.right,
                        flightDeadline: item.flight?.declarationDeadline ?? null,
                      })
                    }
                  >
                    {t(`actions.${button}`)}
                  </Button>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
      {items.some((item) => item.issues.includes('invoice')) && (
        <Suspense fallback={null}>
          <ReadinessGroups />
        </Suspense>
      )}
    </FoldableAlert>
  );
}
