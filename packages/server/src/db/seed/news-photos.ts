/** Demo news pictures, drawn at seed time (no binary files in the repository): full size and `middle-`. */
import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';
import { randomFileName } from '../../lib/storage.ts';

export const NEWS_PHOTO_SIZES = {
  full: { width: 1200, height: 675 },
  middle: { width: 600, height: 338 },
} as const;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(hue: number, label: string): string {
  const { width, height } = NEWS_PHOTO_SIZES.full;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,25%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="none" stroke="rgba(255,255,255,0.85)" stroke-width="10" stroke-linejoin="round">
    <path d="M450 260 L600 190 L750 260 L750 430 L600 500 L450 430 Z"/><path d="M450 260 L600 330 L750 260 M600 330 L600 500"/>
  </g>
  <text x="600" y="600" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/** Draws one picture, stores both sizes, and returns the name the news row keeps. */
export async function createNewsPhoto(storage: Storage, hue: number, label: string): Promise<string> {
  const name = randomFileName('jpg');
  const full = await sharp(Buffer.from(svg(hue, label)))
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
