/**
 * A bulk pre-alert file's bytes → its header and rows. An XLSX is told by its bytes (a zip holding a
 * workbook), anything else must be UTF-8 text and is read as CSV with `,`, `;` or tab between cells
 * (spreadsheets in Georgian and Russian locales save with `;`).
 */
import { fileTypeFromBuffer } from 'file-type';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { BULK_PREALERT, missingColumns, normalizeHeader } from '@amanati/shared/bulk-prealert';
import { MSG } from '@amanati/shared/messages';
import { badRequest } from '../../lib/errors.ts';
import { zipUnpackedBytes } from './zip-size.ts';

export interface BulkRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** Cells by normalized header name. */
  cells: Record<string, unknown>;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A workbook of 500 rows unpacks to well under this; more is a zip bomb, not a declaration list. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const fileType = () => badRequest(MSG.bulkFileType, { file: MSG.bulkFileType });

async function readXlsx(data: Buffer): Promise<unknown[][]> {
  try {
    return await readSheet(data);
  } catch {
    throw fileType();
  }
}

function readCsv(data: Buffer): unknown[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileType(); // not UTF-8 (e.g. saved in a legacy code page): the texts would arrive garbled
  }
  if (text.includes('\u0000')) throw fileType();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  return parsed.data;
}

const isBlank = (cells: readonly unknown[]) =>
  cells.every((c) => c === null || c === undefined || (typeof c === 'string' && c.trim() === ''));

/** Header checked, blank rows skipped (their numbers kept), at most `maxRows` rows of data. */
export async function readBulkFile(data: Buffer): Promise<BulkRow[]> {
  if (data.length === 0) throw badRequest(MSG.bulkFileEmpty, { file: MSG.bulkFileEmpty });
  // Measured before anything unpacks it: the type sniffer itself inflates a zip's first entries.
  if (data.subarray(0, 4).equals(ZIP_MAGIC) && zipUnpackedBytes(data, MAX_UNPACKED_BYTES) === null) {
    throw fileType();
  }
  const detected = await fileTypeFromBuffer(data);
  if (detected && detected.mime !== XLSX) throw fileType();
  const table = detected ? await readXlsx(data) : readCsv(data);

  const headerAt = table.findIndex((cells) => !isBlank(cells));
  if (headerAt < 0) throw badRequest(MSG.bulkFileEmpty, { file: MSG.bulkFileEmpty });
  const header = table[headerAt]!.map((c) => (typeof c === 'string' ? normalizeHeader(c) : ''));
  const missing = missingColumns(header);
  if (missing.length > 0) {
    throw badRequest(MSG.bulkHeaderMissing, Object.fromEntries(missing.map((c) => [c, MSG.required])));
  }

  const rows: BulkRow[] = [];
  for (let i = headerAt + 1; i < table.length; i++) {
    const values = table[i]!;
    if (isBlank(values)) continue;
    if (rows.length === BULK_PREALERT.maxRows) {
      throw badRequest(MSG.bulkTooManyRows, { file: MSG.bulkTooManyRows });
    }
    const cells: Record<string, unknown> = {};
    // The first column of a name wins; unknown columns (the customer's own notes) are left alone.
    header.forEach((name, at) => {
      if (name && !Object.hasOwn(cells, name)) cells[name] = values[at];
    });
    rows.push({ row: i + 1, cells });
  }
  if (rows.length === 0) throw badRequest(MSG.bulkFileEmpty, { file: MSG.bulkFileEmpty });
  return rows;
}
