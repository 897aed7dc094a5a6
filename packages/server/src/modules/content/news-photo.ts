/**
 * An uploaded news photo becomes the two sizes the site serves, like the seeded ones: the full picture
 * (1200×675) and `middle-` (600×338), cover-cropped, as JPEG under a name of ours.
 */
import sharp from 'sharp';
import { MSG } from '@amanati/shared/messages';
import { NEWS_PHOTO_SIZES } from '../../db/seed/news-photos.ts';
import { badRequest } from '../../lib/errors.ts';
import { randomFileName, type Storage } from '../../lib/storage.ts';
import type { UploadedFile } from '../../lib/uploads.ts';

/** A 3 MB file can still decode to a gigantic bitmap; phone cameras stay well under this. */
const MAX_PIXELS = 60_000_000;

const notAPicture = () => badRequest(MSG.incorrectFileType, { file: MSG.incorrectFileType });

export async function storeNewsPhoto(storage: Pick<Storage, 'put'>, file: UploadedFile): Promise<string> {
  if (file.extension === 'pdf') throw notAPicture();
  let full: Buffer;
  let middle: Buffer;
  try {
    // rotate(): honour the camera's orientation tag before cropping.
    const source = sharp(file.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const size = (s: { width: number; height: number }, quality: number) =>
      source
        .clone()
        .resize(s.width, s.height, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
    [full, middle] = await Promise.all([size(NEWS_PHOTO_SIZES.full, 80), size(NEWS_PHOTO_SIZES.middle, 78)]);
  } catch {
    // Bytes that look like PNG/JPEG but do not decode are not a picture either.
    throw notAPicture();
  }
  const name = randomFileName('jpg');
  await storage.put('news', `middle-${name}`, middle);
  await storage.put('news', name, full);
  return name;
}
