/** Flights and the dictionary of their remarks (`additionalText` keys). */
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const flights = pgTable(
  'flights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The flight id customers see (spec §3 flightId), e.g. CN-261121 (country and departure day). */
    code: text('code').notNull(),
    country: smallint('country').notNull(),
    flightNumber: text('flight_number').notNull().default(''),
    remarkKey: text('remark_key'),
    departedAt: timestamp('departed_at', { withTimezone: true }),
    estimatedAt: timestamp('estimated_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    declarationDeadline: timestamp('declaration_deadline', { withTimezone: true }),
    updateStatus: boolean('update_status').notNull().default(true),
    /** When the "deadline near" reminders went out (once per flight). */
    deadlineNotifiedAt: timestamp('deadline_notified_at', { withTimezone: true }),
    /**
     * A changed arrival time (or a delay remark) is announced once things settle: staff's edits set this a
     * few minutes ahead and the delay job sends one message then, however many edits came in between.
     */
    delayNoticeDueAt: timestamp('delay_notice_due_at', { withTimezone: true }),
    /** The arrival time customers were last told, so an edit back to it announces nothing. */
    announcedEstimatedAt: timestamp('announced_estimated_at', { withTimezone: true }),
    /** The remark customers were last told about (an announcing remark set again says nothing new). */
    announcedRemarkKey: text('announced_remark_key'),
    custom: boolean('custom').notNull().default(false),
    tbilisi: boolean('tbilisi').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flights_code_uq').on(t.code),
    // Public schedule: newest departures first.
    index('flights_departed_idx').on(t.departedAt.desc()),
    index('flights_country_idx').on(t.country, t.departedAt.desc()),
  ],
);

export const flightRemarks = pgTable('flight_remarks', {
  key: text('key').primaryKey(),
  textKa: text('text_ka').notNull(),
  textEn: text('text_en').notNull(),
  textRu: text('text_ru').notNull(),
  /** A flight given this remark (e.g. "delayed") tells the customers with parcels on it, with the text as the reason. */
  announce: boolean('announce').notNull().default(false),
});
