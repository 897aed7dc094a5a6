/**
 * One flight: its data and edit, loading stock parcels of its country and destination city (by scanning,
 * one Enter per parcel, or by ticking them in the stock list), what it carries, the customs manifest, and
 * arrival at the landing time typed (default now).
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Language } from '@amanati/shared/localized';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { PaidBadge, StatusBadge } from '../../components/badges.tsx';
import { Fact } from '../../components/fact.tsx';
import { Page } from '../../components/page.tsx';
import { PickTable } from '../../components/pick-table.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { Warning } from '../../components/warning.tsx';
import { LoadError, Loading, QueryView } from '../../components/states.tsx';
import { downloadFile } from '../../lib/download.ts';
import { adminErrorText, adminFieldErrors, codeText } from '../../lib/errors.ts';
import { categoryName } from '../../lib/labels.ts';
import { toastDone, toastError } from '../../lib/toast.ts';
import { usePicked } from '../../lib/use-picked.ts';
import type { AdminParcel, StaffFlight } from '../../lib/types.ts';
import { useAddParcels, useArrive, useFlight, useParcels, useRemarks, type AddParcelsAnswer } from './api.ts';
import { isoToDay, isoToLocal, localToIso } from './flight-dates.ts';
import { FlightFormModal } from './flight-form.tsx';

/** The destination city of a flight's parcels (`tbilisi` flag): which branches can hand them over. */
const cityOf = (flight: StaffFlight) => (flight.tbilisi ? 'tbilisi' : 'kutaisi');

export function FlightPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const query = useFlight(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const flight = query.data;
  return (
    <Page
      title={t('flights.flightTitle', { code: flight.flightId })}
      actions={<FlightActions flight={flight} />}
    >
      <FlightFacts flight={flight} />
      {!flight.endAt && <LoadParcels flight={flight} />}
      <OnFlight flight={flight} />
    </Page>
  );
}

function FlightFacts({ flight: f }: { flight: StaffFlight }) {
  const { t, i18n } = useTranslation('admin');
  const remarks = useRemarks();
  const remark = remarks.data?.find((r) => r.key === f.remarkKey);
  const yes = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const facts: [string, string][] = [
    [t('common.country'), t(`country.${f.countryId}`)],
    [t('flights.number'), f.flightNumber || '—'],
    [t('flights.departure'), formatDate(f.startdAt)],
    [t('flights.estimated'), formatDate(f.estimatedAt)],
    [t('flights.deadline'), formatDateTime(f.declarationDeadline)],
    [t('flights.arrivedAt'), f.endAt ? formatDate(f.endAt) : '—'],
    [t('flights.remark'), (remark?.[i18n.language as Language] ?? f.remarkKey) || '—'],
    [t('flights.destination'), t(`flights.city.${cityOf(f)}`)],
    [t('flights.custom'), yes(f.custom)],
    [t('flights.updateStatus'), yes(f.updateStatus)],
  ];
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function FlightActions({ flight }: { flight: StaffFlight }) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const arrive = useArrive(flight._id);
  // The landing time in Tbilisi, as the datetime field takes it; now when the dialog opens.
  const [landedAt, setLandedAt] = useState('');
  const [landedError, setLandedError] = useState<string | null>(null);
  const openArrival = () => {
    setLandedAt(isoToLocal(new Date().toISOString()));
    setLandedError(null);
    setConfirming(true);
  };
  /** The same rules as the server's: a time, not in the future, not before the departure day (Tbilisi). */
  const checkLanding = (): string | null => {
    const iso = localToIso(landedAt);
    if (!iso) return codeText('invalid_value');
    if (Date.parse(iso) > Date.now()) return codeText('arrival_in_future');
    if (flight.startdAt && landedAt.slice(0, 10) < isoToDay(flight.startdAt))
      return codeText('arrival_before_departure');
    return null;
  };
  const confirmArrival = () => {
    const problem = checkLanding();
    setLandedError(problem);
    if (problem) return;
    arrive.mutate(localToIso(landedAt)!, {
      onSuccess: (r) => {
        setConfirming(false);
        toastDone(t('flights.arrived', { code: r.flight, count: r.parcels, customers: r.customers }));
      },
      onError: (error) => {
        const field = adminFieldErrors(error).endAt;
        if (field) setLandedError(field);
        else toastError(error);
      },
    });
  };
  const manifest = (ext: 'csv' | 'xlsx') =>
    downloadFile(
      `/api/admin/flights/${flight._id}/manifest.${ext}`,
      `manifest-${flight.flightId}.${ext}`,
    ).catch(toastError);
  return (
    <Group>
      {flight.endAt ? (
        <Badge color="green" variant="dot" size="lg">
          {t('flights.arrivedBadge')}
        </Badge>
      ) : (
        <Button onClick={openArrival}>{t('flights.markArrived')}</Button>
      )}
      <Button variant="default" onClick={() => void manifest('csv')}>
        {t('flights.manifestCsv')}
      </Button>
      <Button variant="default" onClick={() => void manifest('xlsx')}>
        {t('flights.manifestXlsx')}
      </Button>
      <Button variant="light" onClick={() => setEditing(true)}>
        {t('common.edit')}
      </Button>
      <FlightFormModal flight={flight} opened={editing} onClose={() => setEditing(false)} />
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('flights.arriveTitle')}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirmArrival();
          }}
        >
          <Stack>
            <Text>{t('flights.arriveText', { code: flight.flightId, count: flight.parcels ?? 0 })}</Text>
            <TextInput
              type="datetime-local"
              label={t('flights.landedAt')}
              description={t('flights.landedAtHint')}
              value={landedAt}
              onChange={(e) => setLandedAt(e.currentTarget.value)}
              error={landedError}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={arrive.isPending} data-autofocus>
                {t('flights.markArrived')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}

/** Scanning puts each parcel on at once; the stock list takes a ticked selection. */
function LoadParcels({ flight }: { flight: StaffFlight }) {
  const { t, i18n } = useTranslation('admin');
  const add = useAddParcels(flight._id);
  // Only what this flight may take: its country, and parcels for the branches of its city.
  const stock = useParcels({ status: 'stock', country: Number(flight.countryId), city: cityOf(flight) });
  const [scan, setScan] = useState('');
  const { picked, setPicked, toggle } = usePicked();
  const [last, setLast] = useState<AddParcelsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);

  const put = (select: { trackings?: string[]; parcelIds?: string[] }, after?: () => void) => {
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

function OnFlight({ flight }: { flight: StaffFlight }) {
  const { t } = useTranslation('admin');
  const query = useParcels({ flightId: flight._id });
  return (
    <section aria-label={t('flights.onFlight')}>
      <Title order={2} size="h4" mb="xs">
        {t('flights.onFlight')} {query.data ? `(${query.data.count})` : ''}
      </Title>
      <QueryView query={query} isEmpty={(d) => d.parcels.length === 0} empty={t('flights.nothingOn')}>
        {({ parcels }) => <ParcelsTable parcels={parcels} />}
      </QueryView>
    </section>
  );
}

/** Parcels with their charge and status; the owner on a flight's list, the flight on a customer's. */
export function ParcelsTable({
  parcels,
  of = 'flight',
}: {
  parcels: AdminParcel[];
  of?: 'flight' | 'customer';
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ScrollTable label={of === 'flight' ? t('flights.onFlight') : t('customers.parcels')} minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('intake.tracking')}</Table.Th>
            <Table.Th>{of === 'flight' ? t('common.axid') : t('handover.flight')}</Table.Th>
            <Table.Th>{t('common.category')}</Table.Th>
            <Table.Th>{t('common.weight')}</Table.Th>
            <Table.Th>{t('common.charge')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parcels.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td ff="monospace">{p.productOrderId}</Table.Td>
              <Table.Td>{(of === 'flight' ? p.AXID : p.flightId) ?? '—'}</Table.Td>
              <Table.Td>{categoryName(p.productName, i18n.language)}</Table.Td>
              <Table.Td>{p.weight ?? '—'}</Table.Td>
              <Table.Td>
                {p.price !== null ? `${p.price.toFixed(2)} ₾ ` : '—'}
                {p.price !== null && <PaidBadge paid={p.state === 'paid'} />}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={p.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
