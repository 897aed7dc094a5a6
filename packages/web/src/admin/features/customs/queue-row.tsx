/** One held group in the customs queue: who and what, the fee and receipt, VAT and duty, clear. */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomsQueueGroup } from '@amanati/shared/answers/admin/customs';
import { formatLari, parseLari } from '@amanati/shared/money';
import { OTHER_SHOP, SHOPS_BY_COUNTRY } from '@amanati/shared/shops';
import { FoldedFacts } from '../../components/paged-table.tsx';
import { toastDone, toastError } from '../../lib/toast.ts';
import { useAssess, useClear } from './queue-api.ts';

const COLOR = { held: 'orange', receipt: 'blue', cleared: 'green' } as const;

const lari = (tetri: number | null) => (tetri === null ? '' : formatLari(tetri));

const SHOP_NAMES = new Map(
  Object.values(SHOPS_BY_COUNTRY)
    .flat()
    .map((s) => [s.code, s.name]),
);

/** Where the group's parcels come from: the sender of personal parcels, else the shop. */
function sourceOf(p: CustomsQueueGroup['parcels'][number] | undefined): string | null {
  if (!p) return null;
  if (p.personalParcel) return p.senderName;
  if (p.shop === OTHER_SHOP) return p.otherShop;
  return p.shop ? (SHOP_NAMES.get(p.shop) ?? p.shop) : null;
}

/**
 * One group; `folded` (a narrow table), its value and state fee under the customer, its state under its
 * parcels and the clear button under the assessment.
 */
export function QueueRow({ group: g, folded = false }: { group: CustomsQueueGroup; folded?: boolean }) {
  const { t } = useTranslation('admin');
  const assess = useAssess();
  const clear = useClear();
  const [vat, setVat] = useState(lari(g.vatTetri));
  const [duty, setDuty] = useState(lari(g.dutyTetri));
  const [invalid, setInvalid] = useState(false);
  const open = g.state !== 'cleared';
  const source = sourceOf(g.parcels[0]);

  const save = () => {
    const v = parseLari(vat || '0');
    const d = parseLari(duty || '0');
    if (v === null || d === null || v < 0 || d < 0) return setInvalid(true);
    setInvalid(false);
    assess.mutate(
      { groupId: g.groupId, vat: v / 100, duty: d / 100 },
      { onSuccess: () => toastDone(t('customsQueue.assessedDone')), onError: toastError },
    );
  };
  const release = () =>
    clear.mutate(g.groupId, {
      onSuccess: () => toastDone(t('customsQueue.clearedDone', { axid: g.customer.AXID })),
      onError: toastError,
    });

  const status = (
    <Stack gap={4} align="flex-start">
      {/* Never cut to "Re…": every table's badges keep their width (scroll-table.css). */}
      <Badge color={COLOR[g.state]} variant="dot">
        {t(`customsQueue.filter.${g.state}`)}
      </Badge>
      {g.receipt && (
        <Anchor
          size="sm"
          href={`/uploads/receipts/${encodeURIComponent(g.receipt)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('customsQueue.openReceipt', { axid: g.customer.AXID })}
        </Anchor>
      )}
    </Stack>
  );
  const clearButton = open && (
    <Button
      size="xs"
      color="green"
      loading={clear.isPending}
      disabled={g.reason === 'clearance' && g.state === 'held'}
      title={g.reason === 'clearance' && g.state === 'held' ? t('customsQueue.waitReceipt') : undefined}
      onClick={release}
    >
      {t('customsQueue.clear')}
    </Button>
  );

  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{g.customer.AXID}</Text>
        <Text size="sm">{g.customer.name}</Text>
        {folded && (
          <FoldedFacts
            facts={[
              { head: t('customsQueue.value'), value: `${formatLari(g.valueTetri)} ₾`, nowrap: true },
              {
                head: t('customsQueue.fee'),
                value: `${formatLari(g.stateFeeTetri)} ₾ · ${g.payer.id ?? t('customsQueue.noPayerId')}`,
              },
            ]}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {g.parcels.map((p) => (
            <Text key={p._id} size="sm" ff="monospace">
              {p.productOrderId}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {[g.flight, source, t(`customsQueue.reason.${g.reason}`)].filter(Boolean).join(' · ')}
          </Text>
          {folded && status}
        </Stack>
      </Table.Td>
      {!folded && <Table.Td data-nowrap>{formatLari(g.valueTetri)} ₾</Table.Td>}
      {!folded && (
        <Table.Td>
          <Text size="sm" data-nowrap>
            {formatLari(g.stateFeeTetri)} ₾
          </Text>
          <Text size="xs" c="dimmed">
            {g.payer.id ?? t('customsQueue.noPayerId')}
          </Text>
        </Table.Td>
      )}
      {!folded && <Table.Td>{status}</Table.Td>}
      <Table.Td>
        {open ? (
          <Group gap={4} wrap="nowrap" align="flex-end">
            <TextInput
              size="xs"
              w={76}
              label={t('customsQueue.vat')}
              value={vat}
              error={invalid || undefined}
              onChange={(e) => setVat(e.currentTarget.value)}
            />
            <TextInput
              size="xs"
              w={76}
              label={t('customsQueue.duty')}
              value={duty}
              error={invalid || undefined}
              onChange={(e) => setDuty(e.currentTarget.value)}
            />
            <Button size="xs" variant="light" loading={assess.isPending} onClick={save}>
              {t('customsQueue.assess')}
            </Button>
          </Group>
        ) : g.vatTetri !== null ? (
          t('customsQueue.vatDuty', { vat: lari(g.vatTetri), duty: lari(g.dutyTetri) })
        ) : (
          '—'
        )}
        {invalid && (
          <Text size="xs" c="red" role="alert">
            {t('customsQueue.invalidAmount')}
          </Text>
        )}
        {folded && clearButton && (
          <Group mt="xs" gap={0}>
            {clearButton}
          </Group>
        )}
      </Table.Td>
      {!folded && <Table.Td>{clearButton}</Table.Td>}
    </Table.Tr>
  );
}
