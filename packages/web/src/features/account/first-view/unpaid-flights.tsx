/**
 * The customer's flights that still have charges to pay (spec §4: "Pay button shows for unpaid
 * flights"), each with Pay (from the balance, resting 5 s after a click) and a link to its invoice.
 * `includePaid` lists the paid ones too, with their invoice. Any page of the customer may place it.
 */
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { errorText } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAccountFlights, usePayFlight, type AccountFlight } from '../api/money.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';
import { PaymentStateBadge } from './payment-state-badge.tsx';

export function PayFlightButton({ flightId, size = 'sm' }: { flightId: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('account');
  const pay = usePayFlight();
  const [resting, rest] = useCooldown();
  return (
    <Button
      size={size}
      disabled={resting}
      loading={pay.isPending}
      aria-label={t('flights.payFlight', { flight: flightId })}
      onClick={() => {
        rest();
        pay.mutate(flightId, {
          onSuccess: () => notifySuccess(t('pay.succeeded')),
          onError: (error) => {
            const text = errorText(error);
            if (text) notifyError(text);
          },
        });
      }}
    >
      {t('flights.pay')}
    </Button>
  );
}

/** One flight: its code, the customer's paid state, dates, the invoice link and Pay while unpaid. */
export function FlightRow({ flight }: { flight: AccountFlight }) {
  const { t } = useTranslation('account');
  const unpaid = flight.state === 'unpaid';
  return (
    <Paper withBorder p="sm" component="li" data-testid="account-flight" data-flight={flight.flightId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{t('flights.flight', { flight: flight.flightId })}</Text>
            <PaymentStateBadge state={flight.state} />
          </Group>
          <Text size="sm" c="dimmed">
            {t(`countries.${flight.countryId}`, { ns: 'common' })} · {t('flights.departed')}{' '}
            {formatDate(flight.startdAt)} · {t('flights.arrived')} {formatDate(flight.endAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Anchor
            component={Link}
            to={`/invoice/${encodeURIComponent(flight.flightId)}`}
            aria-label={t('flights.invoiceOf', { flight: flight.flightId })}
          >
            {t('flights.invoice')}
          </Anchor>
          {unpaid && <PayFlightButton flightId={flight.flightId} />}
        </Group>
      </Group>
    </Paper>
  );
}

export function UnpaidFlights({ includePaid = false }: { includePaid?: boolean }) {
  const { t } = useTranslation('account');
  const flights = useAccountFlights();
  const list = (flights.data ?? []).filter((f) => includePaid || f.state === 'unpaid');
  return (
    <section aria-labelledby="account-flights-title">
      <Title order={2} size="h3" id="account-flights-title" mb="sm">
        {t(includePaid ? 'flights.titleAll' : 'flights.title')}
      </Title>
      {flights.isLoading ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t(includePaid ? 'flights.emptyAll' : 'flights.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((f) => (
            <FlightRow key={f.flightId} flight={f} />
          ))}
        </Stack>
      )}
    </section>
  );
}
