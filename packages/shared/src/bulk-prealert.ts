/**
 * Bulk pre-alert (issue 22 §3): a CSV or XLSX file of declarations, one per row. The columns are stable
 * English names; each row becomes the same declaration payload the panel sends, so `parcelDeclarationSchema`
 * and the server's `add` judge it exactly as they judge a declaration typed in the panel.
 */
import { z } from 'zod';
import { CATEGORIES } from './categories.ts';
import type { ParcelDeclarationInput } from './parcels.ts';
import { OTHER_SHOP, SHOPS_BY_COUNTRY } from './shops.ts';

export const BULK_PREALERT = {
  /** Data rows per file (the header row not counted). */
  maxRows: 500,
  /** Bytes per file: 500 rows of CSV are ~100 KB, so this leaves room for wide XLSX files. */
  maxFileBytes: 2 * 1024 * 1024,
  /** Uploads per account an hour, panel and API together. */
  uploadsPerHour: 30,
} as const;

/** The header names, in the template's order. */
export const BULK_COLUMNS = [
  'tracking',
  'country',
  'shop',
  'other_shop',
  'category',
  'quantity',
  'amount',
  'currency',
  'branch',
  'description',
  'personal',
  'sender_name',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** Columns every file must have; `shop` may be left out by a file of personal parcels only. */
export const BULK_REQUIRED_COLUMNS: readonly BulkColumn[] = [
  'tracking',
  'country',
  'category',
  'quantity',
  'amount',
  'currency',
];

/** The template's example row (a parcel from Taobao to the account's own branch). */
export const BULK_EXAMPLE_ROW: Record<BulkColumn, string> = {
  tracking: 'LP00123456789CN',
  country: 'CN',
  shop: 'Taobao',
  other_shop: '',
  category: '_CLOTHING_',
  quantity: '2',
  amount: '25.50',
  currency: 'USD',
  branch: '',
  description: 'ზამთრის ქურთუკი',
  personal: 'no',
  sender_name: '',
};

/** `Tracking`, ` other shop `, `Other-Shop` → the column's name; the UTF-8 byte order mark is dropped. */
export const normalizeHeader = (name: string): string =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The required columns a header row lacks. */
export const missingColumns = (header: readonly string[]): BulkColumn[] => {
  const have = new Set(header.map(normalizeHeader));
  return BULK_REQUIRED_COLUMNS.filter((c) => !have.has(c));
};

/** A cell as text: numbers of XLSX cells without exponent noise, booleans as yes/no, nothing as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.trim() : '';
}

const COUNTRIES: Record<string, 1 | 2 | 3> = {
  '1': 1,
  cn: 1,
  china: 1,
  '2': 2,
  us: 2,
  usa: 2,
  '3': 3,
  tr: 3,
  turkey: 3,
  türkiye: 3,
  turkiye: 3,
};

/** `CN`, `china`, `1` → 1; anything else stays as written, for the schema to refuse. */
function country(text: string): number | string | undefined {
  if (!text) return undefined;
  return COUNTRIES[text.toLowerCase()] ?? text;
}

const bare = (code: string) => code.replace(/^_+|_+$/g, '').toLowerCase();

/** `_CLOTHING_`, `clothing`, `Clothing` (its English name) → `_CLOTHING_`. */
function category(text: string): string | undefined {
  if (!text) return undefined;
  const key = text.toLowerCase();
  const found = CATEGORIES.find((c) => bare(c.code) === bare(text) || c.name.en.toLowerCase() === key);
  return found?.code ?? text;
}

/**
 * `_TAOBAO_`, `taobao`, `Taobao` (its name) → `_TAOBAO_`, looked up among the row's country's shops
 * first; `other` → `_OTHER_SHOP_`; empty with an other-shop text → `_OTHER_SHOP_`.
 */
function shop(text: string, otherShop: string, countryId: number | string | undefined): string | undefined {
  if (!text) return otherShop ? OTHER_SHOP : undefined;
  if (['other', 'other_shop', bare(OTHER_SHOP)].includes(bare(text))) return OTHER_SHOP;
  const own = typeof countryId === 'number' ? SHOPS_BY_COUNTRY[countryId as 1 | 2 | 3] : [];
  const all = [...own, ...Object.values(SHOPS_BY_COUNTRY).flat()];
  const key = text.toLowerCase();
  const found = all.find((s) => bare(s.code) === bare(text) || s.name.toLowerCase() === key);
  return found?.code ?? text;
}

const YES = ['yes', 'y', 'true', '1', 'კი', 'да'];
const NO = ['no', 'n', 'false', '0', 'არა', 'нет'];

/** yes/no (also true/false, 1/0, კი/არა, да/нет); empty is no; anything else is refused by the schema. */
function personal(text: string): boolean | string {
  const key = text.toLowerCase();
  if (!key || NO.includes(key)) return false;
  return YES.includes(key) ? true : text;
}

/** A lone decimal comma (`25,50`, as spreadsheets in Georgian or Russian write it) is a point. */
const amount = (text: string) => (/^\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text);

/** A row (cells by normalized header name) → the panel's declaration payload. */
export function rowToDeclaration(cells: Readonly<Record<string, unknown>>): ParcelDeclarationInput {
  const text = (c: BulkColumn) => cellText(cells[c]);
  const countryId = country(text('country'));
  const otherShop = text('other_shop');
  // Cast where the payload type names the valid values: anything else is the schema's to refuse, as in the panel.
  return {
    productOrderId: text('tracking'),
    senderCountryId: countryId,
    shop: shop(text('shop'), otherShop, countryId),
    otherShop: otherShop || undefined,
    productName: category(text('category')) as ParcelDeclarationInput['productName'],
    quantity: text('quantity'),
    amount: amount(text('amount')),
    currency: text('currency').toUpperCase() as ParcelDeclarationInput['currency'],
    branches: text('branch').toLowerCase() || undefined,
    description: text('description') || undefined,
    personalParcel: personal(text('personal')),
    senderName: text('sender_name') || undefined,
    // An invoice cannot travel in a bulk file: asking for clearance is done on the parcel, with its invoice.
    clearance: false,
    statusPage: 'waiting',
  };
}

/** The declaration's field → the file's column, so a report names what the customer can fix. */
const FIELD_COLUMNS: Record<string, string> = {
  productOrderId: 'tracking',
  senderCountryId: 'country',
  shop: 'shop',
  otherShop: 'other_shop',
  shopOther: 'other_shop',
  productName: 'category',
  quantity: 'quantity',
  amount: 'amount',
  currency: 'currency',
  branches: 'branch',
  description: 'description',
  personalParcel: 'personal',
  senderName: 'sender_name',
  // The invoice the customs rules ask for: added on the parcel afterwards, not in the file.
  file: 'invoice',
};

/** `{ field: code }` of a refused declaration → `{ column: code }`. */
export const errorsByColumn = (errors: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, code]) => [FIELD_COLUMNS[field] ?? field, code]));

export const BULK_OUTCOMES = ['created', 'duplicate', 'invalid'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const bulkRowReport = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1, the first declaration row 2. */
  row: z.number().int(),
  tracking: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  /** The new parcel's id (`created`). */
  parcelId: z.string().optional(),
  /** Why not created: a message code (`duplicate`, `invalid`). */
  message: z.string().optional(),
  /** Per column, a message code (`invalid`). */
  errors: z.record(z.string(), z.string()).optional(),
  /** The earlier row of the same file with this tracking number (a duplicate within the file). */
  duplicateOf: z.number().int().optional(),
});
export type BulkRowReport = z.infer<typeof bulkRowReport>;

export const bulkReport = z.object({
  counts: z.object({
    rows: z.number().int(),
    created: z.number().int(),
    duplicate: z.number().int(),
    invalid: z.number().int(),
  }),
  rows: z.array(bulkRowReport),
});
export type BulkReport = z.infer<typeof bulkReport>;
