/**
 * Every Bank of Georgia wire detail in one place (its public API documentation, api.bog.ge/docs/en/payments;
 * docs/integrations/bog.md): the OAuth2 client-credentials token, the order request and its answer, the
 * callback's signature (SHA256withRSA over the raw body, `Callback-Signature`), and the order details
 * ("receipt") we trust. Correct it here from a real sample.
 */
import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { BogPaymentMethod } from '@amanati/shared/topup-methods';

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

export interface OrderRequest {
  callback_url: string;
  external_order_id: string;
  purchase_units: {
    currency: 'GEL';
    total_amount: number;
    basket: { product_id: string; description: string; quantity: number; unit_price: number }[];
  };
  redirect_urls: { success: string; fail: string };
  payment_method: BogPaymentMethod[];
  /** Minutes the bank keeps the order payable (2–1440). */
  ttl: number;
}

/** The order request for a top-up of `amountTetri` (amounts go in lari, as decimals). */
export function orderRequest(p: {
  orderId: string;
  amountTetri: number;
  method: BogPaymentMethod;
  callbackUrl: string;
  successUrl: string;
  failUrl: string;
  ttlMinutes: number;
}): OrderRequest {
  const lari = p.amountTetri / 100;
  return {
    callback_url: p.callbackUrl,
    external_order_id: p.orderId,
    purchase_units: {
      currency: 'GEL',
      total_amount: lari,
      basket: [
        { product_id: 'balance-topup', description: 'Amanati balance', quantity: 1, unit_price: lari },
      ],
    },
    redirect_urls: { success: p.successUrl, fail: p.failUrl },
    payment_method: [p.method],
    ttl: Math.min(1440, Math.max(2, p.ttlMinutes)),
  };
}

export const orderAnswer = z.object({
  id: z.string().min(1).max(100),
  _links: z.object({ redirect: z.object({ href: z.string().url() }) }),
});

/** The order details (`GET /receipt/{order_id}`); only what we act on is required. */
export const orderDetails = z.object({
  order_id: z.string(),
  external_order_id: z.string().nullish(),
  order_status: z.object({ key: z.string(), value: z.string().nullish() }),
  purchase_units: z.object({
    request_amount: z.union([z.string(), z.number()]),
    transfer_amount: z.union([z.string(), z.number()]).nullish(),
    currency_code: z.string(),
  }),
  payment_detail: z
    .object({
      transfer_method: z.object({ key: z.string() }).nullish(),
      transaction_id: z.string().nullish(),
      payer_identifier: z.string().nullish(),
      code: z.string().nullish(),
      code_description: z.string().nullish(),
    })
    .nullish(),
  reject_reason: z.string().nullish(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** The callback's envelope: the event and the order's details as of the event. */
export const callbackEnvelope = z.object({
  event: z.string(),
  zoned_request_time: z.string().optional(),
  body: z
    .object({ order_id: z.string().min(1).max(100), external_order_id: z.string().nullish() })
    .passthrough(),
});

/** Tetri of a decimal lari amount as the bank writes it ("12.5", 12.5), or undefined when it is not one. */
export function tetriOf(amount: string | number | null | undefined): number | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount;
  if (!text || !/^\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  const [lari, tetri = ''] = text.split('.');
  return Number(lari) * 100 + Number(tetri.padEnd(2, '0'));
}

/** What the order's details mean for our order: paid (with the amount paid), declined, or not yet known. */
export type Verdict =
  { kind: 'paid'; amountTetri: number | undefined } | { kind: 'declined' } | { kind: 'open' };

export function verdictOf(d: OrderDetails): Verdict {
  switch (d.order_status.key) {
    case 'completed':
      if (d.purchase_units.currency_code !== 'GEL') return { kind: 'paid', amountTetri: undefined };
      return {
        kind: 'paid',
        amountTetri: tetriOf(d.purchase_units.transfer_amount ?? d.purchase_units.request_amount),
      };
    case 'rejected':
      return { kind: 'declined' };
    default:
      // created, processing; refunds and pre-authorisation states are not ours to credit.
      return { kind: 'open' };
  }
}

/** The bank's signature over the callback's raw body: SHA256withRSA, base64, in `Callback-Signature`. */
export function verifyCallback(key: KeyObject, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(rawBody, 'utf8').verify(key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** The bank's callback key in PEM, as published in its documentation. */
export const bogPublicKey = (pem: string): KeyObject => createPublicKey(pem);

/** The hosted page speaks Georgian and English; Russian readers get English. */
export const pageLanguage = (lang: string): 'ka' | 'en' => (lang === 'ka' ? 'ka' : 'en');
