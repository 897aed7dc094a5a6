/**
 * Payment at the counter (issue 17 §5): the customer's unpaid flights with their amounts, all ticked; "Take
 * payment" asks cash or card terminal and shows the amount (the ticked flights' total), then credits and
 * pays them in one step. The dialog's idempotency key is made when it opens, so a double click or a retry
 * takes the money once. After it, the receipt's number and a print link; the parcels below turn paid and
 * are ticked for hand-over without finding the customer again.
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterFlight, CounterMethod, CounterReceipt } from '@amanati/shared/answers/admin/counter';
import type { BranchCode } from '@amanati/shared/constants';
import { formatMoney } from '../../../lib/format.ts';
import { QueryView } from '../../components/states.tsx';
import { adminErrorText } from '../../lib/errors.ts';
import { useCounterUnpaid, useTakePayment } from './api.ts';

const money = (lari: number) => `${formatMoney(lari)} ₾`;

/** The sum of the ticked flights' amounts, in whole tetri (no float drift). */
export const pickedTotal = (flights: CounterFlight[], picked: Set<string>) =>
  flights.filter((f) => picked.has(f.code)).reduce((sum, f) => sum + Math.round(f.amount * 100), 0) / 100;

export function CounterPayment({ customerId, branch }: { customerId: string; branch: BranchCode }) {
  const { t } = useTranslation('admin');
  const unpaid = useCounterUnpaid(customerId, branch);
  const [receipt, setReceipt] = useState<CounterReceipt | null>(null);
  return (
    <Stack gap="sm">
      {receipt && <ReceiptNotice receipt={receipt} />}
      <QueryView
        query={unpaid}
        isEmpty={(d) => d.flights.length === 0 && d.owed === 0}
        empty={t('counter.nothingUnpaid')}
      >
        {(d) => (
          <UnpaidFlights
            key={`${d.flights.map((f) => `${f.code}:${f.amount}`).join()}:${d.owed}`}
            flights={d.flights}
            owed={d.owed}
            customerId={customerId}
            branch={branch}
            onPaid={setReceipt}
          />
        )}
      </QueryView>
    </Stack>
  );
}

function ReceiptNotice({ receipt }: { receipt: CounterReceipt }) {
  const { t } = useTranslation('admin');
  return (
    <Alert color="green" role="status" title={t('counter.taken', { amount: money(receipt.amount) })}>
      <Group gap="md">
        <Text size="sm">{t('counter.receiptNumber', { number: receipt.number })}</Text>
        <Anchor href={`/admin/receipts/${receipt.id}`} target="_blank" fw={600} size="sm">
          {t('counter.printReceipt')}
        </Anchor>
      </Group>
    </Alert>
  );
}

/** A balance below zero (storage fees): paid with the flights, first. */
function OwedLine({ owed }: { owed: number }) {
  const { t } = useTranslation('admin');
  if (owed <= 0) return null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="counter-owed">
      <Text size="sm">{t('counter.owed')}</Text>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {money(owed)}
      </Text>
    </Group>
  );
}

function UnpaidFlights({
  flights,
  owed,
  customerId,
  branch,
  onPaid,
}: {
  flights: CounterFlight[];
  owed: number;
  customerId: string;
  branch: BranchCode;
  onPaid: (receipt: CounterReceipt) => void;
}) {
  const { t } = useTranslation('admin');
  const [picked, setPicked] = useState(() => new Set(flights.map((f) => f.code)));
  const [open, setOpen] = useState(false);
  const total = (Math.round(pickedTotal(flights, picked) * 100) + Math.round(owed * 100)) / 100;
  const toggle = (code: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-yellow-light)">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('counter.unpaidTitle')}
        </Title>
        <Stack gap={4} role="group" aria-label={t('counter.unpaidTitle')}>
          {flights.map((f) => (
            <Group key={f.code} justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                checked={picked.has(f.code)}
                onChange={() => toggle(f.code)}
                label={
                  <span>
                    <span data-nowrap>{f.code}</span>{' '}
                    {/* Darker than "dimmed": the box's yellow would leave it below AA contrast. */}
                    <Text span size="sm" c="gray.8">
                      {f.arrivedHere > 0
                        ? t('counter.arrivedHere', { count: f.arrivedHere })
                        : t('counter.notHere')}
                    </Text>
                  </span>
                }
              />
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(f.amount)}
              </Text>
            </Group>
          ))}
          <OwedLine owed={owed} />
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} data-testid="counter-total">
            {t('counter.total', { amount: money(total) })}
          </Text>
          <Button onClick={() => setOpen(true)} disabled={total <= 0}>
            {t('counter.take')}
          </Button>
        </Group>
      </Stack>
      {open && (
        <TakePaymentDialog
          customerId={customerId}
          branch={branch}
          flights={flights.filter((f) => picked.has(f.code))}
          owed={owed}
          total={total}
          onClose={() => setOpen(false)}
          onPaid={(r) => {
            setOpen(false);
            onPaid(r);
          }}
        />
      )}
    </Paper>
  );
}

function TakePaymentDialog({
  customerId,
  branch,
  flights,
  owed,
  total,
  onClose,
  onPaid,
}: {
  customerId: string;
  branch: BranchCode;
  flights: CounterFlight[];
  owed: number;
  total: number;
  onClose: () => void;
  onPaid: (receipt: CounterReceipt) => void;
}) {
  const { t } = useTranslation('admin');
  const take = useTakePayment();
  const [method, setMethod] = useState<CounterMethod>('cash');
  // One key per dialog: every click and retry of this payment names the same one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  // A second click before the first re-rendered the button as busy sends nothing (the key would make
  // the server answer the same receipt anyway).
  const sending = useRef(false);

  const submit = () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    take.mutate(
      {
        customerId,
        branch,
        flights: flights.map((f) => f.code),
        amount: total,
        method,
        idempotencyKey,
      },
      {
        onSuccess: (r) => onPaid(r.receipt),
        onError: (error) => setFailure(adminErrorText(error)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('counter.dialogTitle')} centered>
      <Stack>
        <SegmentedControl
          aria-label={t('counter.method')}
          value={method}
          onChange={(v) => setMethod(v)}
          data={[
            { value: 'cash', label: t('counter.methods.cash') },
            { value: 'terminal', label: t('counter.methods.terminal') },
          ]}
          fullWidth
        />
        <Stack gap={2}>
          {flights.map((f) => (
            <Group key={f.code} justify="space-between">
              <Text size="sm">{f.code}</Text>
              <Text size="sm">{money(f.amount)}</Text>
            </Group>
          ))}
          <OwedLine owed={owed} />
        </Stack>
        <Text size="xl" fw={700} ta="center" data-testid="counter-amount">
          {money(total)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('counter.dialogHint')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={take.isPending}>
            {t(`counter.confirm.${method}`, { amount: money(total) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
