/**
 * A customer's webhook endpoints (issue 22 §4): made, changed, deleted, their secret rolled, a test event
 * sent, and the delivery log read and redelivered — the panel and `/api/v1/webhooks` share this. Every
 * query is narrowed to the account: another customer's endpoint or delivery is simply not found.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MSG } from '@amanati/shared/messages';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookInput,
  type UpdateWebhookInput,
} from '@amanati/shared/webhooks';
import type { WebhookDeliveryWire } from '@amanati/shared/answers/webhooks';
import type { AppContext } from '../../context.ts';
import { accounts, webhookEndpoints } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkHost } from './address-rules.ts';
import { eventEnvelope } from './events.ts';
import { newWebhookSecret } from './signature.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

interface DeliveryRow {
  id: string;
  event_id: string | null;
  type: string;
  status: string;
  created_at: Date | string;
  next_attempt_at: Date | string | null;
}
interface AttemptRow {
  delivery_id: string;
  at: Date | string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  response: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export interface WebhookOptions {
  /** Name resolution for the address check (tests give their own). */
  resolve?: (host: string) => Promise<string[]>;
}

export function createWebhooks(deps: Pick<AppContext, 'database' | 'config'>, opts: WebhookOptions = {}) {
  const { database, config } = deps;
  const { db } = database;

  /** Refuses addresses the configuration does not allow; answers the URL as stored. */
  async function checkUrl(raw: string): Promise<string> {
    const url = new URL(raw);
    if (config.webhooks.requireHttps && url.protocol !== 'https:')
      throw badRequest(MSG.webhookHttpsRequired, { url: MSG.webhookHttpsRequired });
    if (!config.webhooks.allowPrivate) {
      const verdict = await checkHost(url.hostname, opts.resolve);
      if (!verdict.ok) {
        const code = verdict.reason === 'private' ? MSG.webhookAddressPrivate : MSG.webhookHostUnknown;
        throw badRequest(code, { url: code });
      }
    }
    return url.toString();
  }

  async function own(accountId: string, id: string): Promise<WebhookEndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)));
    if (!row) throw notFound();
    return row;
  }

  async function attemptsOf(deliveryIds: string[]) {
    if (deliveryIds.length === 0) return new Map<string, AttemptRow[]>();
    const rows = await database.query<AttemptRow>(
      `select delivery_id, at, status_code, error, duration_ms, response from webhook_attempts
        where delivery_id = any($1::uuid[]) order by at, id`,
      [deliveryIds],
    );
    const byDelivery = new Map<string, AttemptRow[]>();
    for (const r of rows) byDelivery.set(r.delivery_id, [...(byDelivery.get(r.delivery_id) ?? []), r]);
    return byDelivery;
  }

  async function deliveriesWire(rows: DeliveryRow[]): Promise<WebhookDeliveryWire[]> {
    const attempts = await attemptsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      eventId: r.event_id ?? r.id,
      type: r.type,
      status: r.status === 'kept' ? 'pending' : (r.status as WebhookDeliveryWire['status']),
      createdAt: iso(r.created_at),
      nextAttemptAt: r.status === 'pending' && r.next_attempt_at ? iso(r.next_attempt_at) : null,
      attempts: (attempts.get(r.id) ?? []).map((a) => ({
        at: iso(a.at),
        statusCode: a.status_code,
        error: a.error,
        durationMs: a.duration_ms,
        response: a.response,
      })),
    }));
  }

  /** Writes one delivery of an event to one endpoint, due now; answers it as the log shows it. */
  async function enqueue(endpoint: WebhookEndpointRow, payload: Record<string, unknown>, type: string) {
    const rows = await database.query<DeliveryRow>(
      `insert into outbox (channel, "to", text, payload, kind, account_id, status, next_attempt_at)
       values ('webhook', $1, '', $2::jsonb, $3, $4, 'pending', now())
       returning id, payload->>'id' as event_id, kind as type, status, created_at, next_attempt_at`,
      [endpoint.id, JSON.stringify(payload), type, endpoint.accountId],
    );
    return (await deliveriesWire(rows))[0]!;
  }

  return {
    list(accountId: string) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.accountId, accountId))
        .orderBy(asc(webhookEndpoints.createdAt));
    },

    get: own,

    async create(accountId: string, input: CreateWebhookInput) {
      const url = await checkUrl(input.url);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        // One customer at a time, so two parallel creations cannot pass the cap together.
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
        const [n] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.accountId, accountId));
        if ((n?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw conflict(MSG.webhookEndpointLimit);
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            accountId,
            url,
            secret,
            events: input.events,
            description: input.description,
            enabled: input.enabled,
          })
          .returning();
        return { row: row!, secret };
      });
    },

    async update(accountId: string, id: string, input: UpdateWebhookInput) {
      await own(accountId, id);
      const url = input.url === undefined ? undefined : await checkUrl(input.url);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(url === undefined ? {} : { url }),
          ...(input.events === undefined ? {} : { events: input.events }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          updatedAt: new Date(),
        })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
        .returning();
      if (!row) throw notFound();
      return row;
    },

    async remove(accountId: string, id: string) {
      await db.transaction(async (tx) => {
        const done = await tx
          .delete(webhookEndpoints)
          .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
          .returning({ id: webhookEndpoints.id });
        if (done.length === 0) throw notFound();
        // Its waiting deliveries have nowhere to go: closed now rather than found gone one by one.
        await tx.execute(sql`update outbox set status = 'gone', last_error = 'endpoint deleted'
          where channel = 'webhook' and "to" = ${id} and status = 'pending'`);
      });
    },

    async rollSecret(accountId: string, id: string) {
      await own(accountId, id);
      const secret = newWebhookSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret, updatedAt: new Date() })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
        .returning();
      return { row: row!, secret };
    },

    /** The endpoint's deliveries, newest first, each with its attempts. */
    async deliveries(accountId: string, id: string, limit = 50) {
      await own(accountId, id);
      const rows = await database.query<DeliveryRow>(
        `select id, payload->>'id' as event_id, kind as type, status, created_at, next_attempt_at from outbox
          where channel = 'webhook' and "to" = $1 order by created_at desc, id limit $2`,
        [id, limit],
      );
      return deliveriesWire(rows);
    },

    /** "Send test event": a `webhook.test` event to this endpoint only (also when it is disabled). */
    async sendTest(accountId: string, id: string) {
      const endpoint = await own(accountId, id);
      return enqueue(
        endpoint,
        eventEnvelope(WEBHOOK_TEST_EVENT, { endpoint: { id: endpoint.id, url: endpoint.url } }),
        WEBHOOK_TEST_EVENT,
      );
    },

    /** The same event (same id) delivered again, as a new delivery with a fresh three days of retries. */
    async redeliver(accountId: string, deliveryId: string) {
      const [found] = await database.query<{
        endpoint_id: string;
        payload: Record<string, unknown>;
        kind: string;
      }>(
        `select e.id as endpoint_id, o.payload, o.kind from outbox o
           join webhook_endpoints e on e.id::text = o."to" and e.account_id = $2
          where o.id = $1 and o.channel = 'webhook'`,
        [deliveryId, accountId],
      );
      if (!found) throw notFound();
      return enqueue(await own(accountId, found.endpoint_id), found.payload, found.kind);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
