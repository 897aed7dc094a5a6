/**
 * /payments/success and /payments/failed (spec §2, §8; issue 17 §6): where the card gateway sends the
 * browser back. The page shows what the order really is, read from the server
 * (`merchant/georgiancard/update` with `?order=`, the customer's own orders only): checking… → credited,
 * failed, expired (abandoned past the timeout), still pending, or unknown (no order in the address, or not
 * this customer's). The path only says where the gateway sent the browser; it never claims a result on
 * its own. A signed-out visitor is asked to sign in to see it.
 */
import { useEffect } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { meKey, useSession } from '../auth/api/session.ts';
import { debtKey, orderState } from './api/money.ts';
import { UnpaidFlights } from './first-view/unpaid-flights.tsx';

const POLL_MS = 2000;
const POLLS = 5;

export type Outcome = 'checking' | 'success' | 'pending' | 'failed' | 'expired' | 'unknown' | 'signedOut';

/** What the page says, from what the server answered about the order (never from the path alone). */
export function outcomeOf(input: {
  orderId: string;
  state: string | undefined;
  checking: boolean;
  /** The server does not know the order (or it is another customer's): 404. */
  missing: boolean;
  signedOut: boolean;
}): Outcome {
  if (!input.orderId) return 'unknown';
  if (input.signedOut) return 'signedOut';
  if (input.state === 'paid') return 'success';
  if (input.state === 'failed') return 'failed';
  if (input.state === 'expired') return 'expired';
  if (input.checking) return 'checking';
  if (input.state === 'created') return 'pending';
  if (input.missing) return 'unknown';
  // No answer at all (the network, the server): we cannot say; the bank's result is kept by the server.
  return 'pending';
}

const COLOR: Record<Exclude<Outcome, 'checking'>, string> = {
  success: 'green',
  pending: 'yellow',
  failed: 'red',
  expired: 'orange',
  unknown: 'gray',
  signedOut: 'gray',
};

export default function PaymentResultPage() {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const returnedAs = pathname.replace(/\/+$/, '').endsWith('/success') ? 'success' : 'failed';
  const orderId = (new URLSearchParams(search).get('order') ?? '').trim();
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ['payment-order', orderId],
    queryFn: () => orderState(orderId),
    enabled: status === 'authenticated' && orderId !== '',
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    // The gateway's result may reach the server a moment after the browser: ask again a few times.
    refetchInterval: (q) =>
      q.state.data?.state === 'created' && q.state.dataUpdateCount < POLLS ? POLL_MS : false,
  });
  const state = order.data?.state;

  useEffect(() => {
    if (status !== 'authenticated') return;
    void queryClient.invalidateQueries({ queryKey: meKey });
    void queryClient.invalidateQueries({ queryKey: debtKey });
  }, [state, status, queryClient]);

  const outcome = outcomeOf({
    orderId,
    state,
    checking: order.isLoading || status === 'unknown',
    missing: order.error instanceof ApiError && order.error.status === 404,
    signedOut: status === 'anonymous',
  });
  const amount = order.data ? t('money', { amount: formatMoney(order.data.amountDB) }) : null;

  if (outcome === 'checking')
    return (
      <Center mih="40vh">
        <Stack align="center">
          <Loader aria-label={t('result.checking')} />
          <Text>{t('result.checking')}</Text>
        </Stack>
      </Center>
    );

  return (
    <Stack maw={720} gap="lg">
      <Title order={1}>{t(`result.${outcome}.title`)}</Title>
      <Alert
        color={COLOR[outcome]}
        role={outcome === 'failed' ? 'alert' : 'status'}
        data-testid="payment-result"
        data-outcome={outcome}
        data-returned={returnedAs}
      >
        <Stack gap="xs">
          <Text>{t(`result.${outcome}.text`)}</Text>
          {amount && <Text fw={600}>{t('result.amount', { amount })}</Text>}
          {orderId && outcome !== 'unknown' && (
            <Text size="sm" c="dimmed">
              {t('result.order', { id: orderId.slice(0, 8).toUpperCase() })}
            </Text>
          )}
          {outcome === 'signedOut' && (
            <Anchor component={Link} to="/home" fw={600} c="inherit" underline="always">
              {t('result.signIn')}
            </Anchor>
          )}
          {outcome !== 'success' && outcome !== 'signedOut' && (
            <Anchor component={Link} to="/contact" fw={600} c="inherit" underline="always">
              {t('contactOperators')}
            </Anchor>
          )}
        </Stack>
      </Alert>
      {user && (
        <Text>
          {t('result.balance')}{' '}
          <strong data-testid="result-balance">{t('money', { amount: formatMoney(user.balance) })}</strong>
        </Text>
      )}
      <Group>
        <Button component={Link} to="/home">
          {t('result.home')}
        </Button>
      </Group>
      {outcome === 'success' && user && <UnpaidFlights />}
    </Stack>
  );
}
