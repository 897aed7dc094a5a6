/**
 * The signature of a delivery: `Amanati-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `"<t>.<raw body>"` with the endpoint's secret — the scheme integrators know from Stripe, so a receiver
 * can refuse old timestamps (replays) and bodies changed on the way.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@amanati/shared/webhooks';

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;

export const signatureOf = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;

/** The receiver's side, as the docs show it: used by the tests to prove what the docs promise. */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
