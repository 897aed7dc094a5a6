/**
 * Loading a flight: scanning puts each parcel on at once; the stock list (its country, and parcels for
 * the branches of its city) takes a ticked selection. Refused parcels are listed with the reason; those the
 * customs gate refused may be let through with a written reason. A flight whose departure day has passed
 * says so, and the first parcels put on it wait for the operator to confirm (a late parcel, not a refusal).
 */
import { useRef, useState } from 'react';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddParcelsAnswer, StaffFlight } from '@amanati/shared/answers/admin/flights';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { formatDate } from '../../../lib/format.ts';
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

/** Whether the flight's departure day (in Tbilisi) is before today: it has left. */
export const departedBefore = (flight: Pick<StaffFlight, 'startdAt'>, now = new Date()): boolean =>
  flight.startdAt !== null && tbilisiDay(flight.startdAt) < tbilisiDay(now);

export function LoadParcels({ flight }: { flight: StaffFlight }) {
  const { t, i18n } = useTranslation('admin');
  const add = useAddParcels(flight._id);
  const stock = useParcels({ status: 'stock', country: Number(flight.countryId), city: cityOf(flight) });
  const [scan, setScan] = useState('');
  const { picked, setPicked, toggle } = usePicked();
  const [last, setLast] = useState<AddParcelsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);

  const departed = departedBefore(flight);
  // Confirmed once on this screen: the scans after it go on without asking again.
  const [lateConfirmed, setLateConfirmed] = useState(false);
  const [asking, setAsking] = useState<{ select: ParcelSelection; after?: () => void } | null>(null);
  const dated = { code: flight.flightId, date: formatDate(flight.startdAt) };

  const send = (select: ParcelSelection, after?: () => void) => {
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
  const put = (select: ParcelSelection, after?: () => void) => {
    if (departed && !lateConfirmed) setAsking({ select, after });
    else send(select, after);
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
        {departed && <Warning title={t('flights.departedTitle')}>{t('flights.departedText', dated)}</Warning>}
        <Modal
          opened={asking !== null}
          onClose={() => {
            setAsking(null);
            scanRef.current?.focus();
          }}
          title={t('flights.departedTitle')}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack>
            <Text>{t('flights.departedAsk', dated)}</Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setAsking(null);
                  scanRef.current?.focus();
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button
                color="orange"
                data-autofocus
                onClick={() => {
                  const waiting = asking;
                  setAsking(null);
                  setLateConfirmed(true);
                  if (waiting) send(waiting.select, waiting.after);
                }}
              >
                {t('flights.departedLoad')}
              </Button>
            </Group>
          </Stack>
        </Modal>
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
                    nowrap: true,
                  },
                  { head: t('common.axid'), cell: (p) => p.AXID ?? '—', nowrap: true },
                  {
                    head: t('common.category'),
                    cell: (p) => categoryName(p.productName, i18n.language),
                    secondary: true,
                  },
                  { head: t('common.weight'), cell: (p) => p.weight ?? '—', nowrap: true },
                ]}
              />
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}
