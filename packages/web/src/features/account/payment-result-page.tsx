/**
 * /payments/success and /payments/failed (spec §2, §8): where the card gateway sends the browser back.
 * The order's state comes from the server (`merchant/georgiancard/update` with `?order=`); the path
 * only decides while that is unknown. A failure asks the customer to contact the operators.
 */
import { useEffect } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { meKey, useSession } from '../auth/api/session.ts';
import { debtKey, orderState } from './api/money.ts';
import { UnpaidFlights } from './first-view/unpaid-flights.tsx';

const POLL_MS = 2000;
const POLLS = 5;

export type Outcome = 'checking' | 'success' | 'pending' | 'failed';

export function outcomeOf(
  returnedAs: 'success' | 'failed',
  state: string | undefined,
  checking: boolean,
): Outcome {
  if (state === 'paid') return 'success';
  if (state === 'failed') return 'failed';
  if (checking) return 'checking';
  if (state === 'created') return returnedAs === 'failed' ? 'failed' : 'pending';
  return returnedAs;
}

export default function PaymentResultPage() {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const returnedAs = pathname.replace(/\/+$/, '').endsWith('/success') ? 'success' : 'failed';
  const orderId = new URLSearchParams(search).get('order') ?? '';
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ['payment-order', orderId],
    queryFn: () => orderState(orderId),
    enabled: status === 'authenticated' && orderId !== '',
    staleTime: 0,
    // The gateway's result may reach the server a moment after the browser: ask again a few times.
    refetchInterval: (q) =>
      returnedAs === 'success' && q.state.data?.state === 'created' && q.state.dataUpdateCount < POLLS
        ? POLL_MS
        : false,
  });
  const state = order.data?.state;

  useEffect(() => {
    if (status !== 'authenticated') return;
    void queryClient.invalidateQueries({ queryKey: meKey });
    void queryClient.invalidateQueries({ queryKey: debtKey });
  }, [state, status, queryClient]);

  const outcome = outcomeOf(returnedAs, state, order.isLoading || status === 'unknown');
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
        color={outcome === 'success' ? 'green' : outcome === 'pending' ? 'yellow' : 'red'}
        role={outcome === 'failed' ? 'alert' : 'status'}
        data-testid="payment-result"
        data-outcome={outcome}
      >
        <Stack gap="xs">
          <Text>{t(`result.${outcome}.text`)}</Text>
          {amount && <Text fw={600}>{t('result.amount', { amount })}</Text>}
          {orderId && (
            <Text size="sm" c="dimmed">
              {t('result.order', { id: orderId })}
            </Text>
          )}
          {outcome !== 'success' && (
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
