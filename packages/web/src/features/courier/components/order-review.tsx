/**
 * The courier order as it will be sent, before it is: flights and parcels, where to, who receives it and
 * what the courier will take. Back returns to the form with everything kept; Confirm sends it.
 */
import type { ReactNode } from 'react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourierRegion } from '@amanati/shared/courier';
import type { CourierFlight } from '../api/courier.ts';
import { cityName } from '../lib/account.ts';
import { CourierPrice } from './courier-price.tsx';

export interface ReviewedOrder {
  flights: CourierFlight[];
  branch: string;
  region: CourierRegion;
  city: string;
  address: string;
  name: string;
  phone: string;
}

/** One "label: value" item of a description list, with an optional smaller second line (a phone, a city). */
export function Fact({ label, sub, children }: { label: string; sub?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
        {sub !== undefined && (
          <Text span display="block" size="sm" fw={400}>
            {sub}
          </Text>
        )}
      </Text>
    </Box>
  );
}

export function OrderReview({
  order,
  sending,
  onBack,
  onConfirm,
}: {
  order: ReviewedOrder;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation('courier');
  const weight = order.flights.reduce((sum, f) => sum + f.weight, 0);
  const parcels = order.flights.reduce((sum, f) => sum + f.parcels, 0);
  // "Tbilisi · Tbilisi" says one thing twice: the region only when it adds something.
  const city = cityName(order.city, i18n.language);
  const region = t(`regions.${order.region}`);
  const place = city === region ? city : `${city} · ${region}`;
  return (
    <Stack gap="md" role="region" aria-labelledby="courier-review-title">
      <Title order={2} size="h4" id="courier-review-title">
        {t('review.title')}
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        <Fact label={t('review.flights')}>
          {order.flights.map((f) => (
            <Text key={f.flightId} span display="block">
              {t('form.flight', { flight: f.flightId })} ·{' '}
              {t('form.flightWeight', { weight: f.weight, parcels: f.parcels })}
            </Text>
          ))}
        </Fact>
        <Fact label={t('review.parcels')}>{parcels}</Fact>
        <Fact label={t('form.branch')}>{t(`common:branches.${order.branch}`)}</Fact>
        <Fact label={t('review.address')} sub={place}>
          {order.address}
        </Fact>
        <Fact label={t('review.receiver')} sub={order.phone}>
          {order.name}
        </Fact>
      </Stack>
      <CourierPrice weight={weight} region={order.region} selected />
      <Group grow gap="sm">
        <Button variant="default" onClick={onBack} disabled={sending}>
          {t('review.back')}
        </Button>
        <Button onClick={onConfirm} loading={sending}>
          {t('review.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
