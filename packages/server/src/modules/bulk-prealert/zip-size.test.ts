// The XLSX guard (bulk pre-alert): a zip is measured by unpacking it under a cap, so a small file that
// unpacks to gigabytes never reaches the workbook reader.
import { deflateRawSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { BULK_PREALERT } from '@amanati/shared/bulk-prealert';
import { MSG } from '@amanati/shared/messages';
import { readBulkFile } from './bulk-file.ts';
import { zipUnpackedBytes } from './zip-size.ts';

/** A zip of one deflated entry, written by hand so the test controls its declared sizes. */
function zipOf(name: string, content: Buffer, declaredSize = content.length): Buffer {
  const packed = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + fileName.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}

describe('zip size guard', () => {
  it('measures a real workbook', async () => {
    const xlsx = await writeXlsxFile([[{ value: 'tracking' }]] as never).toBuffer();
    const size = zipUnpackedBytes(xlsx, 10 * 1024 * 1024);
    expect(size).toBeGreaterThan(xlsx.length);
  });

  it('stops at the cap whatever the zip declares', () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(8 * 1024 * 1024), 100);
    expect(bomb.length).toBeLessThan(20_000);
    expect(zipUnpackedBytes(bomb, 1024 * 1024)).toBeNull();
    expect(zipUnpackedBytes(bomb, 16 * 1024 * 1024)).toBe(8 * 1024 * 1024);
  });

  it('refuses a broken zip', () => {
    const zip = zipOf('a.txt', Buffer.from('hello'));
    expect(zipUnpackedBytes(zip, 1000)).toBe(5);
    expect(zipUnpackedBytes(zip.subarray(0, zip.length - 30), 1000)).toBeNull();
    expect(zipUnpackedBytes(Buffer.from('PK\u0003\u0004 not really'), 1000)).toBeNull();
  });

  it('makes the upload refuse a real workbook that unpacks past 50 MB', async () => {
    // Without the guard the reader would read it and find no required column (bulk_header_missing).
    const huge = await writeXlsxFile([[{ value: 'a'.repeat(51 * 1024 * 1024) }]] as never).toBuffer();
    expect(huge.length).toBeLessThan(BULK_PREALERT.maxFileBytes);
    await expect(readBulkFile(huge)).rejects.toMatchObject({ statusCode: 400, code: MSG.bulkFileType });
    const small = await writeXlsxFile([[{ value: 'a' }]] as never).toBuffer();
    await expect(readBulkFile(small)).rejects.toMatchObject({ code: MSG.bulkHeaderMissing });
  });
});
