/** Public content: offices, news, pages, the popup, page-view counters. */
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const offices = pgTable('offices', {
  country: smallint('country').primaryKey(),
  provinceLoc: text('province_loc').notNull(),
  cityLoc: text('city_loc').notNull(),
  addressLoc: text('address_loc').notNull(),
  provinceEn: text('province_en').notNull(),
  cityEn: text('city_en').notNull(),
  addressEn: text('address_en').notNull(),
  postalCode: text('postal_code').notNull(),
  mobile: text('mobile').notNull(),
  neighborhood: text('neighborhood').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photo: text('photo').notNull(),
    titleKa: text('title_ka').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    textKa: text('text_ka').notNull(),
    textEn: text('text_en').notNull(),
    textRu: text('text_ru').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt.desc())],
);

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleKa: text('title_ka').notNull(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  descriptionKa: text('description_ka').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionRu: text('description_ru').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const popups = pgTable(
  'popups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    popupKey: text('popup_key').notNull(),
    status: smallint('status').notNull().default(0),
    titleKa: text('title_ka').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    descriptionKa: text('description_ka').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionRu: text('description_ru').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('popups_updated_idx').on(t.updatedAt.desc())],
);

export const pageViews = pgTable(
  'page_views',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
