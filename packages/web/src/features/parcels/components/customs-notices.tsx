/**
 * While declaring: the customs estimate once the value reaches 300 lari (beyond the spec; rules in
 * shared `customs.ts`) and the wrong-declaration penalty notice of spec §5.
 */
import { Alert, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import {
  CUSTOMS_VAT_PERCENT,
  WRONG_DECLARATION_PENALTY_PERCENT as PENALTY,
  type CustomsEstimate as Estimate,
  wrongDeclarationPenaltyTetri,
} from '@amanati/shared/customs';

export function CustomsEstimate({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('parcels');
  const rows: [string, number][] = [
    [t('estimate.value'), estimate.valueTetri],
    ...(estimate.shippingTetri !== null
      ? [[t('estimate.shipping'), estimate.shippingTetri] as [string, number]]
      : []),
    [t('estimate.vat', { percent: CUSTOMS_VAT_PERCENT }), estimate.vatTetri],
    [t('estimate.fee'), estimate.feeTetri],
  ];
  return (
    <Alert color="blue" variant="light" title={t('estimate.title')} aria-live="polite">
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" aria-label={t('estimate.title')}>
        <Table.Tbody>
          {rows.map(([label, tetri]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw="normal">
                {label}
              </Table.Th>
              <Table.Td ta="right">{formatLari(tetri)} ₾</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('estimate.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              ≈ {formatLari(estimate.totalTetri)} ₾
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {estimate.shippingTetri === null ? `${t('estimate.noShipping')} ` : ''}
        {t('estimate.disclaimer')}
      </Text>
    </Alert>
  );
}

/** The line of the customer's own case, in bold (`<strong>`: emphasised for screen readers too). */
const ownCase = (text: string, own: boolean) => (own ? <strong>{text}</strong> : text);

/**
 * Spec §5: 40% of VAT the first time for an individual, 100% the second time, 100% for a legal entity;
 * the customer's own case in bold, and with a VAT estimate what a first wrong declaration would cost.
 */
export function PenaltyNotice({ legalEntity, vatTetri }: { legalEntity: boolean; vatTetri: number | null }) {
  const { t } = useTranslation('parcels');
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('penalty.title')}
      // Yellow on the light yellow background is below AA contrast: the title in the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('penalty.text')}</Text>
      <List size="sm" mt={4}>
        <List.Item>
          {ownCase(
            t('penalty.individual', { first: PENALTY.individualFirst, repeat: PENALTY.individualRepeat }),
            !legalEntity,
          )}
        </List.Item>
        <List.Item>
          {ownCase(t('penalty.legalEntity', { percent: PENALTY.legalEntity }), legalEntity)}
        </List.Item>
      </List>
      {vatTetri !== null && (
        <Text size="sm" mt={4}>
          {t('penalty.forThisParcel', {
            amount: formatLari(wrongDeclarationPenaltyTetri(vatTetri, { legalEntity })),
          })}
        </Text>
      )}
    </Alert>
  );
}
