/**
 * Webhooks of the business API (issue 22 §4): the events an endpoint may subscribe to, and the payloads
 * of the panel's and `/api/v1`'s endpoint routes. An event is POSTed as JSON `{id, type, created, data}`,
 * signed with the endpoint's secret (docs/integrations/business-api.md, "Webhooks").
 */
import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * Parcel events follow the parcel's life; `invoice.created` is the first charge of a customer's parcels on
 * a flight (one invoice per customer and flight, its lines grow while the flight is loaded);
 * `payment.succeeded` is money received: a card top-up credited to the balance (`kind: topup`) or
 * shipping charges paid from the balance, online or at a branch's counter (`kind: charges`).
 */
export const WEBHOOK_EVENTS = [
  'parcel.received',
  'parcel.weighed',
  'parcel.departed',
  'parcel.arrived',
  'parcel.customs_hold',
  'parcel.ready',
  'parcel.handed_over',
  'invoice.created',
  'payment.succeeded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What "Send test event" sends: never subscribed to, always deliverable to the endpoint asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** Secrets start with this, as integrators know from other APIs. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Amanati-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Amanati-Event-Id';
/** An account may have this many endpoints. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const events = z
  .array(z.enum(WEBHOOK_EVENTS, MSG.invalidValue), MSG.required)
  .min(1, MSG.required)
  .refine((s) => new Set(s).size === s.length, MSG.duplicate);

const url = z
  .string(MSG.required)
  .trim()
  .min(1, MSG.required)
  .max(2000, MSG.invalidValue)
  .refine((u) => {
    try {
      const parsed = new URL(u);
      return (
        (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
        parsed.username === '' &&
        parsed.password === ''
      );
    } catch {
      return false;
    }
  }, MSG.webhookUrlInvalid);

const description = z.string(MSG.invalidValue).trim().max(200, MSG.invalidValue);

export const createWebhookSchema = z.object({
  url,
  events,
  description: description.optional().default(''),
  enabled: z.boolean(MSG.invalidValue).optional().default(true),
});
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({ url, events, description, enabled: z.boolean(MSG.invalidValue) })
  .partial();
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;
