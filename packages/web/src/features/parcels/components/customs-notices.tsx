/** While declaring: the wrong-declaration penalty notice of spec §5 (the estimate is landed-cost.tsx). */
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import {
  WRONG_DECLARATION_PENALTY_PERCENT as PENALTY,
  wrongDeclarationPenaltyTetri,
} from '@amanati/shared/customs';

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
