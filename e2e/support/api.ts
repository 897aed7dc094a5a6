/**
 * The API as a client calls it: a small HTTP client, fresh customers signed up, parcels declared, the
 * balance topped up through the gateway simulator and flights paid.
 */
import { randomBytes, randomInt } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
export type Json = Record<string, any>;

export class ApiClient {
  constructor(readonly base: string) {}

  async call(
    method: string,
    url: string,
    options: { token?: string; body?: unknown; form?: FormData } = {},
  ): Promise<{ status: number; json: Json }> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${this.base}${url}`, { method, headers, body });
    const text = await res.text();
    let json: Json;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      json = { text };
    }
    return { status: res.status, json };
  }

  /** The call, which must succeed. */
  async ok(method: string, url: string, options: Parameters<ApiClient['call']>[2] = {}): Promise<Json> {
    const { status, json } = await this.call(method, url, options);
    if (status < 200 || status >= 300)
      throw new Error(`${method} ${url} answered ${status}: ${JSON.stringify(json)}`);
    return json;
  }

  async signIn(login: string, password: string): Promise<string> {
    return (await this.ok('POST', '/api/authorization/signin', { body: { email: login, password } }))
      .token as string;
  }
}

export const DEMO = {
  customer: { login: 'demo@amanati.ge', password: 'demo12345' },
  operator: { login: 'operator@amanati.ge', password: 'operator12345' },
};

export interface Customer {
  token: string;
  email: string;
  password: string;
  AXID: string;
  id: string;
  nameEn: string;
  lastNameEn: string;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export const uniqueTracking = (prefix = 'E2E') => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

export type AccountKind = 'individual' | 'entrepreneur' | 'organisation';

/** A minimal valid PDF (the server judges files by their bytes). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A PDF of about `size` bytes: the minimal one, padded inside a comment. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 'x'), tail]);
}

/** Signs a new customer up through the API (individuals by JSON, the others with a registry extract). */
export async function newCustomer(
  api: ApiClient,
  kind: AccountKind = 'individual',
  overrides: Json = {},
): Promise<Customer> {
  const email = `e2e.${randomBytes(5).toString('hex')}@example.ge`;
  const password = 'secret123';
  const payload: Json = {
    type: kind === 'individual' ? 1 : 2,
    email,
    password,
    nameKa: 'ლევანი',
    lastNameKa: 'გელაშვილი',
    nameEn: 'levan',
    lastNameEn: 'Gelashvili',
    phone: `5${digits(8)}`,
    city: '_TBILISI_',
    address: 'რუსთაველის გამზ. 10',
    filial: 'didube',
    indEntrepreneur: kind === 'entrepreneur' ? 'true' : 'false',
    foreignCitizen: false,
    ...(kind === 'organisation'
      ? { orgName: 'ამანათი ტესტი', orgNameEn: 'Amanati Test LLC', orgId: digits(9) }
      : { personId: `6${digits(10)}` }),
    ...overrides,
  };
  let answer: Json;
  if (kind === 'individual') answer = await api.ok('POST', '/api/authorization/signup', { body: payload });
  else {
    const form = new FormData();
    form.set('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'extract.pdf');
    form.set('inputs', JSON.stringify(payload));
    answer = await api.ok('POST', '/api/authorization/signupFile', { form });
  }
  const token = answer.token as string;
  // The journeys pay flights by hand: auto-pay, on for every new customer (issue 20 §4), is turned off.
  await api.ok('PUT', '/api/money/auto-pay', { token, body: { enabled: false } });
  const me = (await api.ok('GET', '/api/authorization/userInformation', { token })).candidate as Json;
  return {
    token,
    email,
    password,
    AXID: me.AXID as string,
    id: me._id as string,
    nameEn: payload.nameEn as string,
    lastNameEn: payload.lastNameEn as string,
  };
}

/** Declares a parcel for the customer through the API (with an invoice PDF when given); answers the product. */
export async function declare(
  api: ApiClient,
  customer: Customer,
  overrides: Json = {},
  invoice?: Buffer,
): Promise<Json> {
  const tracking = uniqueTracking();
  // A typed shop of its own: a customer's parcels from one shop add up against the customs threshold,
  // which journeys of other things must not trip over. Journeys of a named shop say so.
  const body = {
    productOrderId: tracking,
    productName: '_SHOES_',
    quantity: '1',
    amount: '50',
    currency: 'USD',
    senderCountryId: 2,
    shop: '_OTHER_SHOP_',
    otherShop: `${tracking.toLowerCase()}.example`,
    branches: 'didube',
    ...overrides,
  };
  if (invoice) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(invoice)], { type: 'application/pdf' }), 'invoice.pdf');
    form.set('inputs', JSON.stringify(body));
    return (await api.ok('POST', '/api/product/addProductWithFile', { token: customer.token, form }))
      .product as Json;
  }
  return (await api.ok('POST', '/api/product/addProduct', { token: customer.token, body })).product as Json;
}

/**
 * A card top-up completed through the gateway simulator by HTTP alone (the browser journey of the
 * same lives in customer-money): order, the simulator's hosted page, its Pay link.
 */
export async function topUp(api: ApiClient, customer: Customer, lari: string): Promise<void> {
  const order = await api.ok('POST', '/api/merchant/georgiancard/pay', {
    token: customer.token,
    body: { lari, tetri: '00', lang: 'en' },
  });
  const start = new URL(order.redirectUrl as string);
  const hosted = await (await fetch(`${api.base}${start.pathname}${start.search}`)).text();
  const trx = /trx_id=([0-9A-F]+)&amp;decision=pay|trx_id=([0-9A-F]+)&decision=pay/.exec(hosted);
  if (!trx) throw new Error(`no pay link on the simulator's page: ${hosted.slice(0, 300)}`);
  const res = await fetch(
    `${api.base}/gateway-sim/payment/complete?trx_id=${trx[1] ?? trx[2]}&decision=pay`,
    {
      redirect: 'manual',
    },
  );
  if (!String(res.headers.get('location')).includes('/payments/success'))
    throw new Error(`top-up declined: ${res.status} ${res.headers.get('location')}`);
}

/** Pays one flight from the balance, as the Pay button does. */
export function payFlight(api: ApiClient, customer: Customer, flightId: string): Promise<Json> {
  return api.ok('POST', '/api/payment/payFlightId', { token: customer.token, body: { flightId } });
}
