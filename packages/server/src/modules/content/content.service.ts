/** Site content in the back office: pages by slug, the popup, tariffs, offices abroad, flight remark texts. */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Localized } from '@amanati/shared/localized';
import type { OfficeInput, PageInput, PopupInput, TariffsInput } from '@amanati/shared/admin-content';
import { MSG } from '@amanati/shared/messages';
import type { AppContext } from '../../context.ts';
import { flightRemarks, flights, offices, pages, popups, tariffs } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { contentRepo } from './content.repo.ts';

export function createContentService(deps: Pick<AppContext, 'database'>) {
  const { db } = deps.database;

  return {
    pages: () => db.select().from(pages).orderBy(asc(pages.slug)),

    putPage: (slug: string, input: PageInput, actorId: string) =>
      db.transaction(async (tx) => {
        const values = { slug, ...input, updatedAt: new Date() };
        const [row] = await tx
          .insert(pages)
          .values(values)
          .onConflictDoUpdate({ target: pages.slug, set: values })
          .returning();
        await audit(tx, actorId, 'page.put', 'page', slug, { titleEn: input.titleEn });
        return row!;
      }),

    popups: () => db.select().from(popups).orderBy(desc(popups.updatedAt)).limit(50),
    currentPopup: () => contentRepo.popup(db),

    /** Same `popapId`: that popup is edited; a new one: a new popup. The newest updated one is shown. */
    putPopup: (input: PopupInput, actorId: string) =>
      db.transaction(async (tx) => {
        const values = {
          popupKey: input.popapId,
          status: input.status,
          titleKa: input.titleKa,
          titleEn: input.titleEn,
          titleRu: input.titleRu,
          descriptionKa: input.descriptionKa,
          descriptionEn: input.descriptionEn,
          descriptionRu: input.descriptionRu,
          // Strictly after every other row, even within one clock tick.
          updatedAt: sql`greatest(now(), (select max(${popups.updatedAt}) + interval '1 millisecond' from ${popups}))`,
        };
        const [same] = await tx
          .select({ id: popups.id })
          .from(popups)
          .where(eq(popups.popupKey, input.popapId))
          .orderBy(desc(popups.updatedAt))
          .limit(1)
          .for('update');
        const [row] = same
          ? await tx.update(popups).set(values).where(eq(popups.id, same.id)).returning()
          : await tx.insert(popups).values(values).returning();
        await audit(tx, actorId, 'popup.put', 'popup', row!.id, {
          popapId: input.popapId,
          status: input.status,
        });
        return row!;
      }),

    tariffs: () => contentRepo.tariffs(db),

    /** New USD/kg prices; charges already made keep the tariff they used. */
    putTariffs: (input: TariffsInput, actorId: string) =>
      db.transaction(async (tx) => {
        for (const t of input.tariffs) {
          await tx
            .insert(tariffs)
            .values({ country: t.country, type: t.type, amountUsd: t.amount })
            .onConflictDoUpdate({
              target: [tariffs.country, tariffs.type],
              set: { amountUsd: t.amount, updatedAt: new Date() },
            });
        }
        await audit(tx, actorId, 'tariffs.put', 'tariff', null, { tariffs: input.tariffs });
        return contentRepo.tariffs(tx);
      }),

    offices: () => contentRepo.offices(db),

    putOffice: (country: number, input: OfficeInput, actorId: string) =>
      db.transaction(async (tx) => {
        const { neigborhood, ...rest } = input;
        const values = { ...rest, neighborhood: neigborhood, updatedAt: new Date() };
        const [row] = await tx
          .insert(offices)
          .values({ country, ...values })
          .onConflictDoUpdate({ target: offices.country, set: values })
          .returning();
        await audit(tx, actorId, 'office.put', 'office', String(country), { cityEn: input.cityEn });
        return row!;
      }),

    remarks: () => db.select().from(flightRemarks).orderBy(asc(flightRemarks.key)),

    putRemark: (key: string, text: Localized & { announce: boolean }, actorId: string) =>
      db.transaction(async (tx) => {
        const values = { textKa: text.ka, textEn: text.en, textRu: text.ru, announce: text.announce };
        const [row] = await tx
          .insert(flightRemarks)
          .values({ key, ...values })
          .onConflictDoUpdate({ target: flightRemarks.key, set: values })
          .returning();
        await audit(tx, actorId, 'flight_remark.put', 'flight_remark', key, {
          en: text.en,
          announce: text.announce,
        });
        return row!;
      }),

    /** A remark some flight still shows cannot go: its text would vanish from the schedule. */
    deleteRemark: (key: string, actorId: string) =>
      db.transaction(async (tx) => {
        const [used] = await tx.select({ n: count() }).from(flights).where(eq(flights.remarkKey, key));
        if (used && used.n > 0) throw conflict(MSG.remarkInUse, { key: MSG.remarkInUse });
        const [row] = await tx.delete(flightRemarks).where(eq(flightRemarks.key, key)).returning();
        if (!row) throw notFound();
        await audit(tx, actorId, 'flight_remark.delete', 'flight_remark', key, { en: row.textEn });
      }),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
