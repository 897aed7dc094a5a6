/**
 * How many bytes a zip (an XLSX) unpacks to, found by unpacking each entry with a cap rather than by
 * trusting the sizes it declares: a 2 MB zip bomb could otherwise make the workbook reader hold gigabytes.
 */
import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The end-of-central-directory record, searched from the end (a zip comment may follow it). */
function endRecord(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

/** Total unpacked bytes, or null when the zip is malformed, uses ZIP64 or another method, or passes `limit`. */
export function zipUnpackedBytes(zip: Buffer, limit: number): number | null {
  try {
    const end = endRecord(zip);
    if (end < 0) return null;
    const entries = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (zip.readUInt32LE(at) !== CENTRAL) return null;
      const method = zip.readUInt16LE(at + 10);
      const packed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      if (packed === 0xffffffff || local === 0xffffffff) return null; // ZIP64: no workbook of ours needs it
      if (zip.readUInt32LE(local) !== LOCAL) return null;
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const body = zip.subarray(start, start + packed);
      if (method === 0) total += body.length;
      else if (method === 8) total += inflateRawSync(body, { maxOutputLength: limit - total + 1 }).length;
      else return null;
      if (total > limit) return null;
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    return total;
  } catch {
    return null; // out of bounds, a broken stream, or inflate passing the cap (RangeError)
  }
}
