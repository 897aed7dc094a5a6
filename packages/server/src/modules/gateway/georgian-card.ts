/**
 * Every Georgian Card wire detail in one place (../shared/design/georgian-card-protocol.md): the redirect,
 * the XML answers, and the signature check of register-payment. Correct it here from a real sample.
 */
import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import { GEL_CURRENCY_CODE, GEL_EXPONENT } from '@amanati/shared/constants';

export interface RedirectParams {
  startUrl: string;
  merchantId: string;
  pageId?: string | undefined;
  lang: 'ka' | 'en' | 'ru';
  successUrl: string;
  failureUrl: string;
  orderId: string;
  axid: string;
  amountTetri: number;
  timestamp: string;
}

/** `yyyyMMdd HH:mm:ss` in UTC, the gateway's timestamp form. */
export function gatewayTimestamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())}`;
}

/** The browser's way to the hosted page; our `o.*` values come back in both callbacks. */
export function redirectUrl(p: RedirectParams): string {
  const q = new URLSearchParams();
  q.set('merch_id', p.merchantId);
  if (p.pageId) q.set('page_id', p.pageId);
  q.set('lang', p.lang.toUpperCase());
  q.set('back_url_s', p.successUrl);
  q.set('back_url_f', p.failureUrl);
  q.set('preauth', 'N');
  q.set('o.order_id', p.orderId);
  q.set('o.account', p.axid);
  q.set('o.amount', String(p.amountTetri));
  q.set('o.currency', String(GEL_CURRENCY_CODE));
  q.set('o.ts', p.timestamp);
  return `${p.startUrl}?${q.toString()}`;
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function availableXml(a: {
  orderId: string;
  accountId: string;
  amountTetri: number;
  shortDesc: string;
  longDesc: string;
}): string {
  return (
    `<payment-avail-response><result><code>1</code><desc>OK</desc></result>` +
    `<merchant-trx>${xmlEscape(a.orderId)}</merchant-trx>` +
    `<purchase><shortDesc>${xmlEscape(a.shortDesc.slice(0, 30))}</shortDesc><longDesc>${xmlEscape(a.longDesc.slice(0, 125))}</longDesc>` +
    `<account-amount><id>${a.accountId}</id><amount>${a.amountTetri}</amount><currency>${GEL_CURRENCY_CODE}</currency><exponent>${GEL_EXPONENT}</exponent></account-amount>` +
    `</purchase></payment-avail-response>`
  );
}

export const unavailableXml = (reason: string) =>
  `<payment-avail-response><result><code>2</code><desc>${xmlEscape(reason)}</desc></result></payment-avail-response>`;

export const registerXml = (ok: boolean, desc = ok ? 'OK' : 'FAILED') =>
  `<register-payment-response><result><code>${ok ? 1 : 2}</code><desc>${xmlEscape(desc)}</desc></result></register-payment-response>`;

/** A query value by its wire name (`o.order_id`) or the framework-mangled one (`o_order_id`). */
export function param(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name] ?? query[name.replace(/\./g, '_')];
  if (Array.isArray(value)) return undefined; // a repeated parameter is never ours
  return typeof value === 'string' ? value : undefined;
}

/**
 * The signed text is the full request URL up to (not including) `&signature=`, as received — the
 * raw query is cut, never re-ordered — with our public host in front (we may sit behind a proxy).
 */
export function splitSignedUrl(
  publicOrigin: string,
  rawUrl: string,
): { text: string; signature: string } | null {
  const at = rawUrl.lastIndexOf('&signature=');
  if (at < 0) return null;
  const encoded = rawUrl.slice(at + '&signature='.length);
  if (!encoded || encoded.includes('&')) return null;
  let signature: string;
  try {
    // decodeURIComponent, not a form decoder: '+' in base64 must stay '+'.
    signature = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return { text: `${publicOrigin}${rawUrl.slice(0, at)}`, signature };
}

export function verifySignature(key: KeyObject, text: string, signatureBase64: string): boolean {
  try {
    return createVerify('RSA-SHA1').update(text, 'utf8').verify(key, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false;
  }
}

/** Georgian Card's certificate (or a bare public key) in PEM. */
export const publicKeyFrom = (pem: string): KeyObject => createPublicKey(pem);

/** Extracts one element's text from the gateway's small XML answers (used by the simulator and tests). */
export const xmlValue = (xml: string, tag: string): string | undefined =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
