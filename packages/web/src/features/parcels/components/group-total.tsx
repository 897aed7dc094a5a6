/**
 * The running group total while declaring (issue 16 §2, UX review 10): with the customer's other parcels
 * of the same shop (or sender) on the same flight — before flying, of the same country — the total and
 * whether the group needs customs clearance, live as the customer types.
 */
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import type { DraftGroup } from './customs-draft.ts';
import { groupSource } from './group-text.ts';

export function GroupTotal({ group, rules }: { group: DraftGroup; rules: CustomsRules }) {
  const { t } = useTranslation('customs-groups');
  const count = group.others.length;
  if (count === 0) return null;
  const total = formatLari(group.group.valueTetri);
  const source = groupSource(group.draft);
  const head =
    'sender' in source
      ? t('groupTotal.sender', { count, sender: source.sender, total })
      : t('groupTotal.shop', { count, shop: source.shop, total });
  const needs = group.group.needsClearance;
  const verdict = needs
    ? t('groupTotal.needs')
    : t('groupTotal.under', { threshold: formatLari(rules.thresholdTetri) });
  return (
    <Alert
      color={needs ? 'orange' : 'gray'}
      variant="light"
      role="status"
      // Orange on the light orange background is below AA contrast: the text in the text colour.
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" fw={600} data-testid="group-total">
        {head} — {verdict}
      </Text>
      <Text size="xs" mt={2}>
        {group.draft.flightId
          ? t('groupTotal.onFlight', { flight: group.draft.flightId })
          : t('groupTotal.unflown')}
      </Text>
    </Alert>
  );
}
