/**
 * The customs manifest of a flight as CSV and XLSX: AXID, receiver, tracking, category, quantity, value,
 * currency, weight, and the parcel's customs group with the group's total (issue 16 §4).
 */
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { CATEGORIES } from '@amanati/shared/categories';

export interface ManifestRow {
  axid: string;
  type: number;
  ind_entrepreneur: boolean;
  name_en: string;
  last_name_en: string;
  ltd_name_en: string;
  tracking: string;
  category: string | null;
  quantity: number | null;
  amount: string | null;
  currency: string | null;
  weight_kg: string | null;
  /** The customs group: AXID and its number on this flight. */
  group: string;
  group_total_tetri: number;
  group_needs_clearance: boolean;
}

const HEADER = [
  'AXID',
  'Receiver',
  'Tracking',
  'Category',
  'Quantity',
  'Declared value',
  'Currency',
  'Weight (kg)',
  'Customs group',
  'Group total (GEL)',
  'Group needs clearance',
];

function cells(r: ManifestRow): (string | number | null)[] {
  const receiver =
    r.type === 2 && !r.ind_entrepreneur ? r.ltd_name_en : `${r.name_en} ${r.last_name_en}`.trim();
  const category = CATEGORIES.find((c) => c.code === r.category)?.name.en ?? r.category ?? '';
  return [
    r.axid,
    receiver,
    r.tracking,
    category,
    r.quantity,
    r.amount === null ? null : Number(r.amount),
    r.currency ?? '',
    r.weight_kg === null ? null : Number(r.weight_kg),
    r.group,
    r.group_total_tetri / 100,
    r.group_needs_clearance ? 'yes' : 'no',
  ];
}

/** With a UTF-8 byte order mark: without it Excel reads the file in the local code page and garbles Georgian. */
export const manifestCsv = (rows: ManifestRow[]): string =>
  `\uFEFF${stringify([HEADER, ...rows.map(cells)])}`;

export async function manifestXlsx(rows: ManifestRow[]): Promise<Buffer> {
  const data = [
    HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((r) => cells(r).map((value) => ({ value: value ?? undefined }))),
  ];
  return writeXlsxFile(data as never, {
    columns: [12, 28, 24, 28, 10, 14, 10, 12, 14, 16, 12].map((width) => ({ width })),
  }).toBuffer();
}
