// The Bank of Georgia client against a scripted bank: one token for many calls (and for calls made at
// once), a new one before expiry and after a 401, the order request's headers, and every failure of the
// bank — an error status, an unexpected answer, no answer — as a BogApiError (the callback answers 503).
import { describe, expect, it } from 'vitest';
import { BogApiError, createBogClient, fetchTransport, type HttpRequest } from './bog-client.ts';
import { orderRequest, tetriOf, verdictOf, type OrderDetails } from './bog-protocol.ts';

const config = {
  clientId: 'id',
  clientSecret: 'secret',
  oauthUrl: 'https://auth/token',
  apiUrl: 'https://api/v1',
};

function scriptedBank(opts: { expiresIn?: number; rejectTokens?: Set<string> } = {}) {
  const calls: { url: string; request: HttpRequest }[] = [];
  let issued = 0;
  const transport = async (url: string, request: HttpRequest) => {
    calls.push({ url, request });
    await new Promise((r) => setTimeout(r, 5));
    if (url === config.oauthUrl) {
      issued++;
      return {
        status: 200,
        text: JSON.stringify({
          access_token: `t${issued}`,
          token_type: 'Bearer',
          expires_in: opts.expiresIn ?? 3600,
        }),
      };
    }
    const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
    if (opts.rejectTokens?.has(token)) return { status: 401, text: '{}' };
    if (url.includes('/ecommerce/orders'))
      return {
        status: 200,
        text: JSON.stringify({ id: 'b1', _links: { redirect: { href: 'https://pay/b1' } } }),
      };
    return { status: 404, text: 'nope' };
  };
  return { calls, transport, tokens: () => calls.filter((c) => c.url === config.oauthUrl) };
}

const request = orderRequest({
  orderId: '3f1c4b7e-0000-4000-8000-000000000001',
  amountTetri: 1205,
  method: 'google_pay',
  callbackUrl: 'https://us/cb',
  successUrl: 'https://us/s',
  failUrl: 'https://us/f',
  ttlMinutes: 60,
});

describe('Bank of Georgia client', () => {
  it('asks for a token with the client credentials once, for parallel and later calls', async () => {
    const bank = scriptedBank();
    const client = createBogClient(config, bank.transport);
    await Promise.all(
      Array.from({ length: 5 }, () => client.createOrder(request, { lang: 'ka', idempotencyKey: 'k' })),
    );
    await client.createOrder(request, { lang: 'en', idempotencyKey: 'k2' });
    expect(bank.tokens()).toHaveLength(1);
    const token = bank.tokens()[0]!.request;
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(token.body).toBe('grant_type=client_credentials');
    const order = bank.calls.at(-1)!;
    expect(order.url).toBe('https://api/v1/ecommerce/orders');
    expect(order.request.headers).toMatchObject({
      authorization: 'Bearer t1',
      'accept-language': 'en',
      'idempotency-key': 'k2',
    });
    expect(JSON.parse(order.request.body!)).toMatchObject({
      purchase_units: { currency: 'GEL', total_amount: 12.05 },
      payment_method: ['google_pay'],
      ttl: 60,
    });
  });

  it('renews the token before it expires, and once after a 401', async () => {
    let now = 0;
    const bank = scriptedBank({ expiresIn: 120, rejectTokens: new Set(['t2']) });
    const client = createBogClient(config, bank.transport, () => now);
    await client.createOrder(request, { lang: 'ka', idempotencyKey: 'a' });
    now = 61_000; // past expiry minus the minute's margin
    await client.createOrder(request, { lang: 'ka', idempotencyKey: 'b' }); // t2: refused, t3: taken
    expect(bank.tokens()).toHaveLength(3);
    expect(bank.calls.at(-1)!.request.headers.authorization).toBe('Bearer t3');
  });

  it('turns an error status, an unexpected answer and no answer into BogApiError', async () => {
    const bank = scriptedBank();
    const client = createBogClient(config, bank.transport);
    await expect(client.orderDetails('x')).rejects.toBeInstanceOf(BogApiError);
    const odd = createBogClient(config, () => Promise.resolve({ status: 200, text: '<html>' }));
    await expect(odd.orderDetails('x')).rejects.toBeInstanceOf(BogApiError);
    const down = createBogClient({ ...config, oauthUrl: 'http://127.0.0.1:9/token' }, fetchTransport);
    await expect(down.orderDetails('x')).rejects.toBeInstanceOf(BogApiError);
  });
});

describe('Bank of Georgia order details', () => {
  const details = (key: string, amount: string | number, currency = 'GEL'): OrderDetails => ({
    order_id: 'b1',
    order_status: { key },
    purchase_units: { request_amount: amount, transfer_amount: amount, currency_code: currency },
  });
  it('reads lari amounts as tetri exactly, and nothing else', () => {
    expect(tetriOf('12.05')).toBe(1205);
    expect(tetriOf(12.5)).toBe(1250);
    expect(tetriOf('7')).toBe(700);
    expect(tetriOf('1e3')).toBeUndefined();
    expect(tetriOf('-1.00')).toBeUndefined();
    expect(tetriOf('1.005')).toBeUndefined();
  });
  it('pays only completed orders in lari; rejected declines; the rest is still open', () => {
    expect(verdictOf(details('completed', '12.05'))).toEqual({ kind: 'paid', amountTetri: 1205 });
    expect(verdictOf(details('completed', '12.05', 'USD'))).toEqual({ kind: 'paid', amountTetri: undefined });
    expect(verdictOf(details('rejected', '12.05'))).toEqual({ kind: 'declined' });
    for (const key of ['created', 'processing', 'refunded', 'blocked'])
      expect(verdictOf(details(key, '1')).kind).toBe('open');
  });
});
