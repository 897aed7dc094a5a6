/**
 * Arrived parcels on a customs hold (issue 16 §5): one notice per group — what it is waiting for — with a
 * button to the details (what to pay, to whom, the receipt upload), which load when opened.
 */
import { lazy, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/money';
import type { ProductWire } from '@amanati/shared/parcels';
import { OnDemand } from '../../../components/on-demand.tsx';
import { useCustomsHolds } from '../api/customs-holds.ts';

const CustomsHoldModal = lazy(() =>
  import('./customs-hold-modal.tsx').then((m) => ({ default: m.CustomsHoldModal })),
);

const COLOR = { held: 'orange', receipt: 'blue', cleared: 'green' } as const;

export function CustomsHolds({ products }: { products: ProductWire[] }) {
  const { t } = useTranslation('parcels');
  const { data: holds } = useCustomsHolds(products.some((p) => p.customsState !== null));
  const [openId, setOpenId] = useState<string | null>(null);
  if (!holds?.length) return null;
  const open = holds.find((h) => h.groupId === openId) ?? null;
  return (
    <Stack gap="xs" component="section" aria-label={t('hold.sectionTitle')}>
      {holds.map((h) => (
        <Alert
          key={h.groupId}
          color={COLOR[h.state]}
          title={t(`hold.state.${h.state}`)}
          // A light alert's title in its own colour is below AA contrast (orange 2.5:1): the text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t(h.reason === 'undeclared' ? 'hold.summaryUndeclared' : 'hold.summary', {
                tracking: h.parcels.map((p) => p.productOrderId).join(', '),
                fee: formatLari(h.stateFeeTetri),
              })}
            </Text>
            <Button size="xs" variant="white" onClick={() => setOpenId(h.groupId)} aria-haspopup="dialog">
              {t(h.state === 'held' && h.reason === 'clearance' ? 'hold.whatToDo' : 'hold.details')}
            </Button>
          </Group>
        </Alert>
      ))}
      <OnDemand when={open !== null}>
        <CustomsHoldModal hold={open} onClose={() => setOpenId(null)} />
      </OnDemand>
    </Stack>
  );
}
