/**
 * The customer's flights that still have charges to pay (spec §4: "Pay button shows for unpaid
 * flights"), each with what it weighs and costs beside Pay (issue 17 §1), and a link to its invoice.
 * `includePaid` lists the paid ones too, with their invoice. Any page of the customer may place it.
 */
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatWeight } from '../../../lib/format.ts';
import { useAccountFlights, type AccountFlight } from '../api/money.ts';
import { PayFlightButton } from './pay-buttons.tsx';
import { PaymentStateBadge } from './payment-state-badge.tsx';

export { PayFlightButton };

/** "2.3 kg · 21.60 ₾" while unpaid, "2.3 kg" once paid. */
function FlightFigures({ flight }: { flight: AccountFlight }) {
  const { t } = useTranslation('account');
  const weight = formatWeight(flight.weight);
  return (
    <Text fw={700} data-testid="flight-figures" style={{ whiteSpace: 'nowrap' }}>
      {flight.state === 'unpaid'
        ? t('flights.weightAmount', { weight, amount: t('money', { amount: formatMoney(flight.toPay) }) })
        : t('flights.weight', { weight })}
    </Text>
  );
}

/** One flight: its code, the customer's paid state, dates, the invoice link and, while unpaid, its amount and Pay. */
export function FlightRow({ flight }: { flight: AccountFlight }) {
  const { t } = useTranslation('account');
  const unpaid = flight.state === 'unpaid';
  return (
    <Paper withBorder p="sm" component="li" data-testid="account-flight" data-flight={flight.flightId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {t('flights.flight', { flight: flight.flightId })}
            </Text>
            <PaymentStateBadge state={flight.state} />
          </Group>
          <Text size="sm" c="dimmed">
            {t(`countries.${flight.countryId}`, { ns: 'common' })} · {t('flights.departed')}{' '}
            {formatDate(flight.startdAt)} · {t('flights.arrived')} {formatDate(flight.endAt)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <Anchor
            component={Link}
            to={`/invoice/${encodeURIComponent(flight.flightId)}`}
            aria-label={t('flights.invoiceOf', { flight: flight.flightId })}
          >
            {t('flights.invoice')}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <FlightFigures flight={flight} />
            {unpaid && <PayFlightButton flightId={flight.flightId} toPay={flight.toPay} />}
          </Group>
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
