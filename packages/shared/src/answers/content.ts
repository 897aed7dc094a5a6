/** Answers of the public content routes (no token): tariffs, flights, news, rates, offices, pages, the popup. */
import { z } from 'zod';
import { flightWire, newsWire, officeWire, pageWire, popapWire, ratesWire, tariffWire } from '../content.ts';
import { okAnswer } from '../wire.ts';

export const tariffsAnswer = okAnswer({ tariffs: z.array(tariffWire) });
export type TariffsAnswer = z.infer<typeof tariffsAnswer>;
export const scheduleAnswer = okAnswer({ flight: z.array(flightWire), flightCount: z.number() });
export type ScheduleAnswer = z.infer<typeof scheduleAnswer>;
export const newsListAnswer = okAnswer({ news: z.array(newsWire), newsCount: z.number() });
export type NewsListAnswer = z.infer<typeof newsListAnswer>;
export const newsPostAnswer = okAnswer({ post: newsWire });
export type NewsPostAnswer = z.infer<typeof newsPostAnswer>;
export const officesAnswer = okAnswer({ offices: z.array(officeWire) });
export type OfficesAnswer = z.infer<typeof officesAnswer>;
export const pageAnswer = okAnswer({ page: pageWire });
export type PageAnswer = z.infer<typeof pageAnswer>;
export const popupAnswer = okAnswer({ popap: popapWire.nullable() });
export type PopupAnswer = z.infer<typeof popupAnswer>;
export const ratesAnswer = okAnswer({ rates: ratesWire, date: z.string().nullable() });
export type RatesAnswer = z.infer<typeof ratesAnswer>;
/** Ours: the process and its database answer. */
export const healthAnswer = okAnswer({ database: z.string() });
/** The web app's build id (open tabs offer a reload when it changes). */
export const versionAnswer = z.object({ version: z.string() });
