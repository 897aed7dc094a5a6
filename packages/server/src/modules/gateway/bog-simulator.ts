/**
 * A local stand-in for the Bank of Georgia's payments API (default outside production; bog-protocol.ts is
 * the wire it plays): the OAuth2 token, order creation, the order details, a hosted page offering the
 * methods the order allows (card, Apple Pay, Google Pay), and callbacks signed with its own test key sent
 * to our callback route through the HTTP stack (`inject`) — plus a control API for tests.
 */
import { createSign, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BOG_PAYMENT_METHODS, type BogPaymentMethod } from '@amanati/shared/topup-methods';
import { BOG_SIMULATOR_CLIENT } from '../../config/bog.ts';
import type { Config } from '../../config/env.ts';
import { escapeHtml } from '../../lib/html.ts';
import { BOG_SIMULATOR_TEXTS } from './bog-simulator.texts.ts';
import { pageLanguage } from './bog-protocol.ts';
import { controlOpen, localOnly, returnAddress } from './sim-control.ts';
import type { SimulatorKeys } from './simulator-keys.ts';

type Status = 'created' | 'completed' | 'rejected';

interface SimOrder {
  id: string;
  externalOrderId: string;
  /** Lari, as the order request gave it. */
  amount: number;
  /** What the details report as transferred; the amount unless a test says otherwise. */
  transferAmount?: string;
  methods: BogPaymentMethod[];
  callbackUrl: string;
  success: string;
  fail: string;
  lang: 'ka' | 'en';
  status: Status;
  method?: BogPaymentMethod;
  transactionId?: string;
  createdAt: Date;
  expiresAt: Date;
  lastCallback?: { body: string; signature: string };
}

interface CallLog {
  at: string;
  orderId: string;
  status: number;
  answer: string;
}

const orderBody = z.object({
  callback_url: z.string().url(),
  external_order_id: z.string().max(255).optional(),
  purchase_units: z.object({
    currency: z.literal('GEL'),
    total_amount: z.number().positive(),
    basket: z
      .array(
        z
          .object({
            product_id: z.string(),
            quantity: z.number().positive(),
            unit_price: z.number().positive(),
          })
          .passthrough(),
      )
      .min(1),
  }),
  redirect_urls: z.object({ success: z.string().url(), fail: z.string().url() }),
  payment_method: z.array(z.enum(BOG_PAYMENT_METHODS)).min(1).optional(),
  ttl: z.number().int().min(2).max(1440).default(15),
});

const TOKEN_SECONDS = 3600;
const lari = (n: number) => n.toFixed(2);
/** The bank's error answers, in our wire's shape (`success: false` and a message) as our routes answer. */
const problem = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ success: false, code: status, message });

export function bogSimulatorRoutes(app: FastifyInstance, config: Config, keys: SimulatorKeys): void {
  const orders = new Map<string, SimOrder>();
  const idempotent = new Map<string, string>();
  const tokens = new Map<string, number>();
  const calls: CallLog[] = [];

  const bearerOk = (req: FastifyRequest) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = token ? tokens.get(token) : undefined;
    return until !== undefined && until > Date.now();
  };

  /** The order's details as the bank's `receipt` answers them. */
  function details(o: SimOrder) {
    const completed = o.status === 'completed';
    return {
      order_id: o.id,
      industry: 'ecommerce',
      capture: 'automatic',
      external_order_id: o.externalOrderId,
      client: { id: '10000', brand_ka: 'ამანათი', brand_en: 'Amanati', url: config.publicUrl },
      zoned_create_date: o.createdAt.toISOString(),
      zoned_expire_date: o.expiresAt.toISOString(),
      order_status: { key: o.status, value: o.status },
      buyer: { full_name: null, email: null, phone_number: null },
      purchase_units: {
        request_amount: lari(o.amount),
        transfer_amount: completed ? (o.transferAmount ?? lari(o.amount)) : '0.00',
        refund_amount: '0.00',
        currency_code: 'GEL',
        items: [],
      },
      redirect_links: { success: o.success, fail: o.fail },
      payment_detail: o.method
        ? {
            transfer_method: { key: o.method, value: o.method },
            transaction_id: o.transactionId,
            payer_identifier: '411111***1111',
            payment_option: 'direct_debit',
            card_type: 'visa',
            code: completed ? '100' : '107',
            code_description: completed ? 'Successful payment' : 'Rejected by the payer',
          }
        : null,
      lang: o.lang,
      reject_reason: o.status === 'rejected' ? 'canceled_by_user' : null,
    };
  }

  /** Sends the signed callback (or a tampered one, for tests) to the order's callback address. */
  async function sendCallback(o: SimOrder, tamper?: 'signature' | 'body-after-signing' | 'unsigned') {
    let body = JSON.stringify({
      event: 'order_payment',
      zoned_request_time: new Date().toISOString(),
      body: details(o),
    });
    let signature = createSign('RSA-SHA256').update(body, 'utf8').sign(keys.privateKey, 'base64');
    if (tamper === 'signature') signature = `${signature.slice(0, -6)}AAAAA=`;
    if (tamper === 'body-after-signing')
      body = body.replace(`"request_amount":"${lari(o.amount)}"`, `"request_amount":"${lari(o.amount + 1)}"`);
    if (!tamper) o.lastCallback = { body, signature };
    return post(o, body, tamper === 'unsigned' ? undefined : signature);
  }

  async function post(o: SimOrder, body: string, signature: string | undefined) {
    const res = await app.inject({
      method: 'POST',
      url: new URL(o.callbackUrl).pathname,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'callback-signature': signature } : {}),
      },
      payload: body,
    });
    calls.push({ at: new Date().toISOString(), orderId: o.id, status: res.statusCode, answer: res.body });
    if (calls.length > 500) calls.shift();
    return { status: res.statusCode, answer: res.body };
  }

  function finish(
    o: SimOrder,
    status: Exclude<Status, 'created'>,
    method: BogPaymentMethod | undefined,
    transferAmount?: string,
  ) {
    o.status = status;
    o.method = method ?? o.methods[0];
    o.transactionId = randomBytes(6).toString('hex');
    if (transferAmount) o.transferAmount = transferAmount;
  }

  // The token endpoint takes a form body, as OAuth2 does; only here.
  app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post('/bog-sim/oauth2/token', { schema: { hide: true } }, async (req, reply) => {
      const expected = `Basic ${Buffer.from(`${BOG_SIMULATOR_CLIENT.clientId}:${BOG_SIMULATOR_CLIENT.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return reply.status(401).send({ success: false, error: 'invalid_client', message: 'invalid_client' });
      if ((req.body as Record<string, string> | undefined)?.grant_type !== 'client_credentials')
        return reply
          .status(400)
          .send({ success: false, error: 'unsupported_grant_type', message: 'unsupported_grant_type' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS };
    });
    done();
  });

  app.post('/bog-sim/payments/v1/ecommerce/orders', { schema: { hide: true } }, async (req, reply) => {
    if (!bearerOk(req)) return problem(reply, 401, 'Unauthorized');
    const key = req.headers['idempotency-key'];
    const known = typeof key === 'string' ? idempotent.get(key) : undefined;
    const parsed = orderBody.safeParse(req.body);
    if (!known && !parsed.success)
      return problem(reply, 400, parsed.error.issues.map((i) => i.path.join('.')).join(', '));
    let o = known ? orders.get(known) : undefined;
    if (!o && parsed.success) {
      const b = parsed.data;
      const now = new Date();
      o = {
        id: randomUUID(),
        externalOrderId: b.external_order_id ?? '',
        amount: b.purchase_units.total_amount,
        methods: b.payment_method ?? [...BOG_PAYMENT_METHODS],
        callbackUrl: b.callback_url,
        success: b.redirect_urls.success,
        fail: b.redirect_urls.fail,
        lang: pageLanguage(String(req.headers['accept-language'] ?? 'ka')),
        status: 'created',
        createdAt: now,
        expiresAt: new Date(now.getTime() + b.ttl * 60_000),
      };
      orders.set(o.id, o);
      if (typeof key === 'string') idempotent.set(key, o.id);
    }
    const base = new URL(o!.success).origin;
    return {
      id: o!.id,
      _links: {
        details: { href: `${base}/bog-sim/payments/v1/receipt/${o!.id}` },
        redirect: { href: `${base}/bog-sim/pay/${o!.id}` },
      },
    };
  });

  app.get('/bog-sim/payments/v1/receipt/:id', { schema: { hide: true } }, async (req, reply) => {
    if (!bearerOk(req)) return problem(reply, 401, 'Unauthorized');
    const o = orders.get((req.params as { id: string }).id);
    return o ? details(o) : problem(reply, 404, 'Order not found');
  });

  /** The order a page is for, with its return addresses checked to be ours; undefined answers 404/400. */
  function pageOrder(req: FastifyRequest, reply: FastifyReply): SimOrder | undefined {
    const o = orders.get((req.params as { id: string }).id);
    if (!o) {
      void problem(reply, 404, 'Order not found');
      return undefined;
    }
    if (!returnAddress(config, o.success, req) || !returnAddress(config, o.fail, req)) {
      void problem(reply, 400, 'Return addresses are not the merchant’s');
      return undefined;
    }
    return o;
  }

  app.get('/bog-sim/pay/:id', { schema: { hide: true } }, async (req, reply) => {
    const o = pageOrder(req, reply);
    if (!o) return reply;
    if (o.status !== 'created') return reply.redirect(o.status === 'completed' ? o.success : o.fail, 303);
    return page(reply, o);
  });

  app.get('/bog-sim/pay/:id/complete', { schema: { hide: true } }, async (req, reply) => {
    const o = pageOrder(req, reply);
    if (!o) return reply;
    const choice = (req.query as Record<string, unknown>).method;
    if (o.status === 'created' && o.expiresAt > new Date()) {
      const method = o.methods.find((m) => m === choice);
      if (method) finish(o, 'completed', method);
      else finish(o, 'rejected', undefined);
      await sendCallback(o);
    }
    return reply.redirect(o.status === 'completed' ? o.success : o.fail, 303);
  });

  function page(reply: FastifyReply, o: SimOrder) {
    const text = BOG_SIMULATOR_TEXTS[o.lang];
    const expired = o.expiresAt <= new Date();
    const action = (m: string) => `/bog-sim/pay/${o.id}/complete?method=${m}`;
    const buttons = expired
      ? `<p role="alert">${escapeHtml(text.expired)}</p><a class="other" href="${escapeHtml(o.fail)}">${escapeHtml(text.back)}</a>`
      : o.methods
          .map((m) => `<a class="pay ${m}" href="${action(m)}" data-method="${m}">${escapeHtml(text[m])}</a>`)
          .join('') + `<a class="other" href="${action('cancel')}">${escapeHtml(text.cancel)}</a>`;
    const html = `<!doctype html><html lang="${o.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f6f8;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:2rem;max-width:380px;width:90%;box-sizing:border-box;box-shadow:0 2px 12px #0002}
h1{font-size:1.2rem;color:#b54700}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
a{display:block;text-align:center;padding:.8rem 1rem;border-radius:8px;text-decoration:none;margin:.5rem 0;font-weight:600}
.card{background:#ff6e00;color:#000}.apple_pay{background:#000;color:#fff}.google_pay{background:#fff;color:#000;border:1px solid #333}.other{background:#e9ecef;color:#212529}</style></head>
<body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.note)}</p>
<p>${escapeHtml(text.merchant)}: Amanati</p><p>${escapeHtml(text.amount)}:</p><p class="amount" data-testid="amount">${lari(o.amount)} ₾</p>
${buttons}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  if (!controlOpen(config)) return;
  app.get('/bog-sim/control/log', { ...localOnly, schema: { hide: true } }, () => ({
    success: true,
    calls,
    orders: [...orders.values()],
  }));
  const completeBody = z.object({
    orderId: z.string(),
    status: z.enum(['completed', 'rejected']).default('completed'),
    method: z.enum(BOG_PAYMENT_METHODS).optional(),
    /** What the details say was transferred (lari), to play a bank that took another amount. */
    transferAmount: z.string().optional(),
    tamper: z.enum(['signature', 'body-after-signing', 'unsigned']).optional(),
    /** Send the callback without changing the order at the bank: a callback the details do not confirm. */
    unconfirmed: z.boolean().default(false),
  });
  app.post(
    '/bog-sim/control/complete',
    { ...localOnly, schema: { hide: true, body: completeBody } },
    async (req, reply) => {
      const body = req.body as z.output<typeof completeBody>;
      const o = orders.get(body.orderId);
      if (!o) return problem(reply, 404, 'Order not found');
      if (body.unconfirmed) {
        const shown = { ...o };
        finish(shown, body.status, body.method, body.transferAmount);
        const json = JSON.stringify({ event: 'order_payment', body: details(shown) });
        return {
          success: true,
          ...(await post(o, json, createSign('RSA-SHA256').update(json).sign(keys.privateKey, 'base64'))),
        };
      }
      // A tampered callback reports a real result: only its signature or body is wrong.
      finish(o, body.status, body.method, body.transferAmount);
      return { success: true, ...(await sendCallback(o, body.tamper)) };
    },
  );
  const replayBody = z.object({ orderId: z.string() });
  app.post(
    '/bog-sim/control/replay',
    { ...localOnly, schema: { hide: true, body: replayBody } },
    async (req, reply) => {
      const o = orders.get((req.body as z.output<typeof replayBody>).orderId);
      if (!o?.lastCallback) return problem(reply, 404, 'No callback sent yet');
      return { success: true, ...(await post(o, o.lastCallback.body, o.lastCallback.signature)) };
    },
  );
}
