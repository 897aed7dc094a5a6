/** Answers of the back office's content routes: pages, the popup, tariffs, offices, remarks, news, rates. */
import { z } from 'zod';
import { newsWire, officeWire, pageWire, popapWire, ratesWire } from '../../content.ts';
import { okAnswer } from '../../wire.ts';

export const adminPagesAnswer = okAnswer({ pages: z.array(pageWire.extend({ updatedAt: z.string() })) });
export type AdminPagesAnswer = z.infer<typeof adminPagesAnswer>;
export const adminPageAnswer = okAnswer({ page: pageWire });

export const adminPopupsAnswer = okAnswer({ popap: popapWire.nullable(), popups: z.array(popapWire) });
export type AdminPopupsAnswer = z.infer<typeof adminPopupsAnswer>;
export const adminPopupAnswer = okAnswer({ popap: popapWire });

/** A tariff cell: USD per kg for a country and tariff type. */
export const tariffRowWire = z.object({
  country: z.number(),
  type: z.number(),
  amount: z.number(),
  updatedAt: z.string(),
});
export type TariffRow = z.infer<typeof tariffRowWire>;
export const adminTariffsAnswer = okAnswer({ tariffs: z.array(tariffRowWire) });
export type AdminTariffsAnswer = z.infer<typeof adminTariffsAnswer>;

export const adminOfficesAnswer = okAnswer({ offices: z.array(officeWire) });
export type AdminOfficesAnswer = z.infer<typeof adminOfficesAnswer>;
export const adminOfficeAnswer = okAnswer({ office: officeWire });

/** A flight remark's texts by key. */
export const remarkWire = z.object({
  key: z.string(),
  ka: z.string(),
  en: z.string(),
  ru: z.string(),
  announce: z.boolean(),
});
export type Remark = z.infer<typeof remarkWire>;
export const remarksAnswer = okAnswer({ remarks: z.array(remarkWire) });
export type RemarksAnswer = z.infer<typeof remarksAnswer>;
export const remarkAnswer = okAnswer({ remark: remarkWire });

export const adminNewsAnswer = okAnswer({ news: z.array(newsWire), newsCount: z.number() });
export type AdminNewsAnswer = z.infer<typeof adminNewsAnswer>;
export const adminNewsPostAnswer = okAnswer({ post: newsWire });

/** One stored rate: lari per unit (CNY per 10 yuan), the day it is valid for, where it came from. */
export const rateRowWire = z.object({
  _id: z.string(),
  currency: z.string(),
  rate: z.number(),
  validOn: z.string(),
  source: z.string(),
  createdAt: z.string(),
});
export type RateRow = z.infer<typeof rateRowWire>;
export const adminRatesAnswer = okAnswer({
  rates: ratesWire,
  date: z.string().nullable(),
  history: z.array(rateRowWire),
});
export type AdminRatesAnswer = z.infer<typeof adminRatesAnswer>;
export const ratesPutAnswer = okAnswer({ rates: z.array(rateRowWire) });
export const ratesImportAnswer = okAnswer({ imported: z.array(rateRowWire), unchanged: z.number() });
export type RatesImportAnswer = z.infer<typeof ratesImportAnswer>;

/** Nothing to say beyond success (a deletion). */
export const doneAnswer = okAnswer({});
