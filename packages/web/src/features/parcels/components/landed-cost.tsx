/**
 * The landed-cost estimate of a customs group (issue 16 §3): the goods' value, our shipping charge (or
 * "after weighing"), VAT, duty, the state fee of the value's band with its treasury code, our service fee
 * and the total; for a group of several parcels, each parcel's value, VAT and duty. An estimate only.
 * An insured parcel's premium (issue 21 §4) shows beside the shipping: charged with it, not by customs.
 */
import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import type { GroupEstimate } from './customs-draft.ts';

const lari = (tetri: number) => `${formatLari(tetri)} ₾`;

function ByParcel({ estimate, currentId }: { estimate: GroupEstimate; currentId?: string }) {
  const { t } = useTranslation('customs-groups');
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="xs" mt="xs" aria-label={t('estimate.byParcel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('estimate.parcel')}</Table.Th>
          <Table.Th ta="right">{t('estimate.parcelValue')}</Table.Th>
          <Table.Th ta="right">{t('estimate.parcelVat')}</Table.Th>
          <Table.Th ta="right">{t('estimate.parcelDuty')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {estimate.parcels.map((p) => {
          const share = estimate.shares.get(p.id)!;
          return (
            <Table.Tr key={p.id} fw={p.id === currentId ? 700 : undefined}>
              <Table.Td>{p.id === currentId ? t('estimate.thisParcel') : p.tracking}</Table.Td>
              <Table.Td ta="right">{lari(Math.round(p.valueTetri ?? 0))}</Table.Td>
              <Table.Td ta="right">{lari(share.vatTetri)}</Table.Td>
              <Table.Td ta="right">{lari(share.dutyTetri)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export function LandedCostEstimate({
  estimate,
  rules,
  currentId,
  title,
  insuranceTetri,
}: {
  estimate: GroupEstimate;
  rules: Pick<CustomsRules, 'vatPercent' | 'treasuryCode'>;
  /** The parcel the customer is looking at, named "this parcel" among the group's. */
  currentId?: string;
  title?: string;
  /** The insurance premium of the parcel the customer is looking at, when it is insured. */
  insuranceTetri?: number | null;
}) {
  const { t } = useTranslation('customs-groups');
  const { cost } = estimate;
  const several = estimate.parcels.length > 1;
  const heading =
    title ?? (several ? t('estimate.groupTitle', { count: estimate.parcels.length }) : t('estimate.title'));
  const rows: [string, string][] = [
    [t('estimate.value'), lari(cost.valueTetri)],
    [t('estimate.shipping'), cost.shippingKnown ? lari(cost.shippingTetri) : t('estimate.shippingLater')],
    ...(insuranceTetri == null ? [] : [[t('estimate.insurance'), lari(insuranceTetri)] as [string, string]]),
    [t('estimate.vat', { percent: rules.vatPercent }), lari(cost.vatTetri)],
    [t('estimate.duty'), lari(cost.dutyTetri)],
    [t('estimate.stateFee', { code: rules.treasuryCode }), lari(cost.stateFeeTetri)],
    [t('estimate.serviceFee'), lari(cost.serviceFeeTetri)],
  ];
  return (
    <Alert color="blue" variant="light" title={heading} aria-live="polite">
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" aria-label={heading}>
        <Table.Tbody>
          {rows.map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw="normal">
                {label}
              </Table.Th>
              <Table.Td ta="right">{amount}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('estimate.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              ≈ {lari(cost.totalTetri)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {several && <ByParcel estimate={estimate} currentId={currentId} />}
      <Text size="xs" c="dimmed" mt={4}>
        {cost.shippingKnown ? '' : `${t('estimate.noShipping')} `}
        {t('estimate.disclaimer')}
      </Text>
    </Alert>
  );
}
