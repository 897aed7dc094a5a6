/**
 * Bulk pre-alert on the Developers page (issue 22 §3): download the template, choose or drop a CSV/XLSX
 * file, upload it with progress, then read the report per row.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BULK_PREALERT } from '@amanati/shared/bulk-prealert';
import { ApiError } from '../../../lib/api.ts';
import { errorText, messageText } from '../../../lib/messages.ts';
import { BULK_TEMPLATE, useBulkPrealert } from './bulk-api.ts';
import { BulkReportView } from './bulk-report.tsx';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

/** The server's refusal of a whole file: its text, and for a header without required columns, which. */
function FileError({ error }: { error: unknown }) {
  const { t } = useTranslation('developers');
  const text = errorText(error) ?? t('bulk.networkError');
  const missing =
    error instanceof ApiError && error.code === 'bulk_header_missing' ? Object.keys(error.errors) : [];
  return (
    <Alert color="red" role="alert" title={t('bulk.refused')}>
      <Text size="sm">{text}</Text>
      {missing.length > 0 && (
        <Text size="sm" mt={4}>
          {t('bulk.missingColumns', { columns: missing.join(', ') })}
        </Text>
      )}
    </Alert>
  );
}

export function BulkPrealert() {
  const { t } = useTranslation('developers');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const send = useBulkPrealert(setProgress);
  const tooLarge = file !== null && file.size > BULK_PREALERT.maxFileBytes;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    send.reset();
  };
  const submit = () => {
    if (!file || tooLarge) return;
    setProgress(0);
    send.mutate(file);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bulk-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bulk-title">
          {t('bulk.title')}
        </Title>
        <Text size="sm">{t('bulk.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('bulk.limits', { rows: BULK_PREALERT.maxRows, mb: BULK_PREALERT.maxFileBytes / MB })}
        </Text>
        <Group gap="xs">
          <Button component="a" href={BULK_TEMPLATE.csv} download variant="default" size="compact-md">
            {t('bulk.templateCsv')}
          </Button>
          <Button component="a" href={BULK_TEMPLATE.xlsx} download variant="default" size="compact-md">
            {t('bulk.templateXlsx')}
          </Button>
        </Group>

        <Paper
          withBorder
          p="md"
          radius="md"
          data-testid="bulk-drop"
          style={{
            borderStyle: 'dashed',
            background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            choose(e.dataTransfer.files[0]);
          }}
        >
          <Stack gap="xs" align="flex-start">
            {/* Hidden: its button opens the file dialog, from the keyboard too; dropping is the other way in. */}
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={t('bulk.choose')}
              onChange={(e) => {
                choose(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
            <Text size="sm">{t('bulk.drop')}</Text>
            <Group gap="xs">
              <Button variant="light" onClick={() => input.current?.click()}>
                {t('bulk.choose')}
              </Button>
              <Button onClick={submit} disabled={!file || tooLarge} loading={send.isPending}>
                {t('bulk.upload')}
              </Button>
            </Group>
            {file ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="bulk-file">
                {t('bulk.chosen', { name: file.name, kb: Math.max(1, Math.round(file.size / 1024)) })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('bulk.noFile')}
              </Text>
            )}
            {tooLarge && (
              <Text size="sm" c="red.8" role="alert">
                {messageText('file_too_large')}
              </Text>
            )}
          </Stack>
        </Paper>

        {send.isPending && (
          <Stack gap={4}>
            <Progress
              value={progress < 100 ? progress : 100}
              animated={progress >= 100}
              aria-label={t('bulk.progress')}
            />
            <Text size="sm" c="dimmed" role="status">
              {progress < 100 ? t('bulk.sending', { percent: progress }) : t('bulk.checking')}
            </Text>
          </Stack>
        )}
        {send.isError && <FileError error={send.error} />}
        {send.data && <BulkReportView report={send.data} />}
        {!send.data && !send.isPending && !send.isError && (
          <Text size="sm" c="dimmed">
            {t('bulk.afterward')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
