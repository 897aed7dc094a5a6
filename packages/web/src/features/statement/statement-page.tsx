/**
 * /statement: every top-up, payment, correction, refund and counter payment with its running balance,
 * narrowed to a period (Tbilisi dates), read page by page; the period as CSV, and each payment's PDF
 * receipt (issue 20 §5). Files come through the bearer token, so they are fetched, not linked.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EmptyNote, LoadError, LoadingLines } from '../../components/states.tsx';
import { errorText } from '../../lib/messages.ts';
import { notifyError } from '../../lib/notify.ts';
import { downloadReceipt, downloadStatementCsv, useStatement, type Period } from './api/statement.ts';
import { StatementCards } from './components/statement-cards.tsx';
import { StatementTable } from './components/statement-table.tsx';

export default function StatementPage() {
  const { t, i18n } = useTranslation('statement');
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const statement = useStatement(period);
  const [downloading, setDownloading] = useState<string | null>(null);
  const entries = statement.data?.pages.flatMap((p) => p.entries) ?? [];
  const narrowed = Boolean(period.from || period.to);
  // Seven columns need about 780 px of the page itself; with the side menu beside it (from 1024 px on)
  // that is a laptop's window. Narrower, one card per entry.
  const wide = useMediaQuery('(min-width: 1200px)', undefined, { getInitialValueInEffect: false });
  const Entries = wide ? StatementTable : StatementCards;

  const download = async (id: string, load: () => Promise<void>) => {
    setDownloading(id);
    try {
      await load();
    } catch (error) {
      notifyError(errorText(error) ?? t('downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack maw={1100} gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('from')}
          value={period.from}
          max={period.to || undefined}
          onChange={(e) => setPeriod((p) => ({ ...p, from: e.currentTarget.value }))}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={period.to}
          min={period.from || undefined}
          onChange={(e) => setPeriod((p) => ({ ...p, to: e.currentTarget.value }))}
        />
        {narrowed && (
          <Button variant="subtle" onClick={() => setPeriod({ from: '', to: '' })}>
            {t('allTime')}
          </Button>
        )}
        <Button
          variant="light"
          ml="auto"
          loading={downloading === 'csv'}
          onClick={() => void download('csv', () => downloadStatementCsv(period, i18n.language))}
        >
          {t('csv')}
        </Button>
      </Group>
      {statement.isPending ? (
        <LoadingLines lines={5} height={36} />
      ) : statement.isError ? (
        <LoadError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyNote>{narrowed ? t('emptyPeriod') : t('empty')}</EmptyNote>
      ) : (
        <>
          <Entries
            entries={entries}
            downloading={downloading}
            onReceipt={(e) => void download(e.id, () => downloadReceipt(e.id, i18n.language))}
          />
          {statement.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={statement.isFetchingNextPage}
                onClick={() => void statement.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
