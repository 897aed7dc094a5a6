/**
 * A customer's notification settings and the proof of their phone: SMS go only to a number the customer
 * showed they hold, by typing a code we sent to it (so nobody can have SMS sent to someone else's phone).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { MSG } from '@amanati/shared/messages';
import {
  effectivePreferences,
  overridesOf,
  type PreferencesPayload,
} from '@amanati/shared/notification-preferences';
import type { AppContext } from '../../context.ts';
import { accounts, phoneVerifications } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { phoneCodeSms } from './phone-code-text.ts';

/** A code lives 10 minutes and allows 5 tries; a customer may ask for one a minute and 5 a day. */
const CODE_MINUTES = 10;
const CODE_TRIES = 5;
const CODES_PER_DAY = 5;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export function createPreferences(deps: Pick<AppContext, 'database' | 'outbox' | 'rateLimiter'>) {
  const { db } = deps.database;

  async function account(accountId: string) {
    const [row] = await db
      .select({
        phone: accounts.phone,
        phoneVerifiedAt: accounts.phoneVerifiedAt,
        prefs: accounts.notificationPrefs,
        quietHours: accounts.quietHours,
        language: accounts.language,
        emailNotifications: accounts.emailNotifications,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!row) throw unauthorized();
    return row;
  }

  return {
    async read(accountId: string) {
      const row = await account(accountId);
      return {
        events: effectivePreferences(row.prefs),
        quietHours: row.quietHours,
        language: row.language,
        emailNotifications: row.emailNotifications,
        channels: { sms: deps.outbox.sends('sms'), push: deps.outbox.sends('push') },
        phone: { number: row.phone, verified: row.phoneVerifiedAt !== null },
      };
    },

    async save(accountId: string, input: PreferencesPayload) {
      await db
        .update(accounts)
        .set({
          notificationPrefs: overridesOf(input.events),
          quietHours: input.quietHours,
          language: input.language,
          updatedAt: new Date(),
        })
        .where(eq(accounts.id, accountId));
    },

    /** Sends a 6-digit code by SMS to the profile's phone (never held for quiet hours: it was just asked for). */
    async sendCode(accountId: string, language: 'ka' | 'en' | 'ru') {
      if (!deps.outbox.sends('sms')) throw conflict(MSG.smsUnavailable);
      const row = await account(accountId);
      if (!row.phone) throw badRequest(MSG.phoneNineDigits, { phone: MSG.phoneNineDigits });
      const perMinute = await deps.rateLimiter.hit(`phone-code:minute:${accountId}`, 1, 60);
      const perDay = await deps.rateLimiter.hit(`phone-code:day:${accountId}`, CODES_PER_DAY, 86_400);
      if (!perMinute.allowed || !perDay.allowed) throw new AppError(429, MSG.tooManyRequests);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        // One code at a time: asking again ends the earlier ones.
        await tx.delete(phoneVerifications).where(eq(phoneVerifications.accountId, accountId));
        await tx.insert(phoneVerifications).values({
          accountId,
          phone: row.phone,
          codeHash: hash(code),
          expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
        });
        await deps.outbox.enqueue(
          {
            channel: 'sms',
            to: `995${row.phone}`,
            text: phoneCodeSms(language, code),
            kind: 'phone_code',
            accountId,
          },
          tx,
        );
      });
    },

    async verify(accountId: string, code: string) {
      const row = await account(accountId);
      // A wrong try is counted even though it is refused, so the outcome is thrown after the commit.
      const outcome = await db.transaction(async (tx) => {
        const [pending] = await tx
          .select()
          .from(phoneVerifications)
          .where(
            and(
              eq(phoneVerifications.accountId, accountId),
              eq(phoneVerifications.phone, row.phone),
              gt(phoneVerifications.expiresAt, sql`now()`),
            ),
          )
          .orderBy(desc(phoneVerifications.createdAt))
          .limit(1)
          .for('update');
        if (!pending || pending.attempts >= CODE_TRIES) return MSG.phoneCodeExpired;
        if (!timingSafeEqual(Buffer.from(pending.codeHash), Buffer.from(hash(code)))) {
          await tx
            .update(phoneVerifications)
            .set({ attempts: pending.attempts + 1 })
            .where(eq(phoneVerifications.id, pending.id));
          return MSG.phoneCodeWrong;
        }
        await tx.delete(phoneVerifications).where(eq(phoneVerifications.accountId, accountId));
        await tx.update(accounts).set({ phoneVerifiedAt: new Date() }).where(eq(accounts.id, accountId));
        return 'ok' as const;
      });
      if (outcome !== 'ok') throw badRequest(outcome, { code: outcome });
    },
  };
}

export type Preferences = ReturnType<typeof createPreferences>;
