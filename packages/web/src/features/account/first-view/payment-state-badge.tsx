/**
 * A flight's paid / unpaid state for this customer. Filled in dark teal and dark red: white text on
 * them keeps WCAG AA contrast at badge sizes, which Mantine's light green does not.
 */
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PaymentStateBadge({ state, size }: { state: 'paid' | 'unpaid'; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('account');
  return (
    <Badge color={state === 'paid' ? 'teal.9' : 'red.9'} variant="filled" size={size}>
      {t(`flights.state.${state}`)}
    </Badge>
  );
}
