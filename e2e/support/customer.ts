/**
 * What the customer journeys share: the project's own dictionaries (so a journey reads the texts a
 * user sees in the chosen language), the API as a client calls it (fresh customers, the operator's
 * back-office calls that move parcels), and a signed-in page at a desktop or phone size.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchProblems, type ExpectedFailure } from './problems.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const artifactsDir = path.join(root, 'e2e/artifacts');

export type Lang = 'ka' | 'en' | 'ru';
export type Size = 'desktop' | 'mobile';
export const VIEWPORTS: Record<Size, { width: number; height: number }> = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
};

/** The journeys run once on a desktop in Georgian and once on a phone in English. */
export const JOURNEY_VARIANTS: { lang: Lang; size: Size }[] = [
  { lang: 'ka', size: 'desktop' },
  { lang: 'en', size: 'mobile' },
];

// ---------------------------------------------------------------- dictionaries

type Dict = Record<string, unknown>;
const dictionaries = new Map<string, Dict>();

function dictionary(lang: Lang, ns: string): Dict {
  const key = `${lang}/${ns}`;
  let dict = dictionaries.get(key);
  if (!dict) {
    dict = JSON.parse(
      readFileSync(path.join(root, `packages/web/src/locales/${lang}/${ns}.json`), 'utf8'),
    ) as Dict;
    dictionaries.set(key, dict);
  }
  return dict;
}

function lookup(dict: Dict, keyPath: string): unknown {
  return keyPath.split('.').reduce<unknown>((node, part) => (node as Dict | undefined)?.[part], dict);
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** `t('parcels:form.add')`, `t('common:actions.close')`, with {{vars}} and i18next plural suffixes. */
export function translator(lang: Lang): Translate {
  return (key, vars = {}) => {
    const [ns, keyPath] = key.includes(':') ? key.split(':') : ['common', key];
    const dict = dictionary(lang, ns!);
    let value = lookup(dict, keyPath!);
    if (value === undefined && typeof vars.count === 'number') {
      const form = new Intl.PluralRules(lang).select(vars.count);
      value = lookup(dict, `${keyPath}_${form}`) ?? lookup(dict, `${keyPath}_other`);
    }
    if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

/** A RegExp matching the text exactly (for accessible names), special characters escaped. */
export const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// ---------------------------------------------------------------- the API

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
  const body = {
    productOrderId: uniqueTracking(),
    productName: '_SHOES_',
    quantity: '1',
    amount: '50',
    currency: 'USD',
    senderCountryId: 2,
    shop: '_AMAZON_',
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

/** The operator's side: receiving at the warehouse, flights, notifications (`/api/admin/...`). */
export class Operator {
  private constructor(
    private readonly api: ApiClient,
    private readonly token: string,
  ) {}

  static async signIn(api: ApiClient): Promise<Operator> {
    return new Operator(api, await api.signIn(DEMO.operator.login, DEMO.operator.password));
  }

  private post(url: string, body?: unknown) {
    return this.api.ok('POST', `/api/admin${url}`, { token: this.token, body });
  }

  /**
   * Warehouse intake: a declared parcel is weighed and now at the warehouse (stock); an undeclared one
   * with the customer's AXID on its label is created for that customer, waiting for a declaration.
   */
  receive(tracking: string, country: 1 | 2 | 3, weightKg = '1.500', axid?: string) {
    return this.post('/intake/receive', { tracking, country, weightKg, ...(axid ? { axid } : {}) });
  }

  /** A new flight that left an hour ago; answers it (`_id`, `flightId`). */
  async createFlight(country: 1 | 2 | 3, options: Json = {}): Promise<Json> {
    const now = Date.now();
    return (
      await this.post('/flights', {
        country,
        departedAt: new Date(now - 3600_000).toISOString(),
        estimatedAt: new Date(now + 3 * 864e5).toISOString(),
        ...options,
      })
    ).flight as Json;
  }

  /** Puts stock parcels on the flight: sent, charged (the customer now has a debt). */
  async load(flightDbId: string, trackings: string[]): Promise<Json> {
    const answer = await this.post(`/flights/${flightDbId}/parcels`, { trackings });
    if (answer.added !== trackings.length) throw new Error(`not all loaded: ${JSON.stringify(answer)}`);
    return answer;
  }

  arrive(flightDbId: string) {
    return this.post(`/flights/${flightDbId}/arrive`);
  }

  notify(axid: string, title: Record<Lang, string>, description: Record<Lang, string>) {
    return this.post('/notifications', { axid, title, description });
  }

  /** A parcel of the customer taken from declaration to the given status; answers it and its flight. */
  async parcelIn(
    customer: Customer,
    status: 'stock' | 'sent' | 'arrived',
    options: { country?: 1 | 2 | 3; weightKg?: string; declare?: Json; flight?: Json } = {},
  ): Promise<{ parcel: Json; flight?: Json }> {
    const country = options.country ?? 2;
    const shop = { 1: '_TAOBAO_', 2: '_AMAZON_', 3: '_TRENDYOL_' }[country];
    const parcel = await declare(this.api, customer, { senderCountryId: country, shop, ...options.declare });
    await this.receive(parcel.productOrderId as string, country, options.weightKg);
    if (status === 'stock') return { parcel };
    const flight = options.flight ?? (await this.createFlight(country));
    await this.load(flight._id as string, [parcel.productOrderId as string]);
    if (status === 'arrived') await this.arrive(flight._id as string);
    return { parcel, flight };
  }
}

// ---------------------------------------------------------------- the browser

export interface CustomerPage {
  page: Page;
  context: BrowserContext;
  /**
   * Script errors and console errors of the context's pages (support/problems.ts); a test ends by
   * expecting none.
   */
  errors: string[];
  /** Lets a failed request the test provokes on purpose pass (by its address and status). */
  allow: (...failures: ExpectedFailure[]) => void;
  t: Translate;
  lang: Lang;
  size: Size;
  mobile: boolean;
}

/**
 * A browser context at the size, with the language chosen and (with a token) signed in — set in
 * localStorage the way the app keeps them — and the announcement popup already closed, so a journey
 * starts where a returning customer would.
 */
export async function openCustomerPage(
  browser: Browser,
  base: string,
  options: {
    lang: Lang;
    size: Size;
    token?: string;
    keepPopup?: boolean;
    /** For axe-core, injected as an inline script that the app's Content-Security-Policy forbids. */
    bypassCsp?: boolean;
  },
): Promise<CustomerPage> {
  const mobile = options.size === 'mobile';
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.size],
    isMobile: mobile,
    hasTouch: mobile,
    locale: options.lang === 'ka' ? 'ka-GE' : options.lang === 'ru' ? 'ru-RU' : 'en-GB',
    timezoneId: 'Asia/Tbilisi',
    bypassCSP: Boolean(options.bypassCsp),
  });
  context.setDefaultTimeout(20_000);
  const problems = watchProblems(context);
  const page = await context.newPage();
  // Any same-origin URL that is not the app: storage is set before the app first reads it.
  await page.goto(`${base}/version.json`);
  await page.evaluate(
    async ({ lang, token, keepPopup }) => {
      localStorage.setItem('amanati.lang', lang);
      if (token) localStorage.setItem('amanati.token', token);
      if (keepPopup) return;
      const { popap } = (await (await fetch('/api/popap/get')).json()) as { popap?: { popapId: string } };
      if (popap)
        localStorage.setItem('amanati.popup', JSON.stringify({ closed: true, popapId: popap.popapId }));
    },
    { lang: options.lang, token: options.token ?? null, keepPopup: Boolean(options.keepPopup) },
  );
  return {
    page,
    context,
    errors: problems.list,
    allow: problems.allow,
    t: translator(options.lang),
    lang: options.lang,
    size: options.size,
    mobile,
  };
}

/** On a phone the account summary sits in the slide-down left panel behind the menu button. */
export async function openLeftPanel(cp: CustomerPage): Promise<void> {
  if (!cp.mobile) return;
  const burger = cp.page.getByRole('button', { name: cp.t('menu.label') });
  if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Waits for a toast (Mantine notification) with the text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}
