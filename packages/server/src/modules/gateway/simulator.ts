/**
 * A local stand-in for Georgian Card (default outside production): a hosted page where the customer
 * pays or declines, the availability check and a signed register-payment sent to our own routes —
 * through the HTTP stack (`inject`), exactly as the gateway would call them — and a control API for tests.
 * It sends the browser back only to our own addresses, and its control API answers only in development
 * and tests, and only on loopback (security review finding 4).
 */
import { createSign, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import { MSG } from '@amanati/shared/messages';
import { badRequest, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { gatewayTimestamp, param, xmlValue } from './georgian-card.ts';
import type { SimulatorKeys } from './simulator-keys.ts';
import { SIMULATOR_TEXTS } from './simulator.texts.ts';
import { controlOpen, localOnly, returnAddress as ourAddress } from './sim-control.ts';

interface Transaction {
  trxId: string;
  orderId: string;
  amountTetri: number;
  lang: keyof typeof SIMULATOR_TEXTS;
  backSuccess: string;
  backFailure: string;
  own: Record<string, string>;
  lastRegisterUrl?: string;
}

interface CallLog {
  at: string;
  kind: 'checkAvailable' | 'registerPayment';
  trxId: string;
  url: string;
  status: number;
  answer: string;
}

export function simulatorRoutes(app: FastifyInstance, config: Config, keys: SimulatorKeys): void {
  const { gateway, publicUrl } = config;
  const origin = new URL(publicUrl).origin;
  const transactions = new Map<string, Transaction>();
  const log: CallLog[] = [];
  const basic = `Basic ${Buffer.from(`${gateway.callbackUser}:${gateway.callbackPassword}`).toString('base64')}`;

  async function call(
    kind: CallLog['kind'],
    trxId: string,
    url: string,
    headers: Record<string, string> = {},
  ) {
    const res = await app.inject({ method: 'GET', url, headers });
    log.push({ at: new Date().toISOString(), kind, trxId, url, status: res.statusCode, answer: res.body });
    if (log.length > 500) log.shift();
    return res;
  }

  /** The register URL in the gateway's parameter order, signed (or tampered with) as asked. */
  function registerUrl(
    t: Transaction,
    opts: { resultCode: 1 | 2; amount?: string; tamper?: 'signature' | 'unsigned' | 'amount-after-signing' },
  ) {
    const amount = opts.amount ?? String(t.amountTetri);
    const pairs: [string, string][] = [
      ['trx_id', t.trxId],
      ['merch_id', gateway.merchantId],
      ['merchant_trx', t.orderId],
      ['result_code', String(opts.resultCode)],
      ['amount', amount],
      ['account_id', gateway.accountId],
      ...Object.entries(t.own),
      ['p.rrn', randomBytes(6).toString('hex')],
      ['p.authcode', randomBytes(3).toString('hex').toUpperCase()],
      ['p.maskedPan', '4111XXXXXXXX1111'],
      ['p.cardholder', 'TEST CARDHOLDER'],
      ['p.isFullyAuthenticated', 'Y'],
      ['p.transmissionDateTime', gatewayTimestamp()],
      ['ext_result_code', opts.resultCode === 1 ? '0' : '54'],
      ['ts', gatewayTimestamp()],
    ];
    const path = `/registerPayment?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
    if (opts.tamper === 'unsigned') return path;
    let signature = createSign('RSA-SHA1').update(`${origin}${path}`, 'utf8').sign(keys.privateKey, 'base64');
    if (opts.tamper === 'signature') signature = `${signature.slice(0, -6)}AAAAA=`;
    const signed = `${path}&signature=${encodeURIComponent(signature)}`;
    return opts.tamper === 'amount-after-signing'
      ? signed.replace(`&amount=${amount}&`, `&amount=${Number(amount) + 100}&`)
      : signed;
  }

  async function complete(t: Transaction, opts: Parameters<typeof registerUrl>[1]) {
    const url = registerUrl(t, opts);
    t.lastRegisterUrl = url;
    const res = await call('registerPayment', t.trxId, url);
    return { status: res.statusCode, answer: res.body, code: xmlValue(res.body, 'code') };
  }

  app.get('/gateway-sim/payment/start.wsm', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const backSuccess = returnAddress(param(q, 'back_url_s'), req);
    const backFailure = returnAddress(param(q, 'back_url_f'), req);
    if (param(q, 'merch_id')?.toUpperCase() !== gateway.merchantId || !backSuccess || !backFailure)
      throw badRequest(MSG.invalidValue);
    const own = Object.fromEntries(
      Object.entries(q)
        .filter(([k, v]) => (k.startsWith('o.') || k.startsWith('o_')) && typeof v === 'string')
        .map(([k, v]) => [k.replace(/^o_/, 'o.'), v as string]),
    );
    const trxId = randomBytes(16).toString('hex').toUpperCase();
    const lang = (param(q, 'lang')?.toLowerCase() ?? 'ka') as Transaction['lang'];
    const checkQuery = new URLSearchParams({
      merch_id: gateway.merchantId,
      trx_id: trxId,
      lang_code: lang.toUpperCase(),
      ts: gatewayTimestamp(),
      ...own,
    });
    const res = await call('checkAvailable', trxId, `/checkAvailable?${checkQuery.toString()}`, {
      authorization: basic,
    });
    const amount = xmlValue(res.body, 'amount');
    const valid =
      xmlValue(res.body, 'code') === '1' &&
      /^\d+$/.test(amount ?? '') &&
      xmlValue(res.body, 'currency') === '981' &&
      xmlValue(res.body, 'exponent') === '2' &&
      Boolean(xmlValue(res.body, 'merchant-trx'));
    if (!valid) return reply.redirect(backFailure, 303);
    const t: Transaction = {
      trxId,
      orderId: xmlValue(res.body, 'merchant-trx')!,
      amountTetri: Number(amount),
      lang: lang in SIMULATOR_TEXTS ? lang : 'ka',
      backSuccess,
      backFailure,
      own,
    };
    transactions.set(trxId, t);
    return page(reply, t);
  });

  app.get('/gateway-sim/payment/complete', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const t = transactions.get(param(q, 'trx_id') ?? '');
    if (!t) throw notFound();
    const pay = param(q, 'decision') === 'pay';
    const result = await complete(t, { resultCode: pay ? 1 : 2 });
    return reply.redirect(pay && result.code === '1' ? t.backSuccess : t.backFailure, 303);
  });

  // Control API for tests: read the calls, complete with tampering, replay. It hands out signed callbacks
  // and every order's transaction, so it exists only in development and tests (the simulator itself never
  // runs in production) and answers only callers on this machine, as if it were not there for others.
  if (!controlOpen(config)) return;
  const local = localOnly;
  app.get('/gateway-sim/control/log', { ...local, schema: { hide: true } }, () => ({
    success: true,
    calls: log,
    transactions: [...transactions.values()],
  }));

  const controlBody = z.object({
    trxId: z.string(),
    resultCode: z.union([z.literal(1), z.literal(2)]).default(1),
    amount: z.string().regex(/^\d+$/).optional(),
    tamper: z.enum(['signature', 'unsigned', 'amount-after-signing']).optional(),
  });
  app.post(
    '/gateway-sim/control/complete',
    { ...local, schema: { hide: true, body: controlBody } },
    async (req) => {
      const body = controlBody.parse(req.body);
      const t = transactions.get(body.trxId);
      if (!t) throw notFound();
      return { success: true, ...(await complete(t, body)) };
    },
  );
  const replayBody = z.object({ trxId: z.string() });
  app.post(
    '/gateway-sim/control/replay',
    { ...local, schema: { hide: true, body: replayBody } },
    async (req) => {
      const { trxId } = replayBody.parse(req.body);
      const t = transactions.get(trxId);
      if (!t?.lastRegisterUrl) throw notFound();
      const res = await call('registerPayment', trxId, t.lastRegisterUrl);
      return { success: true, status: res.statusCode, answer: res.body, code: xmlValue(res.body, 'code') };
    },
  );

  const returnAddress = (value: string | undefined, req: FastifyRequest) => ourAddress(config, value, req);

  function page(reply: FastifyReply, t: Transaction) {
    const text = SIMULATOR_TEXTS[t.lang];
    const action = (decision: string) =>
      `/gateway-sim/payment/complete?trx_id=${t.trxId}&decision=${decision}`;
    const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f2f4f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:2rem;max-width:360px;width:90%;box-sizing:border-box;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}a{display:inline-block;padding:.75rem 1.5rem;border-radius:8px;text-decoration:none;margin-right:.5rem}
.pay{background:#1864ab;color:#fff}.decline{background:#e9ecef;color:#212529}</style></head>
<body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.note)}</p>
<p>${escapeHtml(text.amount)}:</p><p class="amount" data-testid="amount">${(t.amountTetri / 100).toFixed(2)} ₾</p>
<a class="pay" href="${action('pay')}">${escapeHtml(text.pay)}</a><a class="decline" href="${action('decline')}">${escapeHtml(text.decline)}</a>
</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }
}
