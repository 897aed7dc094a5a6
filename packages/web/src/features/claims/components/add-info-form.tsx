/** The customer's answer to staff's request for more: a note and/or photos; the claim goes back to review. */
import { useState } from 'react';
import { Alert, Button, Progress, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLAIM_NOTE_MAX } from '@amanati/shared/claims';
import { errorText } from '../../../lib/messages.ts';
import { useAddClaimInfo } from '../api/claims.ts';
import { PhotoPicker } from './photo-picker.tsx';

export function AddInfoForm({ claimId, onDone }: { claimId: string; onDone?: () => void }) {
  const { t } = useTranslation('claims');
  const add = useAddClaimInfo(claimId);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!note.trim() && photos.length === 0) return setFailure(t('info.empty'));
    setProgress(0);
    try {
      await add.mutateAsync({ inputs: { note: note.trim() }, photos, onProgress: setProgress });
      setNote('');
      setPhotos([]);
      onDone?.();
    } catch (error) {
      setFailure(errorText(error) ?? t('form.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('info.title')}>
      <Stack gap="sm">
        <Textarea
          label={t('info.note')}
          rows={2}
          maxLength={CLAIM_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <PhotoPicker photos={photos} onChange={setPhotos} />
        {progress !== null && (
          <Progress value={progress} aria-label={t('form.uploading')} size="sm" animated />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={add.isPending} w="fit-content">
          {t('info.submit')}
        </Button>
      </Stack>
    </form>
  );
}
