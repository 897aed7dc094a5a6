/**
 * Security review 2026-11, findings 5, 11, 12, 15 and 16: how often the account doors may be knocked
 * on — sign-in guesses slowed per name and address (never a lock the owner elsewhere meets), names of
 * nobody throttled like real ones, sign-up, recovery and the old password of changePassword limited.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { individualPayload, multipart, PDF_BYTES, signupCustomer, uniqueEmail } from '../../test/fixtures.ts';

/** The default per-account setting: 5 free guesses per name (e-mail, AXID) and address. */
const PER_ID = 10;
const FREE = PER_ID / 2;

describe.each(testDatabases)('account throttles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_SIGNIN_PER_ID: String(PER_ID) });
  });
  afterAll(() => t.close());

  const signin = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      payload: { email, password },
      remoteAddress: ip,
    });
  const guesses = async (name: string, n: number, ip: string) => {
    const answers: { status: number; message: string }[] = [];
    for (let i = 0; i < n; i++) {
      const res = await signin(name, `guess-${i}-wrong`, ip);
      answers.push({ status: res.statusCode, message: body(res).message });
    }
    return answers;
  };
  /** Seconds the address must still wait before its next guess at any name (0 when it need not). */
  const waitOf = async (ip: string) => {
    const rows = await t.database.query<{ s: number }>(
      `select greatest(0, extract(epoch from window_start - now()))::float8 as s from rate_limits
       where key like 'signin:pair:' || $1 || ':%'`,
      [ip],
    );
    return Math.max(0, ...rows.map((r) => Number(r.s)));
  };
  /** As if the address's current wait had passed. */
  const waitPasses = (ip: string) =>
    t.database.query(
      `update rate_limits set window_start = now() - interval '1 second'
       where key like 'signin:pair:' || $1 || ':%' and window_start > now()`,
      [ip],
    );

  it('finding 5: guesses from one address cannot lock the owner out of their account elsewhere', async () => {
    const victim = await signupCustomer(t.app);
    const email = String(victim.payload.email);
    const password = String(victim.payload.password);
    const answers = await guesses(email, 12, '10.50.0.1');
    expect(answers.slice(0, FREE).map((a) => a.status)).toEqual(Array(FREE).fill(401));
    expect(answers.slice(FREE)).toEqual(Array(12 - FREE).fill({ status: 429, message: MSG.tooManyRequests }));
    // The guessing address waits, even with the right password…
    expect((await signin(email, password, '10.50.0.1')).statusCode).toBe(429);
    // …while the owner at any other address signs in, by e-mail and by AXID.
    expect((await signin(email, password, '10.50.0.2')).statusCode).toBe(200);
    expect((await signin(victim.candidate.AXID, password, '10.50.0.3')).statusCode).toBe(200);
  });

  it('finding 5: the wait grows gradually (15 s, 30 s, 60 s …) instead of a hard 15-minute lock', async () => {
    const { payload } = await signupCustomer(t.app);
    const email = String(payload.email);
    const ip = '10.51.0.1';
    await guesses(email, FREE, ip);
    const waits: number[] = [];
    for (let step = 0; step < 3; step++) {
      waits.push(await waitOf(ip));
      expect((await signin(email, 'still-wrong-1', ip)).statusCode).toBe(429);
      await waitPasses(ip);
      // Once the wait has passed, exactly one more guess is checked.
      expect((await signin(email, 'still-wrong-2', ip)).statusCode).toBe(401);
    }
    waits.push(await waitOf(ip));
    // 15 s, 30 s, 60 s, 120 s: a few seconds' leeway, as the clock moves on between guess and reading.
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThan(15 * 2 ** i - 5);
      expect(wait).toBeLessThanOrEqual(15 * 2 ** i);
    });
    // After a wait the right password works from that address too, and clears its slate.
    await waitPasses(ip);
    expect((await signin(email, String(payload.password), ip)).statusCode).toBe(200);
    expect(await waitOf(ip)).toBe(0);
    expect((await guesses(email, FREE, ip)).every((a) => a.status === 401)).toBe(true);
  });

  it('guesses spread over many addresses still meet a per-name budget', async () => {
    const { payload } = await signupCustomer(t.app);
    const email = String(payload.email);
    const answers = await Promise.all(
      Array.from({ length: 4 * PER_ID }, (_, i) =>
        signin(email, `spread-${i}`, `10.52.${i >> 8}.${i & 255}`),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3 * PER_ID);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(PER_ID);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('finding 16: names of nobody answer exactly like real ones under the limiter', async () => {
    const real = await signupCustomer(t.app);
    const neighbour = await signupCustomer(t.app);
    const ghostEmail = uniqueEmail('ghost');
    const ghostAxid = `AX${900000 + randomBytes(2).readUInt16BE()}`;
    // The same answers, in the same order, for a real and an unknown e-mail, and for AXIDs.
    expect(await guesses(ghostEmail, 8, '10.53.0.1')).toEqual(
      await guesses(String(real.payload.email), 8, '10.53.0.2'),
    );
    expect(await guesses(ghostAxid, 8, '10.53.0.3')).toEqual(
      await guesses(real.candidate.AXID, 8, '10.53.0.4'),
    );
    // The review's probe: with the e-mail throttled, its account's AXID answers like any other AXID.
    // (More guesses than the per-account setting: the one shared counter used to answer 429 here.)
    await guesses(String(neighbour.payload.email), PER_ID + 2, '10.53.0.5');
    const own = await signin(neighbour.candidate.AXID, 'wrong-again', '10.53.0.5');
    const other = await signin(real.candidate.AXID, 'wrong-again', '10.53.0.5');
    expect(own.statusCode).toBe(401);
    expect([other.statusCode, body(other).message]).toEqual([own.statusCode, body(own).message]);
  });

  it('finding 12: the old password of changePassword is limited like sign-in', async () => {
    const { token, payload, candidate } = await signupCustomer(t.app);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authorization/changePassword',
        headers: bearer(token),
        payload: { oldPassword, newPassword: 'changed-123', newRePassword: 'changed-123' },
      });
    for (let i = 0; i < PER_ID; i++) {
      const res = await change(`guess-${i}-wrong`);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(MSG.oldPasswordIncorrect);
    }
    const limited = await change('one-more-guess');
    expect(limited.statusCode).toBe(429);
    expect(body(limited).message).toBe(MSG.tooManyRequests);
    // The right old password is refused too until the window has passed.
    expect((await change(String(payload.password))).statusCode).toBe(429);
    await t.database.query(
      `update rate_limits set window_start = now() - make_interval(secs => $2) where key = $1`,
      [`password:account:${candidate._id}`, t.config.rateLimit.windowSeconds + 1],
    );
    const ok = await change(String(payload.password));
    expect(ok.statusCode).toBe(200);
    expect(body(ok).message).toBe(MSG.passwordChanged);
  });

  describe('per address', () => {
    const LIMIT = 3;
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp(kind, { RATE_LIMIT_SIGNUP_PER_IP: String(LIMIT) });
    });
    afterAll(() => limited.close());

    const signup = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/authorization/signup',
        payload: individualPayload(),
        remoteAddress: ip,
      });
    const signupFile = (ip: string) => {
      const org = individualPayload({
        type: 2,
        orgName: 'შპს ამანათი',
        orgNameEn: 'Amanati LLC',
        orgId: '123456789',
        personId: undefined,
      });
      const form = multipart(org, { name: 'extract.pdf', data: PDF_BYTES, type: 'application/pdf' });
      return limited.app.inject({
        method: 'POST',
        url: '/api/authorization/signupFile',
        headers: form.headers,
        payload: form.payload,
        remoteAddress: ip,
      });
    };
    const forget = (email: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/authorization/forgetPassword',
        payload: { email },
        remoteAddress: ip,
      });

    it('finding 11: sign-up is rate-limited per address, on both routes', async () => {
      for (let i = 0; i < LIMIT; i++) expect((await signup('10.60.0.1')).statusCode).toBe(200);
      for (const res of [await signup('10.60.0.1'), await signupFile('10.60.0.1')]) {
        expect(res.statusCode).toBe(429);
        expect(body(res)).toMatchObject({ success: false, message: MSG.tooManyRequests });
      }
      // The file route counts too, and another address is not affected.
      for (let i = 0; i < LIMIT; i++) await signupFile('10.60.0.2');
      expect((await signup('10.60.0.2')).statusCode).toBe(429);
      expect((await signup('10.60.0.3')).statusCode).toBe(200);
      const count = await limited.database.query<{ n: number }>(
        `select count(*)::int as n from accounts where email like 'user.%'`,
      );
      // The refused ones created nothing: a limit on each address, plus the other address's one.
      expect(count[0]!.n).toBe(2 * LIMIT + 1);
    });

    it("finding 15: forgot-password keeps the spec's email_not_found but is rate-limited per address", async () => {
      for (let i = 0; i < LIMIT; i++) {
        const res = await forget(uniqueEmail('nobody'), '10.61.0.1');
        expect(res.statusCode).toBe(404);
        expect(body(res).message).toBe(MSG.emailNotFound);
      }
      // Past the limit, a known and an unknown e-mail get the same answer from that address.
      const known = (await signupCustomerOn(limited, '10.61.9.9')).payload.email;
      for (const email of [uniqueEmail('nobody'), known]) {
        const res = await forget(email, '10.61.0.1');
        expect(res.statusCode).toBe(429);
        expect(body(res).message).toBe(MSG.tooManyRequests);
      }
      expect((await forget(known, '10.61.0.2')).statusCode).toBe(200);
    });
  });
});

async function signupCustomerOn(app: TestApp, ip: string) {
  const payload = individualPayload();
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/authorization/signup',
    payload,
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return { payload };
}
