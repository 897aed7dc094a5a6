/**
 * The readiness banner's customs groups (issue 16 §2): each group of the customer's parcels that reaches
 * the threshold while some of its parcels lack the invoice, named with its total and its parcels. Loaded
 * only when the banner has an invoice to ask for, so the first view does not carry the rules.
 */
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLari } from '@amanati/shared/charges';
import { useCustomsContext } from './customs-context.ts';
import { groupEstimates } from './customs-draft.ts';
import { groupLabel } from './group-text.ts';

export function ReadinessGroups() {
  const { t } = useTranslation('customs-groups');
  const { data } = useCustomsContext();
  if (!data) return null;
  const groups = groupEstimates(data.rules, data.parcels).filter(
    (g) =>
      g.group.needsClearance &&
      g.parcels.some((p) => !p.hasFile) &&
      // The banner's parcels: at the warehouse or on a flight.
      g.parcels.some((p) => p.status === 'stock' || p.status === 'sent'),
  );
  if (groups.length === 0) return null;
  return (
    <div data-testid="readiness-groups">
      <Text size="sm" fw={600} mt="xs">
        {t('groupTotal.bannerTitle')}
      </Text>
      <List spacing={4} size="sm">
        {groups.map((g) => (
          <List.Item key={g.group.key}>
            <Text span fw={600}>
              {groupLabel(g.parcels[0]!, t)}
            </Text>
            {': '}
            {t('groupTotal.bannerGroup', { total: formatLari(g.group.valueTetri) })}
            {' ('}
            {g.parcels
              .map((p) => `${p.tracking} — ${t(p.hasFile ? 'groupTotal.attached' : 'groupTotal.missing')}`)
              .join(', ')}
            {')'}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
