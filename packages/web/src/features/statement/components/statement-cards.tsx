/**
 * The statement on a phone: one card per entry — what and when on the left, the signed amount and the
 * balance after on the right, method and reference below, the receipt's download last.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { StatementEntry } from '../api/statement.ts';
import { signed, useMethodText, whatKey, type StatementViewProps } from './statement-table.tsx';

export function StatementCards({ entries, onReceipt, downloading = null }: StatementViewProps) {
  const { t } = useTranslation('statement');
  const methodText = useMethodText();
  const card = (e: StatementEntry) => (
    <Paper component="li" key={e.id} withBorder radius="md" p="sm" data-testid="statement-entry">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {/* Never narrower than its longest word: the balance line beside it gives way instead. */}
        <div>
          <Text fw={700}>{t(whatKey(e))}</Text>
          <Text size="sm" c="dimmed">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </Text>
        </div>
        {/* The words of the balance line wrap; the sums never do. */}
        <div style={{ textAlign: 'right', minWidth: 0 }}>
          <Text fw={700} c={e.amount < 0 ? 'red.9' : 'teal.9'} style={{ whiteSpace: 'nowrap' }}>
            {t('money', { amount: signed(e.amount) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('columns.balance')}:{' '}
            <span style={{ whiteSpace: 'nowrap' }}>
              {t('money', { amount: formatMoney(e.balanceAfter) })}
            </span>
          </Text>
        </div>
      </Group>
      <Text size="sm" mt={4}>
        {methodText(e)}
      </Text>
      {e.reference && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('columns.reference')}: {e.reference}
        </Text>
      )}
      {e.receipt && (
        <Button
          mt="xs"
          size="compact-sm"
          variant="light"
          loading={downloading === e.id}
          aria-label={t('receiptOf', { date: formatDateTime(e.at) })}
          onClick={() => onReceipt(e)}
        >
          {t('receipt')}
        </Button>
      )}
    </Paper>
  );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map(card)}
    </Stack>
  );
}
