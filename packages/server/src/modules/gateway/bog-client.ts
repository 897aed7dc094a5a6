/**
 * The Bank of Georgia's payments API as a client (bog-protocol.ts holds the wire): an OAuth2
 * client-credentials token kept until shortly before it expires (one request for it at a time), order
 * creation with an idempotency key, and the order details. The transport is `fetch` for the bank, or the
 * app's own HTTP stack (`inject`) for the local simulator, so both go through the same requests.
 */
import type { z } from 'zod';
import { cut } from './refusals.ts';
import {
  orderAnswer,
  orderDetails,
  tokenAnswer,
  type OrderDetails,
  type OrderRequest,
} from './bog-protocol.ts';

export interface HttpRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}
export type HttpTransport = (url: string, request: HttpRequest) => Promise<{ status: number; text: string }>;

export class BogApiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Bank of Georgia API answered ${status}: ${cut(detail, 300)}`);
  }
}

/** The network, with a deadline: a bank that does not answer must not hold the customer's request. */
export const fetchTransport: HttpTransport = async (url, request) => {
  try {
    const res = await fetch(url, { ...request, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    throw new BogApiError(0, err instanceof Error ? `${err.name}: ${err.message}` : String(err));
  }
};

export interface BogClientConfig {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
}

/** Renew this long before the bank's expiry, so a token never dies in flight. */
const TOKEN_MARGIN_MS = 60_000;

export function createBogClient(config: BogClientConfig, transport: HttpTransport, now = () => Date.now()) {
  let token: { value: string; until: number } | undefined;
  let pending: Promise<string> | undefined;

  function parse<T extends z.ZodType>(schema: T, status: number, text: string): z.infer<T> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new BogApiError(status, `not JSON: ${text}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new BogApiError(status, `unexpected answer: ${text}`);
    return parsed.data;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await transport(config.oauthUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (res.status !== 200) throw new BogApiError(res.status, res.text);
    const answer = parse(tokenAnswer, res.status, res.text);
    token = { value: answer.access_token, until: now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS };
    return answer.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** One API call with the token; a 401 (revoked or expired early) gets one new token and one retry. */
  async function call(
    path: string,
    request: Omit<HttpRequest, 'headers'> & { headers?: Record<string, string> },
  ) {
    for (let attempt = 0; ; attempt++) {
      const res = await transport(`${config.apiUrl}${path}`, {
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${await accessToken()}` },
      });
      if (res.status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      if (res.status < 200 || res.status >= 300) throw new BogApiError(res.status, res.text);
      return res;
    }
  }

  return {
    /** Creates the order; the same `idempotencyKey` (our order id) answers the same order on a retry. */
    async createOrder(order: OrderRequest, opts: { lang: 'ka' | 'en'; idempotencyKey: string }) {
      const res = await call('/ecommerce/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': opts.lang,
          'idempotency-key': opts.idempotencyKey,
        },
        body: JSON.stringify(order),
      });
      const answer = parse(orderAnswer, res.status, res.text);
      return { id: answer.id, redirectUrl: answer._links.redirect.href };
    },

    async orderDetails(bogOrderId: string): Promise<OrderDetails> {
      const res = await call(`/receipt/${encodeURIComponent(bogOrderId)}`, { method: 'GET' });
      return parse(orderDetails, res.status, res.text);
    },
  };
}

export type BogClient = ReturnType<typeof createBogClient>;
