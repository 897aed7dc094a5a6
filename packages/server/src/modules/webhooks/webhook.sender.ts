/**
 * The outbox's webhook channel (issue 22 §4): POSTs the event to its endpoint, signed with the endpoint's
 * current secret at the time of sending, and logs every attempt for the endpoint's delivery log. A 2xx
 * is delivered; anything else (or no answer within 10 s) is thrown, so the outbox retries it with the
 * webhook schedule (delivery/backoff.ts). A deleted or disabled endpoint is `gone`: never retried.
 */
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
} from '@amanati/shared/webhooks';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { ChannelSender } from '../delivery/channel.ts';
import { postJson, type PostResult } from './http-post.ts';
import { signatureHeader } from './signature.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_USER_AGENT = 'Amanati-Webhooks/1.0 (+https://amanati.ge)';

interface EndpointRow {
  id: string;
  url: string;
  secret: string;
  enabled: boolean;
}

export function webhookSender(
  database: Database,
  config: Pick<Config, 'webhooks'>,
  opts: { timeoutMs?: number } = {},
): ChannelSender {
  const log = (deliveryId: string, endpointId: string, r: PostResult) =>
    database
      .query(
        `insert into webhook_attempts (delivery_id, endpoint_id, status_code, error, duration_ms, response)
         values ($1, $2, $3, $4, $5, $6)`,
        [deliveryId, endpointId, r.statusCode, r.error?.slice(0, 300) ?? null, r.durationMs, r.response],
      )
      // The endpoint was deleted meanwhile: its log went with it.
      .catch(() => undefined);
  return {
    async send(message) {
      const [endpoint] = await database.query<EndpointRow>(
        'select id, url, secret, enabled from webhook_endpoints where id::text = $1',
        [message.to],
      );
      if (!endpoint) return { status: 'gone', reason: 'endpoint deleted' };
      // A test event is asked for by hand: it goes to a disabled endpoint too.
      if (!endpoint.enabled && message.kind !== WEBHOOK_TEST_EVENT)
        return { status: 'gone', reason: 'endpoint disabled' };
      const body = JSON.stringify(message.payload ?? {});
      const eventId = typeof message.payload?.id === 'string' ? message.payload.id : message.id;
      const result = await postJson(
        endpoint.url,
        body,
        {
          'content-type': 'application/json',
          'user-agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(
            endpoint.secret,
            Math.floor(Date.now() / 1000),
            body,
          ),
          [WEBHOOK_EVENT_ID_HEADER.toLowerCase()]: eventId,
        },
        { allowPrivate: config.webhooks.allowPrivate, timeoutMs: opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
      );
      await log(message.id, endpoint.id, result);
      if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300)
        return { status: 'sent', providerRef: `HTTP ${result.statusCode}` };
      throw new Error(
        result.statusCode !== null ? `HTTP ${result.statusCode}` : (result.error ?? 'no answer'),
      );
    },
  };
}
