/** Sign-up, sign-in, profile, password change and recovery (spec §4, §5, §7). */
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  needsRegistryExtract,
  type branchChoiceSchema,
  type changePasswordSchema,
  type resetPasswordSchema,
  type SignupPayload,
  type updateProfileSchema,
} from '@amanati/shared/accounts';
import { branchCity, type BranchCode } from '@amanati/shared/constants';
import type { Language } from '@amanati/shared/localized';
import { MSG } from '@amanati/shared/messages';
import { RE } from '@amanati/shared/validation';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { withStoredFile } from '../../lib/storage.ts';
import type { AuthToken } from '../../plugins/auth.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { passwordResetMail } from '../delivery/templates.ts';
import { debtTetri } from '../money/debt.ts';
import { accountsRepo, announceAccountChange } from './accounts.repo.ts';
import { toCandidate } from './candidate.ts';
import { accountThrottles } from './throttles.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Deps = Pick<AppContext, 'database' | 'tokens' | 'storage' | 'outbox' | 'rateLimiter' | 'config'> & {
  /** Forgets this process's cached token version once a password change has committed. */
  forgetAccount?: (id: string) => void;
};

export function createAccountsService(deps: Deps) {
  const { db } = deps.database;
  const throttles = accountThrottles(deps.rateLimiter, deps.config.rateLimit);

  /** "Remember me" decides the session's length (finding 17); sign-up and reset give the short one. */
  async function issueToken(id: string, tokenVersion: number, remember = false) {
    return deps.tokens.sign({ sub: id, tv: tokenVersion }, remember);
  }

  return {
    /** Counts a sign-up of this address (finding 11); call before reading the body's file. */
    admitSignup: (ip: string) => throttles.signup(ip),

    async signup(payload: SignupPayload, file: UploadedFile | undefined) {
      if (needsRegistryExtract(payload) && !file)
        throw badRequest(MSG.registryExtractRequired, { file: MSG.registryExtractRequired });
      if (await accountsRepo.byEmail(db, payload.email))
        throw conflict(MSG.emailAlreadyRegistered, { email: MSG.emailAlreadyRegistered });
      const isOrganisation = payload.type === 2 && !payload.indEntrepreneur;
      // Individuals and entrepreneurs carry a personal id (optional passport number for foreigners).
      const passportId = isOrganisation ? undefined : payload.personId;
      if (passportId && (await accountsRepo.passportTaken(db, passportId)))
        throw conflict(MSG.personalIdAlreadyRegistered, { personId: MSG.personalIdAlreadyRegistered });

      // The extract is removed again if the insert fails (e.g. a sign-up racing for the same e-mail).
      return withStoredFile(deps.storage, 'registry', file, async (registryFile) => {
        try {
          const row = await accountsRepo.insert(db, {
            email: payload.email,
            passwordHash: await hashPassword(payload.password),
            type: payload.type,
            phone: payload.phone,
            city: payload.city,
            address: payload.address,
            passportId: passportId ?? null,
            orgId: isOrganisation ? (payload.orgId ?? null) : null,
            nameKa: payload.foreignCitizen ? '' : (payload.nameKa ?? ''),
            lastNameKa: payload.foreignCitizen ? '' : (payload.lastNameKa ?? ''),
            nameEn: payload.nameEn,
            lastNameEn: payload.lastNameEn,
            ltdName: isOrganisation ? (payload.orgName ?? '') : '',
            ltdNameEn: isOrganisation ? (payload.orgNameEn ?? '') : '',
            indEntrepreneur: payload.type === 2 && payload.indEntrepreneur,
            foreignCitizen: payload.foreignCitizen,
            branchCity: branchCity(payload.filial as BranchCode),
            branchCode: payload.filial,
            registryFile: registryFile ?? null,
            // New customers pay new charges from their balance by default (issue 20 §4).
            autoPay: true,
          });
          return { token: await issueToken(row.id, row.tokenVersion), account: row };
        } catch (err) {
          // Two sign-ups racing for one e-mail or id: the unique index decides.
          const constraint = uniqueViolation(err);
          if (constraint === 'accounts_email_uq')
            throw conflict(MSG.emailAlreadyRegistered, { email: MSG.emailAlreadyRegistered });
          if (constraint === 'accounts_passport_uq')
            throw conflict(MSG.personalIdAlreadyRegistered, { personId: MSG.personalIdAlreadyRegistered });
          throw err;
        }
      });
    },

    async signin(identifier: string, password: string, ip: string, remember: boolean) {
      const name = identifier.trim().toLowerCase();
      // Counted before the account is looked up or the password checked, in atomic upserts: guesses sent
      // in parallel cannot all pass a read-then-count check, and the answer never depends on the account.
      const attempt = await throttles.signin(name, ip);
      const row = RE.axid.test(name)
        ? await accountsRepo.byAxid(db, name)
        : await accountsRepo.byEmail(db, name);
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!row || !ok) throw unauthorized(MSG.incorrectCredentials);
      await attempt.succeeded();
      return { token: await issueToken(row.id, row.tokenVersion, remember), account: row };
    },

    /** Revokes the token this request came with, and only it: the account's other devices stay in. */
    async signout(accountId: string, token: AuthToken) {
      await db.transaction(async (tx) => {
        await accountsRepo.revokeToken(tx, accountId, token.id, new Date(token.expiresAt));
        await announceAccountChange(tx, accountId);
      });
      deps.forgetAccount?.(accountId);
    },

    async candidate(accountId: string) {
      const row = await accountsRepo.byId(db, accountId);
      if (!row) throw unauthorized();
      // Asked only of a foreign citizen without a tax number: nobody else pays for the parcel query.
      const taxNumberNeeded =
        row.foreignCitizen && !row.taxNumber && (await accountsRepo.hasParcelForClearance(db, accountId));
      return { ...toCandidate(row, await debtTetri(db, accountId)), taxNumberNeeded };
    },

    async updateProfile(accountId: string, input: z.output<typeof updateProfileSchema>) {
      await accountsRepo.update(db, accountId, {
        city: input.city,
        phone: input.phone,
        address: input.address,
        // A proved phone stays proved only while it is the same number (SMS go to proved numbers only).
        phoneVerifiedAt: sql`case when ${accounts.phone} = ${input.phone} then ${accounts.phoneVerifiedAt} end`,
      });
    },

    /** A foreign citizen's Georgian tax number (issue 16 §6); a citizen's personal number already is one. */
    async setTaxNumber(accountId: string, taxNumber: string) {
      const row = await accountsRepo.byId(db, accountId);
      if (!row) throw unauthorized();
      if (!row.foreignCitizen)
        throw badRequest(MSG.taxNumberForeignOnly, { taxNumber: MSG.taxNumberForeignOnly });
      await accountsRepo.update(db, accountId, { taxNumber });
    },

    async setEmailPreference(accountId: string, emailNotifications: boolean) {
      await accountsRepo.update(db, accountId, { emailNotifications });
    },

    async chooseBranch(accountId: string, input: z.output<typeof branchChoiceSchema>) {
      await accountsRepo.update(db, accountId, { branchCity: input.city, branchCode: input.address });
    },

    async changePassword(
      accountId: string,
      input: z.output<typeof changePasswordSchema>,
      session: Pick<AuthToken, 'remember'>,
    ) {
      const row = await accountsRepo.byId(db, accountId);
      if (!row) throw unauthorized();
      const attempt = await throttles.passwordCheck(accountId);
      if (!(await verifyPassword(row.passwordHash, input.oldPassword)))
        throw badRequest(MSG.oldPasswordIncorrect, { oldPassword: MSG.oldPasswordIncorrect });
      await attempt.succeeded();
      const tokenVersion = await accountsRepo.setPassword(
        db,
        accountId,
        await hashPassword(input.newPassword),
      );
      deps.forgetAccount?.(accountId);
      // The client keeps the new token where it kept the old one: the session keeps its length.
      return issueToken(accountId, tokenVersion, session.remember);
    },

    async forgetPassword(email: string, ip: string, lang: Language) {
      await throttles.recovery(email, ip);
      const row = await accountsRepo.byEmail(db, email);
      // The spec's own answer for an unknown e-mail (docs/decisions/0010): the limits keep probing slow.
      if (!row) throw notFound(MSG.emailNotFound);
      const token = randomBytes(32).toString('base64url');
      const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
      const mail = passwordResetMail(lang, link);
      await db.transaction(async (tx) => {
        await accountsRepo.createReset(tx, row.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
        await deps.outbox.enqueue({ to: row.email, kind: 'password_reset', ...mail }, tx);
      });
    },

    async resetPassword(input: z.output<typeof resetPasswordSchema>) {
      const { accountId, tokenVersion } = await db.transaction(async (tx) => {
        const accountId = await accountsRepo.consumeReset(tx, sha256(input.token));
        if (!accountId) throw badRequest(MSG.resetLinkInvalid, { token: MSG.resetLinkInvalid });
        const tokenVersion = await accountsRepo.setPassword(
          tx,
          accountId,
          await hashPassword(input.newPassword),
        );
        await accountsRepo.expireResets(tx, accountId);
        return { accountId, tokenVersion };
      });
      deps.forgetAccount?.(accountId);
      return issueToken(accountId, tokenVersion);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
