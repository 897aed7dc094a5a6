/**
 * The statement's entries: date, what, method, reference, amount (+ green, − red), the balance after and
 * the receipt's download where one exists. From 1200 px; narrower windows get cards (statement-cards.tsx).
 */
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { methodLabel } from '@amanati/shared/answers/statement';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { StatementEntry } from '../api/statement.ts';

/** "Top-up", or "Payment at a branch" for the credit a counter payment makes. */
export const whatKey = (e: StatementEntry) => (e.method === 'counter' ? 'kinds.counter' : `kinds.${e.kind}`);

export function useMethodText() {
  const { t } = useTranslation('statement');
  return (e: StatementEntry) =>
    methodLabel(e, t(`methods.${e.method}`), (c) => t(`channels.${c}`, { defaultValue: c }));
}

/** "+50.00", "−12.50" (a real minus sign). */
export const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatMoney(Math.abs(amount))}`;

export interface StatementViewProps {
  entries: StatementEntry[];
  onReceipt: (entry: StatementEntry) => void;
  /** The entry whose receipt is on its way. */
  downloading?: string | null;
}

export function StatementTable({ entries, onReceipt, downloading = null }: StatementViewProps) {
  const { t } = useTranslation('statement');
  const methodText = useMethodText();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.what')}</Table.Th>
            <Table.Th>{t('columns.method')}</Table.Th>
            <Table.Th>{t('columns.reference')}</Table.Th>
            <Table.Th ta="right">{t('columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('columns.balance')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.receipt')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id} data-testid="statement-entry">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </Table.Td>
              <Table.Td>{t(whatKey(e))}</Table.Td>
              <Table.Td>{methodText(e)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {e.reference ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {/* Dark shades keep the contrast on the striped rows. */}
                <Text span size="sm" fw={700} c={e.amount < 0 ? 'red.9' : 'teal.9'}>
                  {t('money', { amount: signed(e.amount) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('money', { amount: formatMoney(e.balanceAfter) })}
              </Table.Td>
              <Table.Td>
                {e.receipt && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={downloading === e.id}
                    aria-label={t('receiptOf', { date: formatDateTime(e.at) })}
                    onClick={() => onReceipt(e)}
                  >
                    {t('receipt')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
