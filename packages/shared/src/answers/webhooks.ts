/** Answers of the webhook endpoint routes (issue 22 §4): the panel's Developers page and `/api/v1/webhooks`. */
import { z } from 'zod';
import { isoOrNull, okAnswer } from '../wire.ts';

/** An endpoint as listed: never its secret, which is shown when made or rolled. */
export const webhookEndpointWire = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpointWire = z.infer<typeof webhookEndpointWire>;

export const webhookEndpointsAnswer = okAnswer({ endpoints: z.array(webhookEndpointWire) });
export type WebhookEndpointsAnswer = z.infer<typeof webhookEndpointsAnswer>;
export const webhookEndpointAnswer = okAnswer({ endpoint: webhookEndpointWire });
export type WebhookEndpointAnswer = z.infer<typeof webhookEndpointAnswer>;
/** Made or rolled: the secret, the only time it is shown. */
export const webhookSecretAnswer = okAnswer({ endpoint: webhookEndpointWire, secret: z.string() });
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswer>;

/** One HTTP attempt of a delivery. */
export const webhookAttemptWire = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when no answer came (`error` says why). */
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
  /** The start of the receiver's answer. */
  response: z.string(),
});
export type WebhookAttemptWire = z.infer<typeof webhookAttemptWire>;

/** One event for one endpoint: delivered, still trying, or given up after three days. */
export const webhookDeliveryWire = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'gone']),
  createdAt: z.string(),
  nextAttemptAt: isoOrNull,
  attempts: z.array(webhookAttemptWire),
});
export type WebhookDeliveryWire = z.infer<typeof webhookDeliveryWire>;

export const webhookDeliveriesAnswer = okAnswer({ deliveries: z.array(webhookDeliveryWire) });
export type WebhookDeliveriesAnswer = z.infer<typeof webhookDeliveriesAnswer>;
export const webhookDeliveryAnswer = okAnswer({ delivery: webhookDeliveryWire });
export type WebhookDeliveryAnswer = z.infer<typeof webhookDeliveryAnswer>;

/** The same answers on `/api/v1/webhooks`, without the panel's `success` flag (as every `/api/v1` answer). */
export const webhookShapes = {
  endpoints: { endpoints: z.array(webhookEndpointWire) },
  endpoint: { endpoint: webhookEndpointWire },
  secret: { endpoint: webhookEndpointWire, secret: z.string() },
  deliveries: { deliveries: z.array(webhookDeliveryWire) },
  delivery: { delivery: webhookDeliveryWire },
  deleted: { deleted: z.literal(true) },
} as const;
