/**
 * Draws the installed app's icons (public/icons/*.png) from the logo of public/favicon.svg, in Debian's
 * Chromium. Run by hand when the logo changes — `npx tsx packages/web/build/icons.ts` — and commit the
 * PNGs: the build only copies them (a browser is not needed to build the app).
 *
 * - icon-{192,512}.png: the logo as the favicon shows it (rounded square, transparent corners);
 * - maskable-{192,512}.png: full-bleed blue, the cube inside the central 80 % circle that every launcher
 *   mask keeps (the "safe zone" of maskable icons);
 * - apple-touch-icon.png (180): iOS rounds the corners itself and shows transparency as black, so the
 *   full-bleed square too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The logo's cube (favicon.svg's path), drawn at `scale` around the centre of the 96-unit square. */
const cube = (scale: number) => {
  const shape = /<path [^>]*\/>/.exec(favicon)?.[0];
  if (!shape) throw new Error('icons: favicon.svg has no <path>');
  const shift = 48 * (1 - scale);
  return `<g transform="translate(${shift} ${shift}) scale(${scale})">${shape}</g>`;
};
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1864ab"/>${cube(scale)}</svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The cube reaches 33 units from the centre at scale 1; 0.8 keeps it well inside the 38.4-unit circle.
  { file: 'maskable-192.png', size: 192, svg: fullBleed(0.8) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
    console.log(`icons: public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
