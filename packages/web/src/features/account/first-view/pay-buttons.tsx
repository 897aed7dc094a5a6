/**
 * Pay buttons (spec §4; issue 17 §1): one flight, or all the debt from the account summary and the
 * phone's account strip. Each asks first — the amount, the balance now and after, or the shortfall with
 * its top-up (components/pay-confirm.tsx, loaded on the first press) — and pays on confirmation; the
 * button then rests 5 s (spec §9).
 */
import { lazy, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../../../components/on-demand.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../auth/api/session.ts';
import { useAccountFlights, usePayAll, usePayFlight, type PayAnswer } from '../api/money.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';

const PayConfirm = lazy(() => import('../components/pay-confirm.tsx'));

interface PayWithConfirmProps extends ButtonProps {
  /** Lari; undefined while unknown (the dialog waits for it). */
  amount: number | undefined;
  title: string;
  label: string;
  ariaLabel?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- either mutation: payall takes no variables
  pay: UseMutationResult<PayAnswer, Error, any>;
  variables?: string;
  onAsk?: () => void;
}

function PayWithConfirm({
  amount,
  title,
  label,
  ariaLabel,
  pay,
  variables,
  onAsk,
  ...button
}: PayWithConfirmProps) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const [resting, rest] = useCooldown();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        {...button}
        disabled={resting}
        loading={pay.isPending}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        onClick={() => {
          onAsk?.();
          setAsking(true);
        }}
      >
        {label}
      </Button>
      <OnDemand when={asking}>
        <PayConfirm
          opened={asking}
          title={title}
          amount={amount}
          balance={user?.balance ?? 0}
          paying={pay.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            rest();
            // The promise, not mutate's callbacks: those are skipped once this button unmounts, and a
            // paid flight's button goes as soon as the refreshed lists arrive — the toast must not.
            pay.mutateAsync(variables).then(
              () => {
                setAsking(false);
                notifySuccess(t('pay.succeeded'));
              },
              (error: unknown) => {
                setAsking(false);
                const text = errorText(error);
                if (text) notifyError(text);
              },
            );
          }}
        />
      </OnDemand>
    </>
  );
}

/**
 * Pay for one flight. `toPay` (lari) is what paying it takes; a page that does not know it (the
 * invoice) leaves it out and the dialog looks it up among the customer's flights.
 */
export function PayFlightButton({
  flightId,
  toPay,
  size = 'sm',
}: {
  flightId: string;
  toPay?: number;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('account');
  const pay = usePayFlight();
  const [lookUp, setLookUp] = useState(false);
  const flights = useAccountFlights(lookUp && toPay === undefined);
  const amount = toPay ?? flights.data?.find((f) => f.flightId === flightId)?.toPay;
  return (
    <PayWithConfirm
      size={size}
      amount={amount}
      title={t('pay.confirmFlight', { flight: flightId })}
      label={t('flights.pay')}
      ariaLabel={t('flights.payFlight', { flight: flightId })}
      pay={pay}
      variables={flightId}
      onAsk={() => setLookUp(true)}
    />
  );
}

/** Pay all the debt: says what it will pay ("Pay 116.64 ₾"); only with a debt. */
export function PayAllButton({ debt, ...button }: { debt: number } & ButtonProps) {
  const { t } = useTranslation('account');
  const pay = usePayAll();
  if (!(debt > 0)) return null;
  return (
    <PayWithConfirm
      {...button}
      amount={debt}
      title={t('pay.confirmAll')}
      label={t('summary.payAmount', { amount: t('money', { amount: formatMoney(debt) }) })}
      pay={pay}
    />
  );
}
