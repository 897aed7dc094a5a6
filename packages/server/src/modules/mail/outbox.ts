/**
 * Mail goes through an outbox table: written in the caller's transaction, delivered by SMTP when
 * configured (several instances share the work with SKIP LOCKED), kept for the back office otherwise.
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import { arrayOf } from '../../lib/bulk.ts';
import { redactSecretLinks } from './redact.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: string;
}

export interface Outbox {
  enqueue(message: MailMessage, tx?: DbOrTx): Promise<void>;
  enqueueMany(messages: MailMessage[], tx?: DbOrTx): Promise<void>;
  /** Sends what is pending; returns how many were sent. */
  deliverPending(batch?: number): Promise<number>;
}

/** Mails sent before links were redacted on sending: their stored copies are redacted once per process. */
async function redactSentBefore(database: Database): Promise<void> {
  const rows = await database.query<{ id: string; text: string; html: string | null }>(
    `select id, text, html from mail_outbox where status = 'sent' and (text like '%token=%' or html like '%token=%')`,
  );
  for (const row of rows)
    await database.query(`update mail_outbox set text = $2, html = $3 where id = $1`, [
      row.id,
      redactSecretLinks(row.text),
      row.html === null ? null : redactSecretLinks(row.html),
    ]);
}

export function createOutbox(
  database: Database,
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Outbox {
  const transport: Transporter | undefined = smtpUrl ? createTransport(smtpUrl) : undefined;
  let redactedBefore = false;
  const outbox: Outbox = {
    enqueue(message, tx = database.db) {
      return outbox.enqueueMany([message], tx);
    },
    async enqueueMany(messages, tx = database.db) {
      if (messages.length === 0) return;
      const column = (pick: (m: MailMessage) => string | null | undefined) =>
        arrayOf(
          messages.map((m) => pick(m) ?? null),
          'text',
        );
      // Without a transport the mail is kept for staff to read, not left "pending" forever.
      const status = transport ? 'pending' : 'kept';
      // One statement for any number of mails (a flight's notifications): lib/bulk.ts.
      await tx.execute(sql`insert into ${mailOutbox} ("to", subject, text, html, kind, status)
        select t, s, x, h, k, ${status} from unnest(${column((m) => m.to)}, ${column((m) => m.subject)},
          ${column((m) => m.text)}, ${column((m) => m.html)}, ${column((m) => m.kind ?? 'message')}) as u(t, s, x, h, k)`);
    },
    async deliverPending(batch = 20) {
      if (!transport) return 0;
      if (!redactedBefore) {
        redactedBefore = true;
        await redactSentBefore(database).catch((err) => log.error({ err }, 'outbox redaction'));
      }
      let sent = 0;
      const rows = await database.query<{
        id: string;
        to: string;
        subject: string;
        text: string;
        html: string | null;
      }>(
        `update mail_outbox set attempts = attempts + 1
          where id in (select id from mail_outbox where status = 'pending' and attempts < 5
                       order by created_at limit $1 for update skip locked)
          returning id, "to", subject, text, html`,
        [batch],
      );
      for (const row of rows) {
        try {
          await transport.sendMail({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
          });
          // Sent: the stored copy keeps no working reset link.
          await database.query(
            `update mail_outbox set status = 'sent', sent_at = now(), text = $2, html = $3 where id = $1`,
            [row.id, redactSecretLinks(row.text), row.html === null ? null : redactSecretLinks(row.html)],
          );
          sent++;
        } catch (err) {
          log.warn({ err, mail: row.id }, 'mail delivery failed');
          await database.query(
            `update mail_outbox set last_error = $2, status = case when attempts >= 5 then 'failed' else 'pending' end where id = $1`,
            [row.id, String(err).slice(0, 500)],
          );
        }
      }
      return sent;
    },
  };
  return outbox;
}
