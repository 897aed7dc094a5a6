/**
 * Filing a claim for a parcel: what happened (required) and photos (required for a damaged parcel), with
 * the most it may be approved for — the declared value when insured, else the liability per kg. The
 * upload's progress shows while the photos go out; the server's refusals show on their fields or above
 * the button.
 */
import { useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLAIM_DESCRIPTION_MAX, type ClaimKind } from '@amanati/shared/claims';
import { formatLari } from '@amanati/shared/money';
import { errorText, fieldErrorTexts } from '../../../lib/messages.ts';
import { useFileClaim } from '../api/claims.ts';
import { PhotoPicker } from './photo-picker.tsx';

export const DESCRIPTION_MIN = 10;

export function ClaimForm({
  parcelId,
  kind,
  capTetri,
  insured,
  onDone,
  onCancel,
}: {
  parcelId: string;
  kind: ClaimKind;
  capTetri: number;
  insured: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('claims');
  const file = useFileClaim();
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (description.trim().length < DESCRIPTION_MIN) found.description = t('form.descriptionShort');
    if (kind === 'damaged' && photos.length === 0) found.photos = t('form.photoRequired');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setProgress(0);
    try {
      await file.mutateAsync({
        inputs: { parcelId, description: description.trim() },
        photos,
        onProgress: setProgress,
      });
      onDone();
    } catch (error) {
      const fields = fieldErrorTexts(error);
      setErrors(fields);
      if (!fields.description && !fields.photos) setFailure(errorText(error) ?? t('form.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(`form.title.${kind}`)}>
      <Stack gap="sm">
        <Text fw={600}>{t(`form.title.${kind}`)}</Text>
        <Text size="sm" data-testid="claim-cap">
          {t('cap', { amount: formatLari(capTetri) })} — {t(insured ? 'insured' : 'uninsured')}
        </Text>
        <Textarea
          label={t('form.description')}
          description={t(`form.descriptionHint.${kind}`)}
          required
          rows={3}
          maxLength={CLAIM_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <PhotoPicker
          photos={photos}
          onChange={setPhotos}
          required={kind === 'damaged'}
          error={errors.photos}
        />
        {progress !== null && (
          <Progress value={progress} aria-label={t('form.uploading')} size="sm" animated />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={file.isPending}>
            {t('form.submit')}
          </Button>
          <Button variant="subtle" onClick={onCancel} disabled={file.isPending}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
