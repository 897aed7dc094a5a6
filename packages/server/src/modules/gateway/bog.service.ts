/**
 * Bank of Georgia top-ups (issue 20 §2): the order is made at the bank with the method the customer chose
 * and bound to ours (its id in `trx_id`); the bank's callback is believed only with its signature, and
 * even then only as a prompt: what we credit is what the bank's order details say, read back with our
 * own token. A customer back before the callback triggers the same read (`sync`).
 */
import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { BogPaymentMethod } from '@amanati/shared/topup-methods';
import type { AppContext } from '../../context.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { callbackEnvelope, orderRequest, pageLanguage, verdictOf, verifyCallback } from './bog-protocol.ts';
import { BogApiError, type BogClient } from './bog-client.ts';
import {
  creditOrder,
  lockOrder,
  recordFailure,
  settled,
  type Applied,
  type OnTopup,
} from './order-credit.ts';
import type { CardProvider } from './providers.ts';
import { addressAllowed, callbackRefusals } from './refusals.ts';

export interface BogDeps extends Pick<AppContext, 'database' | 'config' | 'rateLimiter'> {
  client: BogClient;
  /** The key the bank signs callbacks with (its published key, or the simulator's). */
  verifyKey: () => KeyObject;
  /** `bog`, or `bog-simulator`. */
  record: string;
  allowedIps: readonly string[];
  onTopup?: OnTopup;
}

export interface JsonAnswer {
  status: number;
  body: { success: boolean; message: string };
}

const answer = (status: number, message: string): JsonAnswer => ({
  status,
  body: { success: status === 200, message },
});
const TOO_MANY = answer(429, 'too many requests');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BOG_CALLBACK_PATH = '/api/payments/bog/callback';

export function createBogService(deps: BogDeps) {
  const { db } = deps.database;
  const { client, record } = deps;
  const { rejected, refusedCaller } = callbackRefusals(db, deps.rateLimiter, 'bog');

  /** Reads the bank's details of one of our orders and applies them, exactly once, under the row lock. */
  async function apply(orderId: string): Promise<Applied> {
    const [order] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.gateway, record)));
    if (!order?.trxId) return { ok: false, reason: 'unknown order' };
    const done = settled(order);
    if (done) return done;
    // Outside the transaction: no row lock is held across the network.
    const details = await client.orderDetails(order.trxId);
    if (details.order_id !== order.trxId || (details.external_order_id ?? order.id) !== order.id)
      return { ok: false, reason: 'details of another order' };
    const verdict = verdictOf(details);
    if (verdict.kind === 'open') return { ok: true, reason: `still ${details.order_status.key}` };
    const pay = details.payment_detail;
    const result = {
      bogOrderId: details.order_id,
      status: details.order_status.key,
      method: pay?.transfer_method?.key ?? order.method,
      transactionId: pay?.transaction_id,
      payer: pay?.payer_identifier,
      code: pay?.code,
      reject: details.reject_reason,
    };
    return db.transaction(async (tx): Promise<Applied> => {
      const locked = await lockOrder(tx, order.id);
      if (!locked) return { ok: false, reason: 'unknown order' };
      const again = settled(locked);
      if (again) return again;
      if (verdict.kind === 'declined') return recordFailure(tx, locked, order.trxId!, result);
      if (verdict.amountTetri !== locked.amountTetri)
        return { ok: false, reason: 'amount differs from the order' };
      const reason = `${result.method ?? 'card'} ${result.payer ?? ''}`.trim();
      return creditOrder(tx, locked, order.trxId!, result, reason, deps.onTopup);
    });
  }

  const provider: CardProvider = {
    record,
    start: async ({ order, lang, base }) => {
      const created = await client.createOrder(
        orderRequest({
          orderId: order.id,
          amountTetri: order.amountTetri,
          method: order.method as BogPaymentMethod,
          callbackUrl: `${deps.config.publicUrl}${BOG_CALLBACK_PATH}`,
          successUrl: `${base}/payments/success?order=${order.id}`,
          failUrl: `${base}/payments/failed?order=${order.id}`,
          ttlMinutes: deps.config.paymentOrderTimeoutMinutes,
        }),
        { lang: pageLanguage(lang), idempotencyKey: order.id },
      );
      await db
        .update(paymentOrders)
        .set({ trxId: created.id, updatedAt: new Date() })
        .where(eq(paymentOrders.id, order.id));
      return created.redirectUrl;
    },
    sync: async (order, log) => {
      const outcome = await apply(order.id);
      if (!outcome.ok) await rejected(outcome.reason, { orderId: order.id, via: 'sync' }, log);
    },
  };

  return {
    provider,

    /**
     * The bank's callback. Changes nothing unless the caller is allowed, the signature over the raw body
     * verifies with the bank's key, and the order is ours at this bank; then the order's details decide.
     * A bank we cannot reach for them gets 503, so it calls again.
     */
    async callback(rawBody: string, signature: string | undefined, ip: string, log: FastifyBaseLogger) {
      const info = { bytes: rawBody.length };
      if (!addressAllowed(deps.allowedIps, ip))
        return refusedCaller(ip, 'caller address not allowed', info, log, {
          refused: answer(403, 'caller not allowed'),
          limited: TOO_MANY,
        });
      if (!verifyCallback(deps.verifyKey(), rawBody, signature))
        return refusedCaller(ip, 'missing or bad signature', info, log, {
          refused: answer(401, 'bad signature'),
          limited: TOO_MANY,
        });
      let envelope;
      try {
        envelope = callbackEnvelope.parse(JSON.parse(rawBody));
      } catch {
        await rejected('unreadable body', { orderId: 'unreadable', ...info }, log);
        return answer(400, 'unreadable body');
      }
      if (envelope.event !== 'order_payment') return answer(200, 'ignored');
      const { order_id: bogOrderId, external_order_id: ours } = envelope.body;
      const [order] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.trxId, bogOrderId), eq(paymentOrders.gateway, record)));
      if (!order || (ours && (!UUID.test(ours) || ours !== order.id))) {
        await rejected(
          'unknown order',
          { orderId: ours && UUID.test(ours) ? ours : bogOrderId, bogOrderId },
          log,
        );
        return answer(404, 'unknown order');
      }
      try {
        const outcome = await apply(order.id);
        if (!outcome.ok) {
          await rejected(outcome.reason, { orderId: order.id, bogOrderId }, log);
          return answer(409, outcome.reason);
        }
        log.info({ bog: { order: order.id, bogOrderId }, outcome: outcome.reason }, 'bog callback');
        return answer(200, outcome.reason);
      } catch (err) {
        if (!(err instanceof BogApiError)) throw err;
        log.warn({ err, order: order.id }, 'bog order details unavailable');
        return answer(503, 'order details unavailable');
      }
    },
  };
}

export type BogService = ReturnType<typeof createBogService>;
