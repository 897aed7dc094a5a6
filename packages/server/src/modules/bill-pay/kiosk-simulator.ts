/**
 * A payment kiosk played in the browser (issue 20 §3), outside production only: a customer types their
 * room code, sees the masked name and what is due, puts in an amount and pays. Every step calls the real
 * partner API (`inject`, with a channel's Basic credential), as a kiosk network's server would. The
 * simulator's channel, `kiosk-simulator`, is made on first use with a secret derived from the server's
 * secret, so every instance holds the same one.
 *
 * Each payment's transaction id is made on the amount screen and travels in the pay link: reloading the
 * receipt repeats the same transaction, which the API answers once (`repeated`).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../lib/html.ts';
import { BILL_PAY_PREFIX } from './bill-pay.routes.ts';
import { KIOSK_TEXTS, type KioskLanguage } from './kiosk-simulator.texts.ts';

export const KIOSK_LOGIN = 'kiosk-simulator';

export function kioskSimulatorRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'database' | 'config'>,
): void {
  const secret = createHmac('sha256', ctx.config.jwtSecret).update(KIOSK_LOGIN).digest('base64url');
  const basic = `Basic ${Buffer.from(`${KIOSK_LOGIN}:${secret}`).toString('base64')}`;
  let ready: Promise<unknown> | undefined;
  const channel = () =>
    (ready ??= ctx.database.db
      .execute(sql`insert into bill_pay_channels (name, login, secret_hash, allowed_ips)
      values ('Kiosk simulator', ${KIOSK_LOGIN}, ${createHash('sha256').update(secret).digest('hex')}, '{}')
      on conflict (login) do update set secret_hash = excluded.secret_hash, revoked_at = null`));

  async function call(method: 'GET' | 'POST', url: string, payload?: object) {
    await channel();
    const res = await app.inject({
      method,
      url: `${BILL_PAY_PREFIX}${url}`,
      headers: { authorization: basic },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json<Record<string, string>>() };
  }

  const langOf = (q: Record<string, unknown>): KioskLanguage =>
    typeof q.lang === 'string' && q.lang in KIOSK_TEXTS ? (q.lang as KioskLanguage) : 'ka';

  function screen(reply: FastifyReply, lang: KioskLanguage, body: string) {
    const t = KIOSK_TEXTS[lang];
    const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0b3d6b;margin:0;display:grid;place-items:center;min-height:100vh;color:#212529}
main{background:#fff;border-radius:16px;padding:2rem;max-width:380px;width:90%;box-sizing:border-box}
h1{font-size:1.25rem;margin-top:0}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{font-size:1.25rem;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #868e96;border-radius:8px}
button,a.button{display:inline-block;margin-top:1rem;font-size:1.1rem;padding:.75rem 1.5rem;border-radius:8px;border:0;background:#1864ab;color:#fff;text-decoration:none;cursor:pointer}
a.secondary{background:#e9ecef;color:#212529}.error{color:#c92a2a;font-weight:600}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#495057}dd{margin:0;font-weight:600;overflow-wrap:anywhere}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.note)}</p>${body}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  /** The refusal's message code, shown as the API gave it (the simulator is a developer's tool). */
  const refusal = (body: Record<string, string>) =>
    `<p class="error" role="alert" data-testid="kiosk-error">${escapeHtml(body.title ?? body.message ?? 'error')}</p>`;

  const codeForm = (lang: KioskLanguage, code = '') => {
    const t = KIOSK_TEXTS[lang];
    return `<form method="get" action="/billpay-sim/check"><input type="hidden" name="lang" value="${lang}">
<label for="code">${escapeHtml(t.code)}</label><input id="code" name="code" value="${escapeHtml(code)}" autocomplete="off" required autofocus>
<button type="submit">${escapeHtml(t.next)}</button></form>`;
  };

  app.get('/billpay-sim/', { schema: { hide: true } }, (req, reply) => {
    const lang = langOf(req.query as Record<string, unknown>);
    return screen(reply, lang, codeForm(lang));
  });

  app.get('/billpay-sim/check', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const lang = langOf(q);
    const t = KIOSK_TEXTS[lang];
    const code = typeof q.code === 'string' ? q.code : '';
    const res = await call('GET', `/check?code=${encodeURIComponent(code)}`);
    if (res.status !== 200) return screen(reply, lang, refusal(res.body) + codeForm(lang, code));
    const due = res.body.amountDue!;
    const transactionId = `KIOSK-${randomBytes(8).toString('hex').toUpperCase()}`;
    return screen(
      reply,
      lang,
      `<dl><dt>${escapeHtml(t.customer)}</dt><dd data-testid="kiosk-name">${escapeHtml(res.body.name!)} (${escapeHtml(res.body.code!)})</dd>
<dt>${escapeHtml(t.due)}</dt><dd data-testid="kiosk-due">${escapeHtml(due)} ₾</dd></dl>
<form method="get" action="/billpay-sim/pay"><input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="code" value="${escapeHtml(res.body.code!)}"><input type="hidden" name="transactionId" value="${transactionId}">
<label for="amount">${escapeHtml(t.amount)}</label><input id="amount" name="amount" inputmode="decimal" value="${due === '0.00' ? '' : escapeHtml(due)}" required>
<button type="submit">${escapeHtml(t.pay)}</button> <a class="button secondary" href="/billpay-sim/?lang=${lang}">${escapeHtml(t.back)}</a></form>`,
    );
  });

  app.get('/billpay-sim/pay', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const lang = langOf(q);
    const t = KIOSK_TEXTS[lang];
    const res = await call('POST', '/pay', {
      code: q.code,
      amount: typeof q.amount === 'string' ? q.amount.replace(',', '.') : q.amount,
      transactionId: q.transactionId,
    });
    const again = `<a class="button" href="/billpay-sim/?lang=${lang}">${escapeHtml(t.again)}</a>`;
    if (res.status !== 200) return screen(reply, lang, refusal(res.body) + again);
    return screen(
      reply,
      lang,
      `<p data-testid="kiosk-paid"><strong>${escapeHtml(t.paid)}</strong></p>
<dl><dt>${escapeHtml(t.customer)}</dt><dd>${escapeHtml(res.body.code!)}</dd>
<dt>${escapeHtml(t.paidAmount)}</dt><dd data-testid="kiosk-amount">${escapeHtml(res.body.amount!)}</dd>
<dt>${escapeHtml(t.transaction)}</dt><dd>${escapeHtml(res.body.transactionId!)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd data-testid="kiosk-reference">${escapeHtml(res.body.reference!)}</dd></dl>${again}`,
    );
  });
}
