/**
 * The flights with arrived parcels at the chosen branch (spec §4): one checkbox per flight with its
 * weight and paid state; unpaid flights cannot be chosen. The two §7 list messages: nothing to deliver,
 * and no paid weight yet.
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Center, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/messages.ts';
import { useCourierFlights, useCourierParcels } from '../api/courier.ts';

interface Props {
  branch: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}

export function FlightPicker({ branch, value, onChange, error }: Props) {
  const { t } = useTranslation('courier');
  const flights = useCourierFlights(branch);
  const parcels = useCourierParcels(branch);

  if (!branch) return null;
  if (flights.isPending || parcels.isPending)
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  const failure = flights.error ?? parcels.error;
  if (failure) {
    const text = errorText(failure);
    return text ? <Alert color="red">{text}</Alert> : null;
  }
  const message = parcels.data?.message ?? '';
  const list = flights.data ?? [];
  if (message === 'user_have_not_products' || list.length === 0)
    return (
      <Alert color="gray" variant="light" role="status">
        {t('messages.nothingToDeliver')}
      </Alert>
    );

  return (
    <Stack gap="xs">
      {message === 'product_unpaid' && (
        <Alert color="orange" variant="light" role="status">
          {t('messages.noPaidWeight')}
        </Alert>
      )}
      <Checkbox.Group label={t('form.flights')} withAsterisk value={value} onChange={onChange} error={error}>
        <Stack gap="xs" mt="xs">
          {list.map((f) => (
            <Checkbox
              key={f.flightId}
              value={f.flightId}
              disabled={f.state === 'unpaid'}
              label={
                <Group gap="xs" wrap="wrap">
                  <Text span fw={600}>
                    {t('form.flight', { flight: f.flightId })}
                  </Text>
                  <Text span size="sm">
                    {t('form.flightWeight', { weight: f.weight, parcels: f.parcels })}
                  </Text>
                  <Badge size="sm" variant="filled" color={f.state === 'paid' ? 'teal.9' : 'red.9'}>
                    {t(`form.${f.state}`)}
                  </Badge>
                </Group>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
