/** The parcel's intake photos as thumbnails, each opening the full picture in a new tab. */
import { Anchor, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IntakePhoto } from '@amanati/shared/answers/disputes';

export function DisputePhotos({ photos }: { photos: IntakePhoto[] }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs">
      {photos.map((p, i) => {
        const src = `/uploads/labels/${encodeURIComponent(p.photo)}`;
        return (
          <Anchor key={p.photo} href={src} target="_blank" rel="noopener noreferrer">
            <Image
              src={src}
              alt={t('disputes.photoAlt', { n: i + 1 })}
              w={120}
              h={90}
              fit="cover"
              radius="sm"
            />
          </Anchor>
        );
      })}
    </Group>
  );
}
