/** The parcel's photos from the warehouse: thumbnails, each opening the full picture in a new tab. */
import { Anchor, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { IntakePhoto } from '../api/disputes.ts';

export const photoUrl = (photo: string) => `/uploads/labels/${encodeURIComponent(photo)}`;

export function IntakePhotos({ photos }: { photos: IntakePhoto[] }) {
  const { t } = useTranslation('disputes');
  return (
    <Group gap="xs">
      {photos.map((p) => (
        <Anchor
          key={p.photo}
          href={photoUrl(p.photo)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('photoOpen', {
            kind: t(`photoKind.${p.kind === 'reweighed' ? 'reweighed' : 'received'}`),
            at: formatDateTime(p.at),
          })}
        >
          <Image src={photoUrl(p.photo)} alt="" w={96} h={72} fit="cover" radius="sm" />
        </Anchor>
      ))}
    </Group>
  );
}
