/**
 * Webhook events (issue 22 §4) are written where the change happens, in its transaction: one outbox row
 * (channel `webhook`) per enabled endpoint of the account that subscribed to the event, so an event exists
 * exactly when its change does and survives a crash until delivered. The event — `{id, type, created,
 * data}` — is the row's payload; every endpoint gets the same id, and so does every redelivery.
 * One statement per step whatever the number of parcels (a flight carries thousands); an account
 * without endpoints costs a join over an empty set.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookEventType } from '@amanati/shared/webhooks';
import type { DbOrTx } from '../../db/client.ts';
import { arrayOf, jsonArrayOf } from '../../lib/bulk.ts';

export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** The event as it is POSTed. */
export const eventEnvelope = (type: WebhookEventType, data: Record<string, unknown>, id = newEventId()) => ({
  id,
  type,
  created: new Date().toISOString(),
  data,
});

/** A parcel as events carry it (the same fields for every parcel event). */
const PARCEL_JSON = sql`jsonb_build_object(
  'id', p.id, 'trackingNumber', p.tracking, 'status', p.status,
  'country', case p.country when 1 then 'CN' when 2 then 'US' when 3 then 'TR' end,
  'weightKg', p.weight_kg::text, 'lengthCm', p.length_cm, 'widthCm', p.width_cm, 'heightCm', p.height_cm,
  'flight', f.code, 'branch', p.branch, 'customsState', p.customs_state)`;

/** Parcel events: `data` is `{parcel, ...extra}`, the parcel as it is after the change. */
export async function emitParcelEvents(
  db: DbOrTx,
  type: WebhookEvent,
  items: readonly { parcelId: string; extra?: Record<string, unknown> }[],
): Promise<void> {
  if (items.length === 0) return;
  const created = new Date().toISOString();
  await db.execute(sql`insert into outbox (channel, "to", text, payload, kind, account_id, status, next_attempt_at)
    select 'webhook', e.id::text, '', jsonb_build_object('id', u.eid, 'type', ${type}::text,
        'created', ${created}::text, 'data', jsonb_build_object('parcel', ${PARCEL_JSON}) || coalesce(u.extra, '{}'::jsonb)),
      ${type}, p.account_id, 'pending', now()
      from unnest(${arrayOf(
        items.map((i) => i.parcelId),
        'uuid',
      )}, ${arrayOf(
        items.map(() => newEventId()),
        'text',
      )}, ${jsonArrayOf(items.map((i) => i.extra ?? null))}) as u(pid, eid, extra)
      join parcels p on p.id = u.pid
      left join flights f on f.id = p.flight_id
      join webhook_endpoints e on e.account_id = p.account_id and e.enabled and ${type} = any(e.events)`);
}

/** Events of an account (invoices, payments): `data` as given. */
export async function emitAccountEvents(
  db: DbOrTx,
  type: WebhookEvent,
  items: readonly { accountId: string; data: Record<string, unknown> }[],
): Promise<void> {
  if (items.length === 0) return;
  const created = new Date().toISOString();
  await db.execute(sql`insert into outbox (channel, "to", text, payload, kind, account_id, status, next_attempt_at)
    select 'webhook', e.id::text, '', jsonb_build_object('id', u.eid, 'type', ${type}::text,
        'created', ${created}::text, 'data', u.data), ${type}, u.aid, 'pending', now()
      from unnest(${arrayOf(
        items.map((i) => i.accountId),
        'uuid',
      )}, ${arrayOf(
        items.map(() => newEventId()),
        'text',
      )}, ${jsonArrayOf(items.map((i) => i.data))}) as u(aid, eid, data)
      join webhook_endpoints e on e.account_id = u.aid and e.enabled and ${type} = any(e.events)`);
}
