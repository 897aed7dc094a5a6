/**
 * The template a customer fills: the header row and one example row, as CSV and as XLSX. The XLSX has a
 * second sheet with the codes a row may use (categories, shops per country, branches), read by no one
 * but the customer — the upload reads the first sheet only.
 */
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { BULK_COLUMNS, BULK_EXAMPLE_ROW } from '@amanati/shared/bulk-prealert';
import { CATEGORIES } from '@amanati/shared/categories';
import { BRANCHES } from '@amanati/shared/constants';
import { OTHER_SHOP, SHOPS_BY_COUNTRY } from '@amanati/shared/shops';

const example = BULK_COLUMNS.map((c) => BULK_EXAMPLE_ROW[c]);

/** With a UTF-8 byte order mark: without it Excel reads the file in the local code page and garbles Georgian. */
export const templateCsv = (): string => `\uFEFF${stringify([[...BULK_COLUMNS], example])}`;

const COUNTRY_CODES = { 1: 'CN', 2: 'US', 3: 'TR' } as const;

function codeRows(): (string | undefined)[][] {
  const rows: (string | undefined)[][] = [['column', 'value', 'meaning']];
  rows.push(
    ...Object.entries(COUNTRY_CODES).map(([id, code]) => ['country', code, `or ${id}`]),
    ...CATEGORIES.map((c) => ['category', c.code, c.name.en]),
    ...([1, 2, 3] as const).flatMap((country) =>
      SHOPS_BY_COUNTRY[country].map((s) => ['shop', s.name, `${COUNTRY_CODES[country]} (${s.code})`]),
    ),
    ['shop', 'other', `any other shop: its name in other_shop (${OTHER_SHOP})`],
    ...BRANCHES.map((b) => ['branch', b.code, `${b.city}; empty: your account's branch`]),
    ['personal', 'yes / no', 'a personal parcel needs sender_name'],
  );
  return rows;
}

export async function templateXlsx(): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const sheets = [
    {
      data: [BULK_COLUMNS.map(bold), example.map((value) => ({ value }))],
      sheet: 'Parcels',
      columns: BULK_COLUMNS.map((c) => ({ width: c === 'description' ? 30 : c === 'tracking' ? 22 : 12 })),
      stickyRowsCount: 1,
    },
    {
      data: codeRows().map((cells, i) => cells.map((value) => (i === 0 ? bold(value ?? '') : { value }))),
      sheet: 'Codes',
      columns: [{ width: 12 }, { width: 34 }, { width: 48 }],
      stickyRowsCount: 1,
    },
  ];
  return writeXlsxFile(sheets as never).toBuffer();
}
