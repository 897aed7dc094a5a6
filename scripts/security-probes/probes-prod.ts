/**
 * The review's reproductions against a production start (NODE_ENV=production with the Georgian Card
 * variables, GC_ALLOWED_IPS and a per-address sign-in limit of 20, as the reviewer's :3303) on the
 * database the development instance used before: findings 2, 3, 4, 9, 10, 17.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- answers are read as loose JSON, as the API tests read them */
import { createSign, randomBytes, type KeyObject } from 'node:crypto';
import {
  expectStatus,
  hex,
  me,
  signin,
  signupCustomer,
  sleep,
  tally,
  uniqueEmail,
  type Recorder,
} from './common.ts';
import { request } from './http.ts';

export interface ProdContext {
  base: string;
  publicUrl: string;
  output: () => string;
  gatewayKey: KeyObject;
  merchantId: string;
  accountId: string;
  callbackUser: string;
  callbackPassword: string;
  /** The address GC_ALLOWED_IPS lets in besides 10.9.9.9 (the reviewer's value). */
  allowedCaller: string;
  /** Two more addresses it lets in, playing unsigned callers that pass the allow-list (finding 2). */
  insideCallers: [string, string];
}

const code = (xml: string) => /<code>([^<]*)<\/code>/.exec(xml)?.[1];
const trxId = () => randomBytes(16).toString('hex').toUpperCase();
/** The review's probe: attacker-chosen values, a bogus signature, no credentials. */
const unsigned = (values: Record<string, string>) =>
  `/registerPayment?${Object.entries(values)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}&signature=AAAA`;

export async function prodProbes(rec: Recorder, ctx: ProdContext): Promise<void> {
  const { base } = ctx;

  // GC_ALLOWED_IPS refuses outsiders first (finding 9), so the calls are also sent from addresses it lets
  // in: the signature check and its audit are what an installation without GC_ALLOWED_IPS meets.
  const [inside14k, insideFlood] = ctx.insideCallers;
  await rec.probe(
    '2',
    'unsigned /registerPayment with merchant_trx, trx_id, result_code, amount of 3,500 hex each (a 14 KB URL), from outside and from inside GC_ALLOWED_IPS',
    async () => {
      const L = () => hex(3500);
      const outside = await request(
        base,
        unsigned({ merchant_trx: L(), trx_id: L(), result_code: L(), amount: L() }),
        { from: '127.0.2.1' },
      );
      await sleep(500);
      const logBefore = ctx.output().length;
      const inside = await request(
        base,
        unsigned({ merchant_trx: L(), trx_id: L(), result_code: L(), amount: L() }),
        { from: inside14k },
      );
      await sleep(1000);
      const logged = ctx.output().length - logBefore;
      return {
        safe:
          outside.status === 403 &&
          code(outside.text) === '2' &&
          inside.status === 200 &&
          code(inside.text) === '2' &&
          logged < 5_000,
        observed:
          `outside: ${outside.status} code ${code(outside.text)}; inside: ${inside.status} ` +
          `${String(inside.headers['content-type']).split(';')[0]} code ${code(inside.text)}, ${logged} bytes of log (LOG_LEVEL=info)`,
      };
    },
  );

  await rec.probe(
    '2',
    '200 unsigned calls with a 3.5 KB merchant_trx from one address inside GC_ALLOWED_IPS, 10 at a time (the autocannon flood, shortened)',
    async () => {
      await sleep(500);
      const logBefore = ctx.output().length;
      const statuses: number[] = [];
      const codes = new Set<string | undefined>();
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            request(
              base,
              unsigned({ merchant_trx: hex(3500), trx_id: trxId(), result_code: '1', amount: '500' }),
              { from: insideFlood },
            ),
          ),
        );
        for (const a of answers) {
          statuses.push(a.status);
          codes.add(code(a.text));
        }
      }
      await sleep(1000);
      const logged = ctx.output().length - logBefore;
      const limited = statuses.filter((s) => s === 429).length;
      return {
        safe:
          statuses.every((s) => s === 200 || s === 429) &&
          limited > 0 &&
          codes.size === 1 &&
          codes.has('2') &&
          logged < 200 * 3_500,
        observed: `${tally([...statuses].sort())}, XML code ${[...codes].join('/')}; ${logged} bytes of log for the 200 calls (audit rows: below)`,
      };
    },
  );

  await rec.probe(
    '3',
    'production start on the database development seeded; sign in as admin@amanati.ge / admin12345',
    async () => {
      const res = await signin(base, 'admin@amanati.ge', 'admin12345');
      const demo = await signin(base, 'demo@amanati.ge', 'demo12345');
      const warned = ctx.output().includes('disabled the demo account admin@amanati.ge');
      return {
        safe: res.status === 401 && demo.status === 401 && warned,
        observed: `admin ${res.status} ${res.json?.message}, demo customer ${demo.status}; log warns "disabled the demo account admin@…": ${warned}`,
      };
    },
  );

  await rec.probe('4', "production: GET /gateway-sim/control/log and the simulator's start.wsm", async () => {
    const log = await request(base, '/gateway-sim/control/log');
    const start = await request(
      base,
      `/gateway-sim/payment/start.wsm?merch_id=${ctx.merchantId}&back_url_f=https://evil.example/phish`,
    );
    return {
      safe: log.status === 404 && start.status === 404 && !start.headers.location,
      observed: `control/log ${log.status}, start.wsm ${start.status}`,
    };
  });

  // A customer's top-up order and the register URL the gateway would send for it, signed with its key.
  const order = async () => {
    const c = await signupCustomer(base);
    const res = expectStatus(
      await request(base, '/api/merchant/georgiancard/pay', {
        token: c.token,
        body: { lari: '20', tetri: '00' },
      }),
      200,
      'top-up order',
    );
    const id = res.json.result._id as string;
    const pairs: [string, string][] = [
      ['trx_id', trxId()],
      ['merch_id', ctx.merchantId],
      ['merchant_trx', id],
      ['result_code', '1'],
      ['amount', '2000'],
      ['account_id', ctx.accountId],
      ['o.order_id', id],
      ['p.rrn', '123456789012'],
      ['p.maskedPan', '4111XXXXXXXX1111'],
      ['ts', '20261125 12:00:00'],
    ];
    const url = `/registerPayment?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
    const signature = createSign('RSA-SHA1')
      .update(`${ctx.publicUrl}${url}`, 'utf8')
      .sign(ctx.gatewayKey, 'base64');
    return { c, id, url: `${url}&signature=${encodeURIComponent(signature)}` };
  };
  const balance = async (token: string) =>
    expectStatus(await me(base, token), 200, 'userInformation').json.candidate.balance as number;
  const basic = `Basic ${Buffer.from(`${ctx.callbackUser}:${ctx.callbackPassword}`).toString('base64')}`;
  const checkAvailable = (orderId: string, headers: Record<string, string> = {}) =>
    request(
      base,
      `/checkAvailable?${new URLSearchParams({ merch_id: ctx.merchantId, trx_id: trxId(), 'o.order_id': orderId }).toString()}`,
      { headers: { authorization: basic, ...headers } },
    );

  await rec.probe(
    '9',
    'GC_ALLOWED_IPS=10.9.9.9,<allowed>: a register URL signed with the configured key, sent from 127.0.0.1, then from the allowed address',
    async () => {
      const o = await order();
      const outside = await request(base, o.url);
      const afterOutside = await balance(o.c.token);
      const check = await checkAvailable(o.id);
      const inside = await request(base, o.url, { from: ctx.allowedCaller });
      const again = await request(base, o.url, { from: ctx.allowedCaller });
      const afterInside = await balance(o.c.token);
      return {
        safe:
          outside.status === 403 &&
          code(outside.text) === '2' &&
          afterOutside === 0 &&
          check.status === 401 &&
          code(inside.text) === '1' &&
          afterInside === 20,
        observed:
          `from 127.0.0.1: ${outside.status} code ${code(outside.text)}, balance ${afterOutside}; checkAvailable ${check.status}; ` +
          `from ${ctx.allowedCaller}: code ${code(inside.text)}, replay code ${code(again.text)}, balance ${afterInside}`,
      };
    },
  );

  await rec.probe(
    '10',
    'TRUST_PROXY unset, per-address limit 20: 30 sign-ins each with X-Forwarded-For 203.0.113.N; /checkAvailable with X-Forwarded-For 10.9.9.9',
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push(
          (
            await signin(base, uniqueEmail('xff'), 'wrong-password', {
              from: '127.0.10.1',
              headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
            })
          ).status,
        );
      const o = await order();
      const check = await checkAvailable(o.id, { 'x-forwarded-for': '10.9.9.9' });
      return {
        safe:
          statuses.filter((s) => s === 401).length <= 20 && statuses.includes(429) && check.status === 401,
        observed: `${tally(statuses)}; checkAvailable ${check.status} code ${code(check.text)} (TRUST_PROXY=true refused at start: next rows)`,
      };
    },
  );

  await rec.probe('17', 'production: GET /api/docs/json; the HSTS header', async () => {
    const docs = await request(base, '/api/docs/json');
    return {
      safe: true,
      kept: true,
      observed: `/api/docs/json ${docs.status} (public, documented); Strict-Transport-Security: ${String(docs.headers['strict-transport-security'] ?? 'absent')}`,
    };
  });
}
