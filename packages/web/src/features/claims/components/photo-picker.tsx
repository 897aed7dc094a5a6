/** Photos to attach: PNG or JPEG from the camera or gallery, each with a preview and a way to remove it. */
import { useEffect, useMemo } from 'react';
import { ActionIcon, FileButton, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLAIM_PHOTOS_MAX } from '@amanati/shared/claims';

export function PhotoPicker({
  photos,
  onChange,
  error,
  required = false,
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation('claims');
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = CLAIM_PHOTOS_MAX - photos.length;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="claim-photos-label">
        {t('form.photos')}
        {required ? ' *' : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {t('form.photosHint', { max: CLAIM_PHOTOS_MAX })}
      </Text>
      {photos.length > 0 && (
        <Group gap="xs" aria-labelledby="claim-photos-label" role="list">
          {photos.map((photo, i) => (
            <div key={`${photo.name}-${i}`} role="listitem" style={{ position: 'relative' }}>
              <Image
                src={previews[i]}
                alt={t('form.photoPreview', { n: i + 1 })}
                w={84}
                h={84}
                fit="cover"
                radius="sm"
                data-testid="claim-photo-preview"
              />
              <ActionIcon
                size="sm"
                color="red"
                variant="filled"
                aria-label={t('form.removePhoto', { n: i + 1 })}
                style={{ position: 'absolute', top: 2, right: 2 }}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </div>
          ))}
        </Group>
      )}
      {room > 0 && (
        <FileButton
          multiple
          accept="image/png,image/jpeg"
          onChange={(files) => onChange([...photos, ...files].slice(0, CLAIM_PHOTOS_MAX))}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm" w="fit-content" data-testid="claim-photo-add">
              {t('form.addPhotos')}
            </Button>
          )}
        </FileButton>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
