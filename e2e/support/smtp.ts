/**
 * A mailbox for the journeys: a small SMTP server on a free local port that keeps every message it is
 * given. Start the app with `SMTP_URL: mailbox.url` and it delivers its mail here, as it would to a
 * real provider.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message as it arrived (headers and body). */
  raw: string;
  /** Subject and text with transfer encodings undone. */
  subject: string;
  text: string;
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** The first message to `to` that `match` accepts, waiting for it up to `timeoutMs`. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );
}

/** Quoted-printable to bytes (as a latin1 string): soft line breaks out, `=XX` to the byte. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text part of a message nodemailer wrote: plain, quoted-printable or base64, maybe in a multipart. */
function textOf(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const part = boundary
    ? (body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? body)
    : `${head}\n\n${body}`;
  const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
  const encoded = partBody.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64')
      : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(encoded) : encoded, 'latin1');
  return { subject, text: bytes.toString('utf8') };
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ to, raw, ...textOf(raw) });
        waiting.forEach((wake) => wake());
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, match = () => true, timeoutMs = 60_000) {
      const find = () => messages.find((m) => m.to.includes(to.toLowerCase()) && match(m));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
