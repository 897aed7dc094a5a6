/** Content rows → the field names of spec §3/§7. */
import type { flightRemarks, flights, news, offices, pages, popups } from '../../db/schema/index.ts';

type FlightRow = typeof flights.$inferSelect;
type RemarkRow = typeof flightRemarks.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toWireFlight = (f: FlightRow, remark: RemarkRow | null) => ({
  _id: f.id,
  flightId: f.code,
  countryId: String(f.country),
  flightNumber: f.flightNumber,
  additionalText: f.remarkKey ?? '',
  additionalTextLocalized: remark ? { ka: remark.textKa, en: remark.textEn, ru: remark.textRu } : null,
  startdAt: iso(f.departedAt),
  estimatedAt: iso(f.estimatedAt),
  endAt: iso(f.endAt),
  declarationDeadline: iso(f.declarationDeadline),
  updateStatus: f.updateStatus,
  custom: f.custom,
  tbilisi: f.tbilisi,
});

export const toWireNews = (n: typeof news.$inferSelect) => ({
  _id: n.id,
  photo: n.photo,
  newsTitleKa: n.titleKa,
  newsTitleEn: n.titleEn,
  newsTitleRu: n.titleRu,
  newsTextKa: n.textKa,
  newsTextEn: n.textEn,
  newsTextRu: n.textRu,
  createdAt: n.publishedAt.toISOString(),
});

export const toWireOffice = (o: typeof offices.$inferSelect) => ({
  countryId: o.country,
  provinceLoc: o.provinceLoc,
  cityLoc: o.cityLoc,
  addressLoc: o.addressLoc,
  provinceEn: o.provinceEn,
  cityEn: o.cityEn,
  addressEn: o.addressEn,
  postalCode: o.postalCode,
  mobile: o.mobile,
  neigborhood: o.neighborhood,
});

export const toWirePage = (p: typeof pages.$inferSelect) => ({
  slug: p.slug,
  titleKa: p.titleKa,
  titleEn: p.titleEn,
  titleRu: p.titleRu,
  descriptionKa: p.descriptionKa,
  descriptionEn: p.descriptionEn,
  descriptionRu: p.descriptionRu,
});

export const toWirePopup = (p: typeof popups.$inferSelect) => ({
  _id: p.id,
  popapId: p.popupKey,
  status: p.status,
  titleKa: p.titleKa,
  titleEn: p.titleEn,
  titleRu: p.titleRu,
  descriptionKa: p.descriptionKa,
  descriptionEn: p.descriptionEn,
  descriptionRu: p.descriptionRu,
});
