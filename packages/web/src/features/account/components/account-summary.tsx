/**
 * The customer's account in the left panel (spec §2, §4): greeting, room number, balance and debt in
 * lari, Pay with the amount it will pay (only with a debt, confirmed first, resting 5 s after paying) and
 * top-up; with parcels ready for pickup, how many and the way to the pickup pass (issue 21 §1). On every
 * customer page: kept light.
 */
import { Suspense } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { usePanels } from '../../../lib/panels.tsx';
import { useSession } from '../../auth/api/session.ts';
import { usePickup } from '../../pickup/api/pickup.ts';
import { useDebt } from '../api/money.ts';
import { PayAllButton } from '../first-view/pay-buttons.tsx';
import { nameCase } from '@amanati/shared/widgets';

/** "nino" → "Nino": the English first name with a capital (spec §2). */
export const capitalise = (name: string): string => nameCase(name);

function Row({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <dt>{label}</dt>
      <dd data-testid={id} style={{ margin: 0, fontWeight: 700 }}>
        {value}
      </dd>
    </div>
  );
}

/** "3 parcels ready for pickup" and the way to the pass; nothing while none is ready (or the answer is out). */
function PickupReady() {
  const { t } = useTranslation('account');
  const { data } = usePickup();
  const count = data?.ready.reduce((n, r) => n + r.parcels.length, 0) ?? 0;
  if (count === 0) return null;
  const hasPass = data!.passes.some((p) => p.state === 'active');
  return (
    <Stack gap={6} data-testid="pickup-ready">
      <Text fw={600}>{t('summary.pickupReady', { count })}</Text>
      <Button component={Link} to="/pickup" variant="outline" fullWidth>
        {hasPass ? t('summary.pickupShow') : t('summary.pickupGet')}
      </Button>
    </Stack>
  );
}

function Summary() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { openPanel } = usePanels();
  const debtQuery = useDebt(Boolean(user));
  if (!user) return null;
  const debt = debtQuery.data ?? user.deptSum;
  return (
    <Stack gap="xs">
      <Text fw={700} size="lg">
        {t('summary.greeting', { name: capitalise(user.information.nameEn) })}
      </Text>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        <Row label={t('summary.room')} value={user.AXID} id="room-number" />
        <Row
          label={t('summary.balance')}
          value={t('money', { amount: formatMoney(user.balance) })}
          id="balance"
        />
        <Row label={t('summary.debt')} value={t('money', { amount: formatMoney(debt) })} id="debt" />
      </dl>
      {/* One under the other: side by side, the Georgian and Russian labels do not fit the panel. */}
      <Stack gap="xs">
        <PayAllButton debt={debt} fullWidth />
        <Button variant="light" fullWidth onClick={() => openPanel('addBalance')}>
          {t('summary.addBalance')}
        </Button>
      </Stack>
      <PickupReady />
    </Stack>
  );
}

export function AccountSummary() {
  return (
    <Suspense fallback={null}>
      <Summary />
    </Suspense>
  );
}
