/** Search terms staff type into the back office. */

/** `%`, `_` and `\` typed by staff are literal characters in a search, not patterns: `ilike` a part. */
export const likeTerm = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The same literal escaping for a whole-value `ilike` (case-insensitive equality). */
export const likeExact = (q: string): string => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A phone as staff type it — spaces, dashes, brackets, with or without the country code (+995, 995,
 * 00995) — as stored: the 9 national digits. Anything else stays as typed.
 */
export function nationalPhone(q: string): string {
  const digits = q.replace(/[\s\-().]/g, '');
  const m = /^(?:\+|00)?995(\d{9})$/.exec(digits);
  return m ? m[1]! : digits;
}

/** A page of rows with the total count, read side by side. */
export async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [list, [n]] = await Promise.all([rows, total]);
  return { rows: list, count: n?.n ?? 0 };
}

export interface Page {
  skip: number;
  limit: number;
}
