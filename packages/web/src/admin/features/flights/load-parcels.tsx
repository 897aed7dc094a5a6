/**
 * Loading a flight: scanning puts each parcel on at once; the stock list (its country, and parcels for
 * the branches of its city) takes a ticked selection. Refused parcels are listed with the reason; those the
 * customs gate refused may be let through with a written reason.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddParcelsAnswer, StaffFlight } from '@amanati/shared/answers/admin/flights';
import { PickTable } from '../../components/pick-table.tsx';
import { QueryView } from '../../components/states.tsx';
import { Warning } from '../../components/warning.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { categoryName } from '../../lib/labels.ts';
import { toastDone } from '../../lib/toast.ts';
import { usePicked } from '../../lib/use-picked.ts';
import { useAddParcels, useParcels, type ParcelSelection } from './api.ts';
import { GateOverride, gateRefused } from './gate-override.tsx';
import { cityOf } from './flight-city.ts';

export function LoadParcels({ flight }: { flight: StaffFlight }) {
  const { t, i18n } = useTranslation('admin');
  const add = useAddParcels(flight._id);
  const stock = useParcels({ status: 'stock', country: Number(flight.countryId), city: cityOf(flight) });
  const [scan, setScan] = useState('');
  const { picked, setPicked, toggle } = usePicked();
  const [last, setLast] = useState<AddParcelsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);

  const put = (select: ParcelSelection, after?: () => void) => {
    setFailure(null);
    add.mutate(select, {
      onSuccess: (answer) => {
        setLast(answer);
        if (answer.added) toastDone(t('flights.added', { count: answer.added, code: flight.flightId }));
        after?.();
      },
      onError: (error) => setFailure(adminErrorText(error)),
    });
  };

  const onScan = (e: React.FormEvent) => {
    e.preventDefault();
    const tracking = scan.trim();
    if (!tracking) return;
    put({ trackings: [tracking] }, () => {
      setScan('');
      scanRef.current?.focus();
    });
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t('flights.load')}
        </Title>
        <form onSubmit={onScan} noValidate>
          <Group align="flex-end">
            <TextInput
              ref={scanRef}
              label={t('flights.scan')}
              value={scan}
              onChange={(e) => setScan(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={add.isPending}>
              {t('flights.put')}
            </Button>
          </Group>
        </form>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {last && last.refused.length > 0 && (
          <Warning title={t('flights.refusedTitle', { count: last.refused.length })} role="alert">
            <List size="sm">
              {last.refused.map((r) => (
                <List.Item key={r.tracking}>
                  {r.tracking}: {t(`flights.refused.${r.reason}`)}
                </List.Item>
              ))}
            </List>
            {gateRefused(last).length > 0 && (
              <GateOverride
                trackings={gateRefused(last)}
                pending={add.isPending}
                onOverride={(overrideReason) => put({ trackings: gateRefused(last), overrideReason })}
              />
            )}
          </Warning>
        )}
        <QueryView
          query={stock}
          isEmpty={(d) => d.parcels.length === 0}
          empty={t(`flights.noStockFor.${cityOf(flight)}`, { country: t(`country.${flight.countryId}`) })}
        >
          {({ parcels, count }) => (
            <Stack gap="xs">
              <Group justify="space-between">
                <div>
                  <Text size="sm">{t('flights.stockCount', { count, shown: parcels.length })}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`flights.stockFor.${cityOf(flight)}`)}
                  </Text>
                </div>
                <Button
                  disabled={picked.size === 0}
                  loading={add.isPending}
                  onClick={() => put({ parcelIds: [...picked] }, () => setPicked(new Set()))}
                >
                  {t('flights.putSelected', { count: picked.size })}
                </Button>
              </Group>
              <PickTable
                label={t('flights.stockList')}
                minWidth={700}
                maxHeight={420}
                parcels={parcels}
                picked={picked}
                onToggle={toggle}
                onPickAll={(all) => setPicked(all ? new Set(parcels.map((p) => p._id)) : new Set())}
                columns={[
                  {
                    head: t('intake.tracking'),
                    cell: (p) => p.productOrderId,
                    td: () => ({ ff: 'monospace' }),
                  },
                  { head: t('common.axid'), cell: (p) => p.AXID ?? '—' },
                  { head: t('common.category'), cell: (p) => categoryName(p.productName, i18n.language) },
                  { head: t('common.weight'), cell: (p) => p.weight ?? '—' },
                ]}
              />
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}
