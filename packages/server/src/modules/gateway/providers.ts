/**
 * Card gateways behind one interface (issue 20 §1). Every provider's top-up is a `payment_orders` row
 * recording who takes it (`gateway`) and how (`method`); starting one is the same everywhere (the order
 * first, then the provider's page), crediting is `order-credit.ts`, and abandoned orders of every
 * provider end by the same expiry job (`expiry.job.ts`). What differs is the wire: `georgian-card.ts`
 * and `bog-protocol.ts`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@amanati/shared/localized';
import { MSG } from '@amanati/shared/messages';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '@amanati/shared/ids';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentOrder } from './order-credit.ts';
import { toOrderWire } from './order-wire.ts';

export interface StartRequest {
  order: PaymentOrder;
  axid: string;
  lang: Language;
  /** Our origin the customer's browser comes back to (return pages). */
  base: string;
  log: FastifyBaseLogger;
}

export interface CardProvider {
  /** What `payment_orders.gateway` records: the provider, or the simulator that plays it. */
  readonly record: string;
  /** Where the browser goes to pay the order (the provider may be asked first and its id bound to the order). */
  start: (request: StartRequest) => Promise<string>;
  /**
   * Asks the provider for the truth about an unsettled order and applies it, for a customer back from
   * its page before its callback (providers that can be asked; Georgian Card only calls us).
   */
  sync?: (order: PaymentOrder, log: FastifyBaseLogger) => Promise<void>;
}

export interface NewPayment {
  accountId: string;
  axid: string;
  amountTetri: number;
  method?: string;
  lang: Language;
  base: string;
  log: FastifyBaseLogger;
}

/**
 * The order first (so every start is on record), then the provider's page. A provider that fails to
 * take the order leaves it `failed` with the reason, and the customer gets a clear 502 to try again.
 */
export async function startPayment(db: Db, provider: CardProvider, p: NewPayment) {
  const [order] = await db
    .insert(paymentOrders)
    .values({
      accountId: p.accountId,
      amountTetri: p.amountTetri,
      gateway: provider.record,
      method: p.method ?? null,
    })
    .returning();
  try {
    const redirectUrl = await provider.start({
      order: order!,
      axid: p.axid,
      lang: p.lang,
      base: p.base,
      log: p.log,
    });
    return { result: toOrderWire(order!, p.axid), redirectUrl };
  } catch (err) {
    p.log.error(
      { err, order: order!.id, gateway: provider.record },
      'payment provider did not take the order',
    );
    await db
      .update(paymentOrders)
      .set({ state: 'failed', result: { reason: 'start failed' }, updatedAt: new Date() })
      .where(eq(paymentOrders.id, order!.id));
    throw new AppError(502, MSG.paymentProviderFailed);
  }
}

/**
 * The customer's order as it stands. An order still open at a provider that can be asked is brought up
 * to date first, so a customer back before the provider's callback sees the truth; a provider that cannot
 * be reached leaves it as recorded (the callback will come).
 */
export async function topupOrderState(
  db: Db,
  providers: ReadonlyMap<string, CardProvider>,
  q: { accountId: string; orderId: string; axid: string; log: FastifyBaseLogger },
) {
  if (!isUuid(q.orderId)) throw notFound();
  const find = async () =>
    (
      await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.id, q.orderId), eq(paymentOrders.accountId, q.accountId)))
    )[0];
  let order = await find();
  if (!order) throw notFound();
  const sync = providers.get(order.gateway)?.sync;
  if (sync && order.state === 'created') {
    await sync(order, q.log).catch((err: unknown) =>
      q.log.warn({ err, order: order!.id }, 'order sync failed'),
    );
    order = (await find()) ?? order;
  }
  return toOrderWire(order, q.axid);
}

/**
 * The origin the customer comes back to: PUBLIC_URL, or — only when it is not configured (development) —
 * the origin the browser reached us at, never instead of a configured public address.
 */
export const returnBase = (
  config: { publicUrl: string; publicUrlSet: boolean },
  req: { protocol: string; host: string },
) => (config.publicUrlSet ? config.publicUrl : `${req.protocol}://${req.host}`);
