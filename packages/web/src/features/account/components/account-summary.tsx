/**
 * The customer's account in the left panel (spec §2, §4): greeting, room number, balance and debt in
 * lari, Pay with the amount it will pay (only with a debt, confirmed first, resting 5 s after paying) and
 * top-up. On every customer page: kept light.
 */
import { Suspense } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { usePanels } from '../../../lib/panels.tsx';
import { useSession } from '../../auth/api/session.ts';
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
