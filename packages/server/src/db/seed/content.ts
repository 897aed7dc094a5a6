/** Public content for an empty database: tariffs, rates, offices, news, pages, the popup, flight remarks, flights. */
import { DEFAULT_RATES, RATE_CURRENCIES } from '@amanati/shared/constants';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import type { Storage } from '../../lib/storage.ts';
import type { Tx } from '../client.ts';
import { flightRemarks, flights, news, offices, pages, popups, rates, tariffs } from '../schema/index.ts';
import { DEMO_NEWS } from './content/news.ts';
import { DEMO_OFFICES } from './content/offices.ts';
import { DEMO_PAGES } from './content/pages.ts';
import { DEMO_POPUP } from './content/popup.ts';
import { FLIGHT_REMARKS } from './content/flight-remarks.ts';
import { demoFlights } from './flights.ts';
import { createNewsPhoto } from './news-photos.ts';

/** USD per kg by country (1 China, 2 USA, 3 Turkey) and tariff type (1 individual, 2 organisation, 3 personal). */
export const DEFAULT_TARIFFS: Record<1 | 2 | 3, Record<1 | 2 | 3, string>> = {
  1: { 1: '8.50', 2: '7.90', 3: '9.50' },
  2: { 1: '8.00', 2: '7.50', 3: '9.00' },
  3: { 1: '4.50', 2: '4.00', 3: '5.50' },
};

const DAY = 24 * 60 * 60 * 1000;

export async function seedContent(tx: Tx, storage: Storage, now: Date): Promise<void> {
  await tx
    .insert(tariffs)
    .values(
      ([1, 2, 3] as const).flatMap((country) =>
        ([1, 2, 3] as const).map((type) => ({ country, type, amountUsd: DEFAULT_TARIFFS[country][type] })),
      ),
    );
  const today = tbilisiDay(now);
  await tx.insert(rates).values(
    RATE_CURRENCIES.map((currency) => ({
      currency,
      rate: DEFAULT_RATES[currency],
      validOn: today,
      source: 'default',
    })),
  );
  await tx.insert(offices).values(
    DEMO_OFFICES.map(({ neigborhood, ...o }) => ({
      ...o,
      neighborhood: neigborhood,
      country: o.countryId,
    })),
  );
  await tx.insert(flightRemarks).values(
    Object.entries(FLIGHT_REMARKS).map(([key, t]) => ({
      key,
      textKa: t.ka,
      textEn: t.en,
      textRu: t.ru,
      // A delay is news to the customers of the flight (issue 19 §5).
      announce: key === 'delayed',
    })),
  );
  await tx.insert(pages).values(
    DEMO_PAGES.map((p) => ({
      slug: p.slug,
      titleKa: p.title.ka,
      titleEn: p.title.en,
      titleRu: p.title.ru,
      descriptionKa: p.description.ka,
      descriptionEn: p.description.en,
      descriptionRu: p.description.ru,
    })),
  );
  await tx.insert(popups).values({
    popupKey: DEMO_POPUP.popapId,
    status: DEMO_POPUP.status,
    titleKa: DEMO_POPUP.title.ka,
    titleEn: DEMO_POPUP.title.en,
    titleRu: DEMO_POPUP.title.ru,
    descriptionKa: DEMO_POPUP.description.ka,
    descriptionEn: DEMO_POPUP.description.en,
    descriptionRu: DEMO_POPUP.description.ru,
  });
  for (const item of DEMO_NEWS) {
    const photo = await createNewsPhoto(storage, item.photo.hue, item.photo.label);
    await tx.insert(news).values({
      photo,
      titleKa: item.title.ka,
      titleEn: item.title.en,
      titleRu: item.title.ru,
      textKa: item.text.ka,
      textEn: item.text.en,
      textRu: item.text.ru,
      publishedAt: new Date(now.getTime() - item.daysAgo * DAY),
    });
  }
  await tx.insert(flights).values(demoFlights(now));
}
