/** The customer's statement in the panel, its CSV export and the PDF receipts (issue 20 §5). */
import { eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { formatLari } from '@amanati/shared/money';
import { tbilisiDateTime } from '@amanati/shared/tbilisi-time';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.ts';
import { renderReceipt } from './receipt-pdf.ts';
import { isLedgerId, statementRows } from './statement.ts';
import { describeEntries, entryWire, hasReceipt, receiptNumber } from './statement-entries.ts';
import { STATEMENT_TEXTS, kindText, methodText, type FileLanguage } from './statement-texts.ts';

/** A CSV holds at most this many entries: years of a busy customer, still one quick file. */
export const CSV_MAX_ROWS = 20_000;

/** Excel reads a UTF-8 file as the machine's code page unless it starts with the byte order mark. */
const BOM = '\uFEFF';

export function createStatementService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;

  async function owner(accountId: string) {
    const [a] = await db
      .select({
        axid: accounts.axid,
        type: accounts.type,
        indEntrepreneur: accounts.indEntrepreneur,
        nameKa: accounts.nameKa,
        lastNameKa: accounts.lastNameKa,
        nameEn: accounts.nameEn,
        lastNameEn: accounts.lastNameEn,
        ltdName: accounts.ltdName,
        language: accounts.language,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!a) throw unauthorized();
    const person = (ka: boolean) =>
      (ka ? `${a.nameKa} ${a.lastNameKa}` : `${a.nameEn} ${a.lastNameEn}`).trim();
    const name = (lang: FileLanguage) =>
      a.type === 2 && !a.indEntrepreneur && a.ltdName
        ? a.ltdName
        : person(lang === 'ka') || person(lang !== 'ka');
    return { axid: a.axid, language: a.language, name };
  }

  return {
    async page(accountId: string, q: { from?: string; to?: string; cursor?: string; limit: number }) {
      const rows = await statementRows(db, accountId, {
        ...q,
        after: q.cursor ? decodeCursor('ms', q.cursor, isLedgerId) : undefined,
      });
      const page = rows.slice(0, q.limit);
      const entries = await describeEntries(db, accountId, page);
      const last = page.at(-1);
      return {
        entries: entries.map(entryWire),
        next: rows.length > q.limit && last ? encodeCursor('ms', last.place, last.id) : null,
      };
    },

    /** The period's entries as CSV, newest first, with headers and words in the customer's language. */
    async csv(accountId: string, q: { from?: string; to?: string; lang?: FileLanguage }) {
      const lang = q.lang ?? (await owner(accountId)).language;
      const t = STATEMENT_TEXTS[lang];
      const rows = await statementRows(db, accountId, { ...q, limit: CSV_MAX_ROWS - 1 });
      const entries = await describeEntries(db, accountId, rows);
      const header = [t.csv.date, t.csv.what, t.csv.method, t.csv.reference, t.csv.amount, t.csv.balance];
      const lines = entries.map((e) => [
        tbilisiDateTime(e.createdAt),
        kindText(e, lang),
        methodText(e, lang),
        e.reference ?? '',
        formatLari(e.amountTetri),
        formatLari(e.balanceAfterTetri),
      ]);
      return BOM + stringify([header, ...lines], { record_delimiter: 'windows' });
    },

    /** The PDF receipt of one of the account's incoming payments or flight payments; 404 for anything else. */
    async receipt(accountId: string, ledgerId: string, lang?: FileLanguage) {
      if (!isLedgerId(ledgerId)) throw notFound();
      // Scoped to the account: another customer's entry is as unknown as a missing one.
      const [entry] = await statementRows(db, accountId, { limit: 1, only: Number(ledgerId) });
      if (!entry || !hasReceipt(entry)) throw notFound();
      const [described] = await describeEntries(db, accountId, [entry]);
      const who = await owner(accountId);
      const language = lang ?? who.language;
      const pdf = await renderReceipt(described!, { name: who.name(language), axid: who.axid }, language);
      return { pdf, fileName: `${receiptNumber(entry.id)}.pdf` };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
