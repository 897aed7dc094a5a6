/**
 * Back-office payloads for customers, content, rates, payments and the page-view counter, shared by the
 * back office forms and the server. Field names follow the public wire (spec §3/§7), typos included.
 */
import { z } from 'zod';
import { COUNTRY_IDS, RATE_CURRENCIES, TARIFF_TYPES } from './constants.ts';
import { UUID_PATTERN as UUID } from './ids.ts';
import { MSG } from './messages.ts';
import { isFilled } from './validation.ts';

const text = (max: number) =>
  z
    .string(MSG.required)
    .trim()
    .min(1, MSG.required)
    .refine(isFilled, MSG.required)
    .max(max, MSG.invalidValue);
const optionalText = (max: number) => z.string().trim().max(max, MSG.invalidValue);
const country = z.coerce
  .number(MSG.invalidCountry)
  .refine((c) => (COUNTRY_IDS as readonly number[]).includes(c), MSG.invalidCountry);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidValue);

export const localizedText = (max: number) => z.object({ ka: text(max), en: text(max), ru: text(max) });

/** Paging of back-office lists: `skip` from 0, `limit` up to `max`. */
export const adminPaging = (defaultLimit = 50, max = 200) => ({
  skip: z.coerce.number(MSG.invalidValue).int(MSG.invalidValue).min(0, MSG.invalidValue).default(0),
  limit: z.coerce
    .number(MSG.invalidValue)
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(max, MSG.invalidValue)
    .default(defaultLimit),
});

// Customers
export const customerSearchQuery = z.object({ q: optionalText(254).default(''), ...adminPaging() });

// News: titles and texts in the three languages (the photo travels as the multipart `file`).
export const newsInputSchema = z.object({
  newsTitleKa: text(200),
  newsTitleEn: text(200),
  newsTitleRu: text(200),
  newsTextKa: text(20000),
  newsTextEn: text(20000),
  newsTextRu: text(20000),
});
export type NewsInput = z.output<typeof newsInputSchema>;

// Pages by slug (terms and others)
export const slugParam = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, MSG.invalidValue),
});
export const pageInputSchema = z.object({
  titleKa: text(200),
  titleEn: text(200),
  titleRu: text(200),
  descriptionKa: text(100000),
  descriptionEn: text(100000),
  descriptionRu: text(100000),
});
export type PageInput = z.output<typeof pageInputSchema>;

/** The popup: a new `popapId` shows it again to visitors who closed the previous one. */
export const popupInputSchema = z.object({
  popapId: z
    .string(MSG.required)
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, MSG.invalidValue),
  status: z.union([z.literal(0), z.literal(1)], MSG.invalidValue),
  titleKa: text(200),
  titleEn: text(200),
  titleRu: text(200),
  descriptionKa: text(5000),
  descriptionEn: text(5000),
  descriptionRu: text(5000),
});
export type PopupInput = z.output<typeof popupInputSchema>;

// Tariffs: USD per kg by country and tariff type
const usd = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string(MSG.required)
    .regex(/^\d{1,6}(\.\d{1,2})?$/, MSG.amountInvalid)
    .refine((a) => Number(a) > 0, MSG.amountMustBePositive),
);
export const tariffsInputSchema = z.object({
  tariffs: z
    .array(
      z.object({
        country,
        type: z.coerce
          .number()
          .refine((t) => (TARIFF_TYPES as readonly number[]).includes(t), MSG.invalidValue),
        amount: usd,
      }),
    )
    .min(1, MSG.required)
    .max(9)
    .refine((list) => new Set(list.map((t) => `${t.country}:${t.type}`)).size === list.length, MSG.duplicate),
});
export type TariffsInput = z.output<typeof tariffsInputSchema>;

// Offices abroad, with the public wire's names (`neigborhood` included)
export const countryParam = z.object({ country });
export const officeInputSchema = z.object({
  provinceLoc: optionalText(200),
  cityLoc: text(200),
  addressLoc: text(300),
  provinceEn: optionalText(200),
  cityEn: text(200),
  addressEn: text(300),
  postalCode: optionalText(20),
  mobile: text(40),
  neigborhood: optionalText(200),
});
export type OfficeInput = z.output<typeof officeInputSchema>;

// Flight remark texts (`additionalText` keys)
export const remarkKeyParam = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/, MSG.invalidValue),
});
/** A remark's texts, and whether a flight given it tells its customers (a delay, say). */
export const remarkInputSchema = localizedText(500).extend({ announce: z.boolean().default(false) });

// Rates: lari per unit, CNY per 10 yuan, 4 decimals
const rate = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string(MSG.required)
    .regex(/^\d{1,8}(\.\d{1,4})?$/, MSG.rateInvalid)
    .refine((r) => Number(r) > 0, MSG.rateInvalid),
);
export const ratesInputSchema = z.object({
  rates: z
    .array(z.object({ currency: z.enum(RATE_CURRENCIES, MSG.invalidCurrency), rate }))
    .min(1, MSG.required)
    .max(RATE_CURRENCIES.length)
    .refine((list) => new Set(list.map((r) => r.currency)).size === list.length, MSG.duplicate),
  validOn: day.optional(),
});
export type RatesInput = z.output<typeof ratesInputSchema>;
export const ratesImportSchema = z.object({ date: day.optional() });

/** Staff-written notification: to one customer (by id or AXID) or, with neither, to every customer. */
export const adminNotificationSchema = z
  .object({
    accountId: z.string().regex(UUID, MSG.notFound).optional(),
    axid: z
      .string()
      .trim()
      .regex(/^AX\d+$/i, MSG.axidInvalid)
      .optional(),
    title: localizedText(200),
    description: localizedText(5000),
  })
  .refine((v) => !(v.accountId && v.axid), { message: MSG.oneRecipientOnly, path: ['axid'] });
export type AdminNotificationInput = z.output<typeof adminNotificationSchema>;

// Payments, outbox, audit
export const paymentOrdersQuery = z.object({
  state: z.enum(['created', 'paid', 'failed', 'expired']).optional(),
  ...adminPaging(100, 500),
});
export const outboxQuery = z.object({
  status: z.enum(['pending', 'sent', 'failed', 'kept', 'gone']).optional(),
  channel: z.enum(['email', 'sms', 'push', 'webhook']).optional(),
  /** One customer's messages (their AXID). */
  axid: z
    .string()
    .trim()
    .regex(/^AX\d+$/i, MSG.axidInvalid)
    .optional(),
  /** The messages of one notification: where it went on each channel. */
  notificationId: z.string().regex(UUID, MSG.notFound).optional(),
  ...adminPaging(100, 500),
});
export const auditQuery = z.object({
  entity: z.string().trim().max(60).optional(),
  /** The actor's AXID, e-mail or id. */
  actor: z.string().trim().max(254).optional(),
  ...adminPaging(100, 500),
});

const isControl = (c: string) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127;

/** A page view the web app reports on every route change. */
export const pageViewSchema = z.object({
  path: z
    .string(MSG.required)
    .max(200, MSG.invalidValue)
    .refine((p) => p.startsWith('/') && !/\s/.test(p) && ![...p].some(isControl), MSG.invalidValue),
});
