/**
 * How often the account doors may be knocked on (security review findings 5, 11, 12, 15, 16).
 *
 * Sign-in: guesses are slowed per name and address, so one address cannot lock an account's owner
 * out — the owner at another address still gets in — while a per-name budget bounds what many addresses
 * together may try. Every counter is keyed by the name as typed (e-mail or AXID), never by the account
 * it names: a throttled e-mail says nothing about which AXID is the same account, and a name of nobody
 * is throttled exactly like a real one.
 */
import type { Config } from '../../config/env.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { addressKey } from './address-key.ts';

/** The first wait after the free guesses; each further wrong guess doubles it, up to the window. */
const FIRST_WAIT_SECONDS = 15;
/** A name and address left alone for a day start again from nothing. */
const FORGET_SECONDS = 24 * 3600;
/** Password-recovery mails per e-mail and hour (whichever address asks). */
const RECOVERY_PER_EMAIL_HOUR = 5;

export function accountThrottles(limiter: RateLimiter, limits: Config['rateLimit']) {
  // An account has two names (e-mail and AXID), each with its own counters: together they get the
  // configured number of guesses at once, as one counter per account did.
  const free = Math.ceil(limits.signinPerId / 2);
  const guessRule = {
    free,
    firstWaitSeconds: FIRST_WAIT_SECONDS,
    maxWaitSeconds: limits.windowSeconds,
    forgetSeconds: FORGET_SECONDS,
  };
  // What all addresses together may try at one name in a window: more than one address can reach alone
  // (its free guesses and the waits that fit in a window), so one address never exhausts it.
  const nameBudget = 3 * limits.signinPerId;
  const window = limits.windowSeconds;
  const pass = async (check: Promise<{ allowed: boolean }>) => {
    if (!(await check).allowed) throw tooManyRequests();
  };

  return {
    /** Counts a sign-in attempt before its password is checked; call `succeeded` when it was right. */
    async signin(name: string, ip: string): Promise<{ succeeded: () => Promise<void> }> {
      const address = addressKey(ip);
      await pass(limiter.hit(`signin:ip:${address}`, limits.signinPerIp, window));
      const pairKey = `signin:pair:${address}:${name}`;
      // The pair first: guesses it refuses never reach (and never spend) the name's shared budget.
      await pass(limiter.backoff(pairKey, guessRule));
      await pass(limiter.hit(`signin:name:${name}`, nameBudget, window));
      return { succeeded: () => limiter.reset(pairKey) };
    },

    /**
     * The old password of changePassword, guessed by someone holding a token (finding 12): counted
     * before it is checked, like a sign-in; the right one is refused too until the window passes.
     */
    async passwordCheck(accountId: string): Promise<{ succeeded: () => Promise<void> }> {
      const key = `password:account:${accountId}`;
      await pass(limiter.hit(key, limits.signinPerId, window));
      return { succeeded: () => limiter.reset(key) };
    },

    /** Sign-ups per address (finding 11): each costs an Argon2 hash and answers whether an e-mail is taken. */
    signup: (ip: string) => pass(limiter.hit(`signup:ip:${addressKey(ip)}`, limits.signupPerIp, window)),

    /**
     * Password recovery: per address (the spec's `email_not_found` tells whether an e-mail is registered,
     * finding 15, so enumeration stays slow) and per e-mail (no mail bombing).
     */
    async recovery(email: string, ip: string) {
      const perIp = await limiter.hit(`forget:ip:${addressKey(ip)}`, limits.signupPerIp, window);
      const perEmail = await limiter.hit(`forget:id:${email.toLowerCase()}`, RECOVERY_PER_EMAIL_HOUR, 3600);
      if (!perIp.allowed || !perEmail.allowed) throw tooManyRequests();
    },
  };
}

export type AccountThrottles = ReturnType<typeof accountThrottles>;
