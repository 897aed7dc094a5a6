/**
 * The insurance premium within a parcel's price on the invoice (issue 21 §4). Its own dictionary: mount it
 * inside a Suspense.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';

export function InvoiceInsurance({ lari }: { lari: number }) {
  const { t } = useTranslation('insurance');
  return (
    <Text component="span" display="block" size="xs" c="dimmed" data-testid="invoice-insurance">
      {t('invoiceLine', { amount: formatMoney(lari) })}
    </Text>
  );
}
