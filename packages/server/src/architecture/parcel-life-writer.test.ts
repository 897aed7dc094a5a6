// One writer for a parcel's life (issue 15): outside modules/parcels/parcel-life.ts no code of the server
// or the journeys — source or test — changes a parcel's status or writes its timeline. Tests inside the
// parcels module may set up a state directly. The benchmarks' fixtures (bench/, tens of thousands of
// synthetic rows inserted in one statement) are data, not a parcel's life, and are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(root, '../../..');
const WRITER = path.join(root, 'modules/parcels/parcel-life.ts');
const PARCELS_MODULE = path.join(root, 'modules/parcels');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'migrations' ? [] : files(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Ways code can change a parcel's status or write a timeline event. */
const WRITES: [string, RegExp][] = [
  ['a timeline write (Drizzle)', /\.(?:insert|update|delete)\(\s*parcelEvents\s*\)/],
  [
    'a timeline write (SQL)',
    /(?:insert\s+into|update|delete\s+from)\s+(?:\$\{parcelEvents\}|"?parcel_events"?)/i,
  ],
  ['a new parcel row (Drizzle)', /\.insert\(\s*parcels\s*\)/],
  ['a status set through Drizzle', /\.update\(\s*parcels\s*\)\s*\.set\(\s*\{[^}]*\bstatus\s*:/s],
  ['a status set in SQL', /update\s+(?:\$\{parcels\}|"?parcels"?)\s+set\b[^;`'"]*\bstatus\s*=/i],
  ['a parcel inserted in SQL', /insert\s+into\s+(?:\$\{parcels\}|"?parcels"?)\s*\(/i],
];

const candidates = [...files(root), ...files(path.join(repo, 'e2e'))].filter(
  (f) => f !== WRITER && !f.startsWith(path.join(root, 'db/schema')) && f !== import.meta.filename,
);

describe("a parcel's life has one writer", () => {
  it('parcel-life.ts is the only code that changes a status or writes the timeline', () => {
    const offenders = candidates.flatMap((file) => {
      // The parcels module's own tests may put a parcel in a state directly.
      if (file.startsWith(PARCELS_MODULE) && file.endsWith('.test.ts')) return [];
      const text = readFileSync(file, 'utf8');
      return WRITES.filter(([, re]) => re.test(text)).map(
        ([what]) => `${path.relative(repo, file)}: ${what}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('would notice a writer elsewhere (the patterns match the writes parcel-life makes)', () => {
    const writer = readFileSync(WRITER, 'utf8');
    for (const [what, re] of [WRITES[1]!, WRITES[3]!]) expect(re.test(writer), what).toBe(true);
  });
});
