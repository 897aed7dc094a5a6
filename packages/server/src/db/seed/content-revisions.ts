/**
 * Content is seeded once and owned by the admins afterwards (the content editor). When a seeded passage
 * must change for every install (issue 16 §8: the customs rule in the terms), an install that still has
 * it word for word as first seeded gets the new one at start; a passage an admin has edited is theirs and
 * stays as it is.
 */
import { and, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Localized } from '@amanati/shared/localized';
import type { DbOrTx } from '../client.ts';
import { pages } from '../schema/index.ts';
import { TERMS_DECLARATION } from './content/pages.ts';

/** §3 of the terms as first seeded (before issue 16): replaced where an install still has it word for word. */
export const TERMS_DECLARATION_BEFORE: Localized = {
  ka: `<p>საქართველოს საბაჟო კანონმდებლობის თანახმად, თითოეული ამანათის დეკლარირება მომხმარებლის ვალდებულებაა. ამანათი დაადეკლარირეთ თქვენს ანგარიშში, როგორც კი გამყიდველი თრექინგ კოდს მოგაწვდით, და არაუგვიანეს რეისის თბილისში ჩამოფრენისა.</p>
<ul>
<li>დეკლარაციაში მიუთითეთ თრექინგ კოდი, მაღაზია, საქონლის კატეგორია, რაოდენობა და რეალურად გადახდილი ფასი იმ ვალუტაში, რომლითაც გადაიხადეთ.</li>
<li>თუ ამანათის ან ერთი რეისით ჩამოსული თქვენი ამანათების ჯამური ღირებულება <strong>300 ლარი ან მეტია</strong>, საქონელი განბაჟებას ექვემდებარება. ამ შემთხვევაში ატვირთეთ მაღაზიის ინვოისი ან შეკვეთის დამადასტურებელი დოკუმენტი (PNG, JPG ან PDF, მაქსიმუმ 3 მბ). ინვოისის გარეშე ამანათის განბაჟება შეუძლებელია.</li>
<li>იმპორტის გადასახადებს, მათ შორის დღგ-ს, იხდის მომხმარებელი.</li>
</ul>
`,
  en: `<p>Under Georgian customs law, each parcel must be declared by the customer. Declare a parcel in your account as soon as the seller gives you a tracking number, and no later than the arrival of the flight in Tbilisi.</p>
<ul>
<li>The declaration states the tracking number, shop, category of goods, quantity and the price actually paid, in the currency of payment.</li>
<li>If the value of a parcel, or the combined value of your parcels on one flight, is <strong>300 lari or more</strong>, the goods are subject to customs clearance. In that case, upload the shop’s invoice or order confirmation (PNG, JPG or PDF, up to 3 MB). A parcel cannot be cleared without an invoice.</li>
<li>Import taxes, including VAT, are paid by the customer.</li>
</ul>
`,
  ru: `<p>По таможенному законодательству Грузии каждую посылку декларирует сам клиент. Задекларируйте посылку в личном кабинете, как только продавец сообщит трек-номер, и не позднее прибытия рейса в Тбилиси.</p>
<ul>
<li>В декларации указываются трек-номер, магазин, категория товара, количество и фактически уплаченная цена в валюте оплаты.</li>
<li>Если стоимость посылки или общая стоимость ваших посылок на одном рейсе составляет <strong>300 лари и более</strong>, товар подлежит таможенному оформлению. В этом случае загрузите инвойс или подтверждение заказа из магазина (PNG, JPG или PDF, до 3 МБ). Без инвойса растаможить посылку невозможно.</li>
<li>Импортные налоги, включая НДС, оплачивает клиент.</li>
</ul>
`,
};

export interface PageRevision {
  slug: string;
  before: Localized;
  after: Localized;
}

/**
 * §6 of the terms names our per-flight bill as the panel does (issue 17 §8): "invoice" is only the shop's
 * document the customer uploads.
 */
const TERMS_BILL_BEFORE: Localized = {
  ka: 'ყოველი გადახდის ინვოისი ხელმისაწვდომია თქვენს ანგარიშში.',
  en: 'An invoice for every payment is available in your account.',
  ru: 'Инвойс по каждому платежу доступен в кабинете.',
};
const TERMS_BILL: Localized = {
  ka: 'ყოველი რეისის ანგარიშ-ფაქტურა ხელმისაწვდომია თქვენს ანგარიშში.',
  en: 'The shipping bill for every flight is available in your account.',
  ru: 'Счёт за доставку по каждому рейсу доступен в кабинете.',
};

export const PAGE_REVISIONS: readonly PageRevision[] = [
  { slug: 'terms', before: TERMS_DECLARATION_BEFORE, after: TERMS_DECLARATION },
  { slug: 'terms', before: TERMS_BILL_BEFORE, after: TERMS_BILL },
];

const DESCRIPTION = {
  ka: { key: 'descriptionKa', column: pages.descriptionKa },
  en: { key: 'descriptionEn', column: pages.descriptionEn },
  ru: { key: 'descriptionRu', column: pages.descriptionRu },
} as const;

/** Applies the revisions where the old passage is still there; answers how many page texts changed. */
export async function reviseContent(db: DbOrTx, revisions = PAGE_REVISIONS): Promise<number> {
  let changed = 0;
  for (const { slug, before, after } of revisions)
    for (const lang of LANGUAGES) {
      const { key, column } = DESCRIPTION[lang];
      const rows = await db
        .update(pages)
        .set({ [key]: sql`replace(${column}, ${before[lang]}, ${after[lang]})`, updatedAt: new Date() })
        .where(and(eq(pages.slug, slug), sql`strpos(${column}, ${before[lang]}) > 0`))
        .returning({ slug: pages.slug });
      changed += rows.length;
    }
  return changed;
}
