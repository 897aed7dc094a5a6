/** Demo news pictures, drawn at seed time (no binary files in the repository): full size and `middle-`. */
import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';
import { randomFileName } from '../../lib/storage.ts';

export const NEWS_PHOTO_SIZES = {
  full: { width: 1200, height: 675 },
  middle: { width: 600, height: 338 },
} as const;

/** A small number from a text, the same each time: it places the picture's circles. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/**
 * A gradient, a parcel and a few soft circles placed by `seed`: no words, so the picture suits the
 * Georgian, English and Russian pages alike.
 */
function svg(hue: number, seed: string): string {
  const { width, height } = NEWS_PHOTO_SIZES.full;
  let h = hashOf(seed);
  const next = (n: number) => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    return h % n;
  };
  const circles = Array.from(
    { length: 5 },
    () =>
      `<circle cx="${next(width)}" cy="${next(height)}" r="${60 + next(140)}" fill="rgba(255,255,255,${(0.06 + next(10) / 100).toFixed(2)})"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,25%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${circles}
  <g fill="none" stroke="rgba(255,255,255,0.85)" stroke-width="10" stroke-linejoin="round">
    <path d="M450 250 L600 180 L750 250 L750 420 L600 490 L450 420 Z"/><path d="M450 250 L600 320 L750 250 M600 320 L600 490"/>
  </g>
</svg>`;
}

/** Draws one picture (its circles placed by `seed`, e.g. the news title), stores both sizes, and returns the name the news row keeps. */
export async function createNewsPhoto(storage: Storage, hue: number, seed: string): Promise<string> {
  const name = randomFileName('jpg');
  const full = await sharp(Buffer.from(svg(hue, seed)))
    .jpeg({ quality: 80 })
    .toBuffer();
  const middle = await sharp(full)
    .resize(NEWS_PHOTO_SIZES.middle.width, NEWS_PHOTO_SIZES.middle.height)
    .jpeg({ quality: 78 })
    .toBuffer();
  await storage.put('news', name, full);
  await storage.put('news', `middle-${name}`, middle);
  return name;
}
