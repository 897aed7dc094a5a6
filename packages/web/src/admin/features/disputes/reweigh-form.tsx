/**
 * The answer to a dispute: the parcel weighed and measured again (sizes start as intake's), a new photo
 * (required: from a file or the camera, as at intake) and the words the customer reads.
 */
import { useState } from 'react';
import { Button, FileInput, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffDispute } from '@amanati/shared/answers/disputes';
import { DISPUTE_ANSWER_MAX } from '@amanati/shared/disputes';
import { FormFooter } from '../../components/form-footer.tsx';
import { cameraAvailable } from '../../lib/camera.ts';
import { toastDone } from '../../lib/toast.ts';
import { useFormFailure } from '../../lib/use-form-failure.ts';
import { CameraCapture } from '../intake/camera-capture.tsx';
import { useAnswerDispute } from './api.ts';

const SIZES = ['lengthCm', 'widthCm', 'heightCm'] as const;
type Fields = Record<'weightKg' | (typeof SIZES)[number] | 'answer', string>;

const sizeOf = (v: string) => (v.trim() === '' ? undefined : Number(v));

export function ReweighForm({ dispute }: { dispute: StaffDispute }) {
  const { t } = useTranslation('admin');
  const { before } = dispute;
  const [fields, setFields] = useState<Fields>({
    weightKg: '',
    lengthCm: before.lengthCm ? String(before.lengthCm) : '',
    widthCm: before.widthCm ? String(before.widthCm) : '',
    heightCm: before.heightCm ? String(before.heightCm) : '',
    answer: '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [camera, setCamera] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, setFailure, fail } = useFormFailure(setErrors);
  const answer = useAnswerDispute();
  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Read now: the event's target is gone by the time the update runs.
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    // The photo is the evidence of the new weight: asked for before anything is sent.
    const missing: Record<string, string> = {};
    if (!fields.weightKg.trim()) missing.weightKg = t('disputes.required');
    if (!fields.answer.trim()) missing.answer = t('disputes.required');
    if (!photo) missing.file = t('disputes.photoRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    answer.mutate(
      {
        id: dispute.id,
        photo,
        input: {
          weightKg: fields.weightKg.trim().replace(',', '.'),
          lengthCm: sizeOf(fields.lengthCm),
          widthCm: sizeOf(fields.widthCm),
          heightCm: sizeOf(fields.heightCm),
          answer: fields.answer,
        },
      },
      {
        onSuccess: () => toastDone(t('disputes.answered', { tracking: dispute.tracking })),
        onError: fail,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('disputes.formLabel', { tracking: dispute.tracking })}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <TextInput
            label={t('disputes.weight')}
            value={fields.weightKg}
            onChange={set('weightKg')}
            error={errors.weightKg}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          {SIZES.map((name) => (
            <TextInput
              key={name}
              label={t(`disputes.${name}`)}
              value={fields[name]}
              onChange={set(name)}
              error={errors[name]}
              inputMode="numeric"
              autoComplete="off"
            />
          ))}
        </SimpleGrid>
        <Group align="flex-end">
          <FileInput
            label={t('disputes.photo')}
            accept="image/png,image/jpeg"
            value={photo}
            onChange={setPhoto}
            clearable
            required
            error={errors.file}
            style={{ flex: 1 }}
          />
          {cameraAvailable() && (
            <Button variant="default" onClick={() => setCamera(true)}>
              {t('intake.camera.open')}
            </Button>
          )}
        </Group>
        <Textarea
          label={t('disputes.answer')}
          description={t('disputes.answerHint')}
          value={fields.answer}
          onChange={set('answer')}
          error={errors.answer}
          maxLength={DISPUTE_ANSWER_MAX}
          rows={3}
          required
        />
        <FormFooter failure={failure} busy={answer.isPending} submitLabel={t('disputes.submit')} />
        <CameraCapture
          opened={camera}
          onClose={() => setCamera(false)}
          onCapture={setPhoto}
          title={t('disputes.photo')}
        />
      </Stack>
    </form>
  );
}
