/** News in the back office: list, create, update and delete, each audited; photos in both served sizes. */
import { eq } from 'drizzle-orm';
import type { NewsInput } from '@amanati/shared/admin-content';
import type { AppContext } from '../../context.ts';
import { news } from '../../db/schema/index.ts';
import { createNewsPhoto } from '../../db/seed/news-photos.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { isUuid } from '@amanati/shared/ids';
import { contentRepo } from './content.repo.ts';
import { storeNewsPhoto } from './news-photo.ts';

const columns = (input: NewsInput) => ({
  titleKa: input.newsTitleKa,
  titleEn: input.newsTitleEn,
  titleRu: input.newsTitleRu,
  textKa: input.newsTextKa,
  textEn: input.newsTextEn,
  textRu: input.newsTextRu,
});

/** A hue per title, so drawn placeholders differ from each other. */
const hueOf = (title: string) => [...title].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

export function createNewsService(deps: Pick<AppContext, 'database' | 'storage'>) {
  const { db } = deps.database;

  async function existing(id: string) {
    const row = isUuid(id) ? await contentRepo.newsById(db, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    list: async (skip: number, limit: number) => {
      const [rows, total] = await Promise.all([contentRepo.news(db, skip, limit), contentRepo.newsCount(db)]);
      return { rows, total };
    },

    /** Without an uploaded photo a picture is drawn from the English title (the column needs one). */
    async create(input: NewsInput, file: UploadedFile | undefined, actorId: string) {
      const photo = file
        ? await storeNewsPhoto(deps.storage, file)
        : await createNewsPhoto(deps.storage, hueOf(input.newsTitleEn), input.newsTitleEn.slice(0, 32));
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(news)
          .values({ ...columns(input), photo })
          .returning();
        await audit(tx, actorId, 'news.create', 'news', row!.id, { title: input.newsTitleEn, photo });
        return row!;
      });
    },

    async update(id: string, input: NewsInput, file: UploadedFile | undefined, actorId: string) {
      await existing(id);
      const photo = file ? await storeNewsPhoto(deps.storage, file) : undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(news)
          .set({ ...columns(input), ...(photo ? { photo } : {}) })
          .where(eq(news.id, id))
          .returning();
        if (!row) throw notFound();
        await audit(tx, actorId, 'news.update', 'news', id, { title: input.newsTitleEn, photo: row.photo });
        return row;
      });
    },

    async remove(id: string, actorId: string) {
      const row = await existing(id);
      await db.transaction(async (tx) => {
        await tx.delete(news).where(eq(news.id, id));
        await audit(tx, actorId, 'news.delete', 'news', id, { title: row.titleEn, photo: row.photo });
      });
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
