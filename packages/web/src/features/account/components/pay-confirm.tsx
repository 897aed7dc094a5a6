/**
 * "Pay X ₾ from your balance?" before money leaves the balance (issue 17 §1): the amount, the balance
 * now and after. When the balance is short it says by how much and offers a top-up of exactly that
 * (at least 1.00 ₾, as the top-up form takes it), opening the top-up panel pre-filled. Loaded when a
 * Pay button is first pressed.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { usePanels } from '../../../lib/panels.tsx';
import { shortfallTetri, topupForShortfall } from '../lib/topup-amount.ts';

export interface PayConfirmProps {
  opened: boolean;
  title: string;
  /** Lari; undefined while it is still being looked up. */
  amount: number | undefined;
  balance: number;
  paying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Row({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text component="dt">{label}</Text>
      <Text component="dd" m={0} fw={700} data-testid={id} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export default function PayConfirm({
  opened,
  title,
  amount,
  balance,
  paying,
  onConfirm,
  onClose,
}: PayConfirmProps) {
  const { t } = useTranslation('account');
  const { openPanel } = usePanels();
  const lari = (n: number) => t('money', { amount: formatMoney(n) });
  const short = amount === undefined ? 0 : shortfallTetri(balance, amount);
  const topup = topupForShortfall(short);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="pay-confirm"
    >
      <Stack gap="sm">
        <Text>{t('pay.question')}</Text>
        <Stack component="dl" gap={4} m={0}>
          <Row label={t('pay.amount')} value={amount === undefined ? '…' : lari(amount)} id="pay-amount" />
          <Row label={t('pay.balanceNow')} value={lari(balance)} id="pay-balance-now" />
          {amount !== undefined && short === 0 && (
            <Row label={t('pay.balanceAfter')} value={lari(balance - amount)} id="pay-balance-after" />
          )}
        </Stack>
        {short > 0 && (
          <Alert color="orange" variant="light" role="alert" data-testid="pay-short">
            <Text size="sm" c="var(--mantine-color-text)">
              {t('pay.short', { amount: lari(short / 100) })}
              {topup > short ? ` ${t('pay.topupMinimum')}` : ''}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          {short > 0 ? (
            <Button
              data-autofocus
              onClick={() => {
                onClose();
                openPanel('addBalance', { amountTetri: topup });
              }}
            >
              {t('pay.topupShortfall', { amount: lari(topup / 100) })}
            </Button>
          ) : (
            <Button data-autofocus loading={paying} disabled={amount === undefined} onClick={onConfirm}>
              {amount === undefined ? t('flights.pay') : t('summary.payAmount', { amount: lari(amount) })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
