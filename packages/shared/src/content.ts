/** Answers of the public content API (spec §7), shared so the web app reads them typed. */
import { z } from 'zod';
import { MSG } from './messages.ts';

const localized = z.object({ ka: z.string(), en: z.string(), ru: z.string() });

export const pagingParams = z.object({
  skip: z.coerce
    .number(MSG.invalidValue)
    .int(MSG.invalidValue)
    .min(0, MSG.invalidValue)
    .max(1_000_000, MSG.invalidValue),
  limit: z.coerce
    .number(MSG.invalidValue)
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(100, MSG.invalidValue),
});

export const tariffWire = z.object({ country: z.number(), type: z.number(), amount: z.number() });
export type TariffWire = z.infer<typeof tariffWire>;

export const flightWire = z.object({
  _id: z.string(),
  flightId: z.string(),
  countryId: z.string(),
  flightNumber: z.string(),
  additionalText: z.string(),
  additionalTextLocalized: localized.nullable(),
  startdAt: z.string().nullable(),
  estimatedAt: z.string().nullable(),
  endAt: z.string().nullable(),
  declarationDeadline: z.string().nullable(),
  updateStatus: z.boolean(),
  custom: z.boolean(),
  tbilisi: z.boolean(),
});
export type FlightWire = z.infer<typeof flightWire>;

export const newsWire = z.object({
  _id: z.string(),
  photo: z.string(),
  newsTitleKa: z.string(),
  newsTitleEn: z.string(),
  newsTitleRu: z.string(),
  newsTextKa: z.string(),
  newsTextEn: z.string(),
  newsTextRu: z.string(),
  createdAt: z.string(),
});
export type NewsWire = z.infer<typeof newsWire>;

export const ratesWire = z.object({ USD: z.number(), EUR: z.number(), CNY: z.number(), TRY: z.number() });
export type RatesWire = z.infer<typeof ratesWire>;

export const officeWire = z.object({
  countryId: z.number(),
  provinceLoc: z.string(),
  cityLoc: z.string(),
  addressLoc: z.string(),
  provinceEn: z.string(),
  cityEn: z.string(),
  addressEn: z.string(),
  postalCode: z.string(),
  mobile: z.string(),
  neigborhood: z.string(),
});
export type OfficeWire = z.infer<typeof officeWire>;

export const pageWire = z.object({
  slug: z.string(),
  titleKa: z.string(),
  titleEn: z.string(),
  titleRu: z.string(),
  descriptionKa: z.string(),
  descriptionEn: z.string(),
  descriptionRu: z.string(),
});
export type PageWire = z.infer<typeof pageWire>;

export const popapWire = z.object({
  _id: z.string(),
  popapId: z.string(),
  status: z.number(),
  titleKa: z.string(),
  titleEn: z.string(),
  titleRu: z.string(),
  descriptionKa: z.string(),
  descriptionEn: z.string(),
  descriptionRu: z.string(),
});
export type PopapWire = z.infer<typeof popapWire>;
