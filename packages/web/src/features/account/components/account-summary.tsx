/**
 * The customer's account in the left panel (spec §2, §4): greeting, room number, balance and debt in
 * lari, Pay (only with a debt, resting 5 s after a click) and top-up. On every customer page: kept light.
 */
import { Suspense } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePanels } from '../../../lib/panels.tsx';
import { useSession } from '../../auth/api/session.ts';
import { useDebt, usePayAll } from '../api/money.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';

/** "nino" → "Nino": the English first name with a capital (spec §2). */
export const capitalise = (name: string): string => {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

export function PayAllButton({ debt }: { debt: number }) {
  const { t } = useTranslation('account');
  const pay = usePayAll();
  const [resting, rest] = useCooldown();
  if (!(debt > 0)) return null;
  return (
    <Button
      fullWidth
      disabled={resting}
      loading={pay.isPending}
      onClick={() => {
        rest();
        pay.mutate(undefined, {
          onSuccess: () => notifySuccess(t('pay.succeeded')),
          onError: (error) => {
            const text = errorText(error);
            if (text) notifyError(text);
          },
        });
      }}
    >
      {t('summary.pay')}
    </Button>
  );
}

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
        <PayAllButton debt={debt} />
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
