/** A PDF's text, page by page, read back with PDF.js: tests check what a generated document says. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes over (detaches) the buffer it is given: it gets a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n\f\n');
}
