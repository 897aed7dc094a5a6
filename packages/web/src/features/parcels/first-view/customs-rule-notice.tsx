/**
 * The red notice on the dashboard (spec §2): the customs rule as the terms state it (UX review 10) —
 * declare before the flight's deadline; parcels of one shop (or sender) on one flight are summed against
 * the threshold; undeclared parcels are held after the grace days. The numbers come from the rules in
 * force; until they have loaded, the same rule is said without them.
 */
import { useTranslation } from 'react-i18next';
import type { CustomsRules } from '@amanati/shared/customs-rules';
import { useIsDesktop } from '../../../components/use-desktop.ts';
import { useCustomsRules } from '../api/customs-rules.ts';
import { FoldableAlert } from './foldable-alert.tsx';

/** Whole lari as "300", otherwise with tetri ("300.50"). */
export const lariText = (tetri: number): string =>
  tetri % 100 === 0 ? String(tetri / 100) : (tetri / 100).toFixed(2);

export function CustomsRuleNotice() {
  const { t } = useTranslation('parcels');
  const rules: CustomsRules | undefined = useCustomsRules().data;
  const group = rules
    ? t(rules.comparison === 'gt' ? 'notice.groupOver' : 'notice.group', {
        threshold: lariText(rules.thresholdTetri),
      })
    : t('notice.groupLoading');
  const hold = rules ? t('notice.hold', { count: rules.graceDays }) : t('notice.holdLoading');
  // On a phone folded to its title: it would otherwise fill the first screen (issue 17 §2).
  const foldable = !useIsDesktop();
  return (
    <FoldableAlert color="red" variant="filled" title={t('notice.title')} foldable={foldable}>
      {t('notice.declare')} {group} {hold}
    </FoldableAlert>
  );
}
