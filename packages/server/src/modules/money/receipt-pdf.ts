/**
 * A payment receipt as a one-page PDF (pdfkit). The font is DejaVu Sans from the `dejavu-fonts-ttf`
 * package (free licence, redistribution allowed): it has Georgian, Latin and Cyrillic glyphs, and comes
 * with npm, so no machine needs fonts of its own. pdfkit embeds only the glyphs used.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatLari } from '@amanati/shared/money';
import { tbilisiDateTime } from '@amanati/shared/tbilisi-time';
import type { StatementEntry } from './statement-entries.ts';
import { receiptNumber } from './statement-entries.ts';
import { STATEMENT_TEXTS, kindText, methodText, type FileLanguage } from './statement-texts.ts';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface ReceiptCustomer {
  name: string;
  axid: string;
}

/** Our name and details as printed on every receipt. */
const ISSUER = ['Amanati', 'amanati.ge'];

export function renderReceipt(
  entry: StatementEntry,
  customer: ReceiptCustomer,
  lang: FileLanguage,
): Promise<Buffer> {
  const t = STATEMENT_TEXTS[lang].receipt;
  const number = receiptNumber(entry.id);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `${t.title} ${number}`, Author: 'Amanati', Producer: 'Amanati', Creator: 'Amanati' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
  doc.font('bold').fontSize(20).text(ISSUER[0]!);
  doc.font('regular').fontSize(9).fillColor('#555555').text(ISSUER.slice(1).join(' · '));
  doc.moveDown(1.2);
  doc.font('bold').fontSize(15).fillColor('#000000').text(t.title);
  doc.moveDown(0.8);

  // Georgian and Russian words are written out; only the amount's unit stays GEL (the font lacks ₾).
  const rows: [string, string][] = [
    [t.number, number],
    [t.date, tbilisiDateTime(entry.createdAt)],
    [t.customer, `${customer.name} (${customer.axid})`.trim()],
    [t.what, kindText(entry, lang)],
    [t.amount, `${formatLari(Math.abs(entry.amountTetri))} GEL`],
    [t.method, methodText(entry, lang)],
    [t.reference, entry.reference ?? '—'],
  ];
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(9).fillColor('#555555').text(label);
    doc
      .font(label === t.amount ? 'bold' : 'regular')
      .fontSize(label === t.amount ? 14 : 11)
      .fillColor('#000000')
      .text(value);
    doc.moveDown(0.5);
  }
  doc.moveDown(1);
  doc.font('regular').fontSize(8).fillColor('#555555').text(t.footer);
  doc.end();
  return done;
}
