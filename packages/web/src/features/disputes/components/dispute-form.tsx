/**
 * Disputing a parcel's weight or size: what is wrong, why (required), and the weight expected if the
 * customer knows it. Checked with the shared schema the server applies; its refusals show here too.
 */
import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  DISPUTE_KINDS,
  DISPUTE_REASON_MAX,
  disputeRequest,
  type DisputeKind,
} from '@amanati/shared/disputes';
import { codeResolver } from '../../../lib/form.ts';
import { errorText, fieldErrorTexts } from '../../../lib/messages.ts';
import { useOpenDispute } from '../api/disputes.ts';

interface Values {
  kind: DisputeKind;
  reason: string;
  expectedWeightKg: string;
}

const resolve = codeResolver(disputeRequest);

export function DisputeForm({ parcelId, onDone }: { parcelId: string; onDone: () => void }) {
  const { t } = useTranslation('disputes');
  const open = useOpenDispute(parcelId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { kind: 'weight', reason: '', expectedWeightKg: '' },
    validate: (values) => resolve({ ...values, expectedWeightKg: values.expectedWeightKg.replace(',', '.') }),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await open.mutateAsync({
        kind: values.kind,
        reason: values.reason,
        expectedWeightKg: values.expectedWeightKg.trim().replace(',', '.') || undefined,
      });
      onDone();
    } catch (error) {
      const fields = fieldErrorTexts(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorText(error) ?? t('failed'));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('formTitle')}>
      <Stack gap="sm">
        <Radio.Group label={t('kindLabel')} {...form.getInputProps('kind')}>
          <Group mt={4}>
            {DISPUTE_KINDS.map((k) => (
              <Radio key={k} value={k} label={t(`kind.${k}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('reason')}
          description={t('reasonHint')}
          maxLength={DISPUTE_REASON_MAX}
          rows={3}
          required
          {...form.getInputProps('reason')}
        />
        <TextInput
          label={t('expected')}
          inputMode="decimal"
          autoComplete="off"
          w={{ base: '100%', xs: 200 }}
          {...form.getInputProps('expectedWeightKg')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={open.isPending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
