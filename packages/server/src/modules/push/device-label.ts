/**
 * What the device list calls a subscription: browser and system from the User-Agent, short
 * ("Chrome · Android", "Safari · iPhone"). Only for the customer to tell devices apart; never trusted.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera|OPiOS\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/Vivaldi\//, 'Vivaldi'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1];

export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const parts = [first(BROWSERS, ua), first(SYSTEMS, ua)].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Browser';
}
