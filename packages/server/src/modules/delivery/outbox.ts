/**
 * One outbox for every channel (e-mail, SMS, push, webhooks): a row is written in the caller's transaction, so a
 * message exists exactly when the change it reports does, and delivered by the outbox job with retries.
 * Several instances share the work: each takes due rows with SKIP LOCKED and leases them (moves
 * `next_attempt_at` forward) before sending, so a row is never sent by two instances at once.
 * A channel without a sender (no SMTP_URL) keeps its messages for staff to read instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { DELIVERY_CHANNELS, outbox as outboxTable, type DeliveryChannel } from '../../db/schema/index.ts';
import { arrayOf, jsonArrayOf } from '../../lib/bulk.ts';
import { leaseSeconds, nextRetrySeconds } from './backoff.ts';
import type { ChannelSenders, OutgoingMessage, SendOutcome } from './channel.ts';
import { redactSecretLinks } from './redact.ts';

export interface OutboxMessage {
  /** E-mail unless said otherwise. */
  channel?: DeliveryChannel;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  payload?: Record<string, unknown>;
  kind?: string;
  accountId?: string | null;
  notificationId?: string | null;
  /** Not before this time (quiet hours); now when absent. */
  notBefore?: Date;
}

/** Kept for the callers written when the outbox carried mail only. */
export type MailMessage = OutboxMessage;

export interface Outbox {
  enqueue(message: OutboxMessage, tx?: DbOrTx): Promise<void>;
  enqueueMany(messages: OutboxMessage[], tx?: DbOrTx): Promise<void>;
  /** Sends what is due on every channel with a sender; returns how many were sent. */
  deliverPending(batch?: number): Promise<number>;
  /** Staff's "send again": a sent, failed or gone message goes back to the queue, due now. */
  resend(id: string): Promise<boolean>;
  /** Whether the channel has a sender here (otherwise its messages are kept, not sent). */
  sends(channel: DeliveryChannel): boolean;
}

/** Mails sent before links were redacted on sending: their stored copies are redacted once per process. */
async function redactSentBefore(database: Database): Promise<void> {
  const rows = await database.query<{ id: string; text: string; html: string | null }>(
    `select id, text, html from outbox
      where channel = 'email' and status = 'sent' and (text like '%token=%' or html like '%token=%')`,
  );
  for (const row of rows)
    await database.query(`update outbox set text = $2, html = $3 where id = $1`, [
      row.id,
      redactSecretLinks(row.text),
      row.html === null ? null : redactSecretLinks(row.html),
    ]);
}

interface TakenRow {
  id: string;
  channel: DeliveryChannel;
  account_id: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  payload: Record<string, unknown> | null;
  kind: string;
  attempts: number;
  created_at: Date;
}

/**
 * Channels whose batch is sent side by side: a webhook receiver may keep us waiting up to 10 s, and one
 * slow merchant must not hold up the others (nor the batch outlive its lease).
 */
const SIDE_BY_SIDE: ReadonlySet<DeliveryChannel> = new Set(['webhook']);

export function createOutbox(database: Database, senders: ChannelSenders, log: FastifyBaseLogger): Outbox {
  let redactedBefore = false;

  /** Takes up to `batch` due rows of one channel and leases them to this instance. */
  function take(channel: DeliveryChannel, batch: number) {
    return database.query<TakenRow>(
      `update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $3)
        where id in (select id from outbox
                      where channel = $1 and status = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at limit $2 for update skip locked)
        returning id, channel, account_id, "to", subject, text, html, payload, kind, attempts, created_at`,
      [channel, batch, leaseSeconds(channel)],
    );
  }

  async function settle(row: TakenRow, outcome: SendOutcome) {
    if (outcome.status === 'gone') {
      await database.query(`update outbox set status = 'gone', last_error = $2 where id = $1`, [
        row.id,
        outcome.reason.slice(0, 500),
      ]);
      return;
    }
    // Sent: a stored e-mail keeps no working reset link.
    const redact = row.channel === 'email';
    await database.query(
      `update outbox set status = 'sent', sent_at = now(), provider_ref = $2, last_error = null,
         text = $3, html = $4 where id = $1`,
      [
        row.id,
        outcome.providerRef ?? null,
        redact ? redactSecretLinks(row.text) : row.text,
        redact && row.html !== null ? redactSecretLinks(row.html) : row.html,
      ],
    );
  }

  async function failed(row: TakenRow, err: unknown) {
    log.warn({ err, message: row.id, channel: row.channel }, 'delivery failed');
    const ageSeconds = (Date.now() - new Date(row.created_at).getTime()) / 1000;
    const retry = nextRetrySeconds(row.channel, row.attempts, ageSeconds);
    await database.query(
      `update outbox set last_error = $2, status = $3,
         next_attempt_at = now() + make_interval(secs => $4) where id = $1`,
      [row.id, String(err).slice(0, 500), retry === null ? 'failed' : 'pending', retry ?? 0],
    );
  }

  const outbox: Outbox = {
    sends: (channel) => senders[channel] !== undefined,
    enqueue(message, tx = database.db) {
      return outbox.enqueueMany([message], tx);
    },
    async enqueueMany(messages, tx = database.db) {
      if (messages.length === 0) return;
      const column = (pick: (m: OutboxMessage) => string | null | undefined) =>
        arrayOf(
          messages.map((m) => pick(m) ?? null),
          'text',
        );
      const now = new Date().toISOString();
      // One statement for any number of messages (a flight's notifications): lib/bulk.ts.
      await tx.execute(sql`insert into ${outboxTable} (channel, "to", subject, text, html, payload, kind,
          account_id, notification_id, status, next_attempt_at)
        select c, t, s, x, h, p, k, a::uuid, n::uuid, st, w::timestamptz
          from unnest(${column((m) => m.channel ?? 'email')}, ${column((m) => m.to)},
            ${column((m) => m.subject ?? '')}, ${column((m) => m.text)}, ${column((m) => m.html)},
            ${jsonArrayOf(messages.map((m) => m.payload ?? null))}, ${column((m) => m.kind ?? 'message')},
            ${column((m) => m.accountId)}, ${column((m) => m.notificationId)},
            ${column((m) => (outbox.sends(m.channel ?? 'email') ? 'pending' : 'kept'))},
            ${column((m) => m.notBefore?.toISOString() ?? now)}) as u(c, t, s, x, h, p, k, a, n, st, w)`);
    },
    async deliverPending(batch = 20) {
      if (senders.email && !redactedBefore) {
        redactedBefore = true;
        await redactSentBefore(database).catch((err) => log.error({ err }, 'outbox redaction'));
      }
      let sent = 0;
      for (const channel of DELIVERY_CHANNELS) {
        const sender = senders[channel];
        if (!sender) continue;
        const deliver = async (row: TakenRow) => {
          const message: OutgoingMessage = {
            id: row.id,
            channel: row.channel,
            accountId: row.account_id,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            payload: row.payload,
            kind: row.kind,
            attempts: row.attempts,
          };
          try {
            const outcome = await sender.send(message);
            await settle(row, outcome);
            if (outcome.status === 'sent') sent++;
          } catch (err) {
            await failed(row, err);
          }
        };
        const rows = await take(channel, batch);
        if (SIDE_BY_SIDE.has(channel)) await Promise.all(rows.map(deliver));
        else for (const row of rows) await deliver(row);
      }
      return sent;
    },
    async resend(id) {
      const sending = DELIVERY_CHANNELS.filter((c) => outbox.sends(c));
      const rows = await database.query<{ id: string }>(
        `update outbox set status = case when channel = any($2::text[]) then 'pending' else 'kept' end,
           attempts = 0, next_attempt_at = now(), last_error = null
          where id = $1 and status in ('sent', 'failed', 'gone') returning id`,
        [id, sending],
      );
      return rows.length > 0;
    },
  };
  return outbox;
}
