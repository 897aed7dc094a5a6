/**
 * What a customs hold asks of the customer (issue 16 §5): the state fee to pay to the treasury code with
 * their personal id as payer (each copyable), the receipt upload with its progress, the VAT and duty once
 * customs assessed them, and where the group stands.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@amanati/shared/constants';
import { formatLari } from '@amanati/shared/money';
import { CopyButton } from '../../../components/signed-in/copy-button.tsx';
import { errorText, messageText } from '../../../lib/messages.ts';
import type { CustomsHoldAnswer } from '@amanati/shared/answers/customs';
import { upload } from '../../../lib/api.ts';
import { customsHoldsKey, type CustomsHold } from '../api/customs-holds.ts';
import { parcelKeys } from '../api/parcels.ts';

function Line({ label, value, copy }: { label: string; value: ReactNode; copy?: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal" c="dimmed">
        {label}
      </Table.Th>
      <Table.Td fw={600}>
        <Group gap="xs" wrap="nowrap">
          {value}
          {copy && <CopyButton value={copy} label={label} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The state-fee receipt for a held group, sent with upload progress. */
const uploadReceipt = (groupId: string, file: File, onProgress?: (percent: number) => void) =>
  upload<CustomsHoldAnswer>(
    `/api/customs/holds/${encodeURIComponent(groupId)}/receipt`,
    file,
    {},
    { onProgress },
  );

export function CustomsHoldModal({ hold, onClose }: { hold: CustomsHold | null; onClose: () => void }) {
  const { t } = useTranslation('parcels');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!hold) return null;
  const payable = hold.reason === 'clearance' && hold.state !== 'cleared';

  const send = () => {
    if (!file) return setError(t('hold.chooseFile'));
    if (file.size > LIMITS.fileMaxBytes) return setError(messageText('file_too_large'));
    setError(null);
    setProgress(0);
    uploadReceipt(hold.groupId, file, setProgress).then(
      async () => {
        setFile(null);
        setProgress(null);
        await client.invalidateQueries({ queryKey: customsHoldsKey });
        await client.invalidateQueries({ queryKey: parcelKeys.lists });
      },
      (err: unknown) => {
        setProgress(null);
        setError(errorText(err) ?? t('hold.uploadFailed'));
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`hold.state.${hold.state}`)}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack>
        <Text size="sm">{t(`hold.explain.${hold.reason === 'undeclared' ? 'undeclared' : hold.state}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('hold.parcels', { tracking: hold.parcels.map((p) => p.productOrderId).join(', ') })}
          {hold.flight ? ` · ${t('timeline.flight', { flight: hold.flight })}` : ''}
        </Text>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {hold.reason === 'clearance' && (
              <>
                <Line label={t('hold.value')} value={`${formatLari(hold.valueTetri)} ₾`} />
                <Line
                  label={t('hold.fee')}
                  value={`${formatLari(hold.stateFeeTetri)} ₾`}
                  copy={formatLari(hold.stateFeeTetri)}
                />
                <Line label={t('hold.treasuryCode')} value={hold.treasuryCode} copy={hold.treasuryCode} />
                <Line
                  label={t(`hold.payer.${hold.payer.kind}`)}
                  value={hold.payer.id ?? t('hold.payerMissing')}
                  copy={hold.payer.id ?? undefined}
                />
                <Line label={t('hold.payerName')} value={hold.payer.name} />
              </>
            )}
            {hold.vatTetri !== null && (
              <>
                <Line label={t('hold.vat')} value={`${formatLari(hold.vatTetri)} ₾`} />
                <Line label={t('hold.duty')} value={`${formatLari(hold.dutyTetri ?? 0)} ₾`} />
              </>
            )}
          </Table.Tbody>
        </Table>
        {hold.receipt && (
          <Anchor
            href={`/uploads/receipts/${encodeURIComponent(hold.receipt)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('hold.receiptSent')}
          </Anchor>
        )}
        {payable && (
          <Stack gap="xs">
            <FileInput
              label={t(hold.receipt ? 'hold.replaceReceipt' : 'hold.receipt')}
              placeholder={t('hold.chooseFile')}
              description={t('hold.receiptHint')}
              accept="application/pdf,image/png,image/jpeg"
              value={file}
              onChange={setFile}
              clearable
              error={error}
            />
            {progress !== null && <Progress value={progress} aria-label={t('hold.uploading')} />}
            <Button onClick={send} loading={progress !== null} disabled={!file}>
              {t('hold.send')}
            </Button>
          </Stack>
        )}
        {!payable && error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Modal>
  );
}
