/**
 * The phone's account strip at the top of the dashboard (issue 17 §2): the AX code with a copy button,
 * balance, debt, Pay (with the amount, confirmed first) and Top up — what the desktop's left panel shows,
 * without opening the menu. Below 992 px only; the desktop keeps its left panel.
 */
import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/signed-in/copy-button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { usePanels } from '../../../lib/panels.tsx';
import { useSession } from '../../auth/api/session.ts';
import { useDebt } from '../api/money.ts';
import { PayAllButton } from './pay-buttons.tsx';

/** Two buttons side by side on a 360 px phone: a long label wraps rather than being cut. */
const wrapping = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

function Figure({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} data-testid={id} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function AccountStrip() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { openPanel } = usePanels();
  const debtQuery = useDebt(Boolean(user));
  if (!user) return null;
  const debt = debtQuery.data ?? user.deptSum;
  const lari = (n: number) => t('money', { amount: formatMoney(n) });
  return (
    <Paper component="section" withBorder p="xs" aria-label={t('strip')} data-testid="account-strip">
      {/* Three figures side by side, each as wide as it needs, the space spread between them. */}
      <Group component="dl" justify="space-between" align="flex-start" wrap="nowrap" gap="xs" m={0} mb="xs">
        <Figure label={t('summary.room')} id="strip-room">
          <Group component="span" gap={4} wrap="nowrap">
            <span>{user.AXID}</span>
            <CopyButton value={user.AXID} label={t('summary.room')} />
          </Group>
        </Figure>
        <Figure label={t('summary.balance')} id="strip-balance">
          {lari(user.balance)}
        </Figure>
        <Figure label={t('summary.debt')} id="strip-debt">
          {lari(debt)}
        </Figure>
      </Group>
      <Group gap="xs" wrap="nowrap" grow>
        <PayAllButton debt={debt} size="sm" styles={wrapping} />
        <Button size="sm" variant="light" styles={wrapping} onClick={() => openPanel('addBalance')}>
          {t('summary.addBalance')}
        </Button>
      </Group>
    </Paper>
  );
}
