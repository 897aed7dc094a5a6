import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { signupCustomer } from '../../test/fixtures.ts';

describe.each(testDatabases)('sign-in, profile and password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_SIGNIN_PER_ID: '5' });
  });
  afterAll(() => t.close());

  const signin = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/authorization/signin',
      payload: { email, password },
      remoteAddress: ip,
    });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/authorization/userInformation', headers: bearer(token) });

  it('signs in by AXID (any case) and by e-mail (any case)', async () => {
    const { payload, candidate } = await signupCustomer(t.app);
    for (const id of [
      candidate.AXID,
      candidate.AXID.toLowerCase(),
      payload.email,
      String(payload.email).toUpperCase(),
    ]) {
      const res = await signin(id, String(payload.password));
      expect(res.statusCode, id).toBe(200);
      expect(body(res)).toMatchObject({ success: true, message: MSG.signedIn });
      expect(body(await me(body(res).token)).candidate.AXID).toBe(candidate.AXID);
    }
  });

  it('answers the same warning for a wrong password and an unknown account', async () => {
    const { payload } = await signupCustomer(t.app);
    const wrong = await signin(String(payload.email), 'wrong-password');
    const unknown = await signin('nobody@example.ge', 'whatever1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(body(res)).toEqual({
        success: false,
        message: MSG.incorrectCredentials,
        requestId: expect.any(String),
      });
    }
  });

  it('sends nothing for empty fields', async () => {
    const res = await signin('', '');
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toMatchObject({ email: MSG.required, password: MSG.required });
  });

  it('rate-limits failed sign-ins per name and address, not per shared address', async () => {
    const victim = await signupCustomer(t.app);
    const other = await signupCustomer(t.app);
    // RATE_LIMIT_SIGNIN_PER_ID 5: each of the account's two names gets 3 free guesses per address.
    for (let i = 0; i < 3; i++)
      expect((await signin(String(victim.payload.email), 'bad-password', '10.1.0.1')).statusCode).toBe(401);
    const limited = await signin(String(victim.payload.email), String(victim.payload.password), '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(body(limited).message).toBe(MSG.tooManyRequests);
    // Another customer behind the same public address still gets in.
    expect((await signin(other.candidate.AXID, String(other.payload.password), '10.1.0.1')).statusCode).toBe(
      200,
    );
  });

  it('rejects missing, malformed and foreign tokens', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/authorization/userInformation' })).statusCode,
    ).toBe(401);
    expect((await me('garbage')).statusCode).toBe(401);
    const other = await createTestApp(kind);
    try {
      const { token } = await signupCustomer(other.app);
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('shows each customer only their own account', async () => {
    const a = await signupCustomer(t.app);
    const b = await signupCustomer(t.app);
    expect(body(await me(a.token)).candidate._id).toBe(a.candidate._id);
    expect(body(await me(b.token)).candidate._id).toBe(b.candidate._id);
  });

  it('updateprofile changes city, phone and address and nothing else', async () => {
    const { token, payload } = await signupCustomer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/updateprofile',
      headers: bearer(token),
      payload: {
        city: '_KUTAISI_',
        phone: '577000111',
        address: 'თამარ მეფის ქ. 5',
        email: 'hacker@example.ge',
        balance: 1000,
        type: 2,
        nameEn: 'X',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, message: MSG.profileUpdated });
    const c = body(await me(token)).candidate;
    expect(c).toMatchObject({ email: payload.email, balance: 0, type: 1, phone: '577000111' });
    expect(c.information).toMatchObject({
      city: '_KUTAISI_',
      address: 'თამარ მეფის ქ. 5',
      nameEn: payload.nameEn,
    });
  });

  it('updateprofile needs all three fields, valid', async () => {
    const { token } = await signupCustomer(t.app);
    for (const payload of [
      { city: '_KUTAISI_', phone: '577000111' },
      { city: '_KUTAISI_', phone: '57700011', address: 'x' },
      { city: 'nowhere', phone: '577000111', address: 'x' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/updateprofile',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(body(await me(token)).candidate.information.city).toBe('_TBILISI_');
  });

  describe('changePassword', () => {
    const change = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authorization/changePassword',
        headers: bearer(token),
        payload,
      });

    it('needs the old, the new and a matching confirmation', async () => {
      const { token, payload } = await signupCustomer(t.app);
      const missing = await change(token, { oldPassword: payload.password, newPassword: 'newsecret1' });
      expect(missing.statusCode).toBe(400);
      expect(body(missing).errors).toMatchObject({ newRePassword: MSG.required });
      const mismatch = await change(token, {
        oldPassword: payload.password,
        newPassword: 'newsecret1',
        newRePassword: 'newsecret2',
      });
      expect(body(mismatch).errors).toMatchObject({ newRePassword: MSG.passwordMismatch });
      const wrongOld = await change(token, {
        oldPassword: 'not-it-123',
        newPassword: 'newsecret1',
        newRePassword: 'newsecret1',
      });
      expect(wrongOld.statusCode).toBe(400);
      expect(body(wrongOld).message).toBe(MSG.oldPasswordIncorrect);
      expect((await signin(String(payload.email), String(payload.password))).statusCode).toBe(200);
    });

    it('changes the password and revokes older tokens', async () => {
      const { token, payload } = await signupCustomer(t.app);
      const second = body(await signin(String(payload.email), String(payload.password))).token;
      const res = await change(token, {
        oldPassword: payload.password,
        newPassword: 'newsecret1',
        newRePassword: 'newsecret1',
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).message).toBe(MSG.passwordChanged);
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(body(res).token)).statusCode).toBe(200);
      expect((await signin(String(payload.email), String(payload.password))).statusCode).toBe(401);
      expect((await signin(String(payload.email), 'newsecret1')).statusCode).toBe(200);
    });
  });

  describe('password recovery', () => {
    const lastMailTo = async (email: string) =>
      (
        await t.database.query<{ text: string; subject: string }>(
          `select text, subject from outbox where "to" = $1 order by created_at desc limit 1`,
          [email],
        )
      )[0];

    it('answers the spec code for an unknown e-mail and checks the format', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/forgetPassword',
        payload: { email: 'ghost@example.ge' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(body(unknown).message).toBe(MSG.emailNotFound);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/forgetPassword',
        payload: { email: 'ghost' },
      });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).errors).toMatchObject({ email: MSG.invalidEmail });
    });

    it('mails a single-use link in the asked language that sets a new password', async () => {
      const { token, payload } = await signupCustomer(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/forgetPassword',
        payload: { email: payload.email },
        headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).message).toBe(MSG.resetLinkSent);
      const mail = await lastMailTo(String(payload.email));
      expect(mail?.subject).toContain('восстановление');
      const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      const reset = (newPassword: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/authorization/resetPassword',
          payload: { token: resetToken, newPassword, newRePassword: newPassword },
        });
      const ok = await reset('recovered1');
      expect(ok.statusCode).toBe(200);
      expect((await signin(String(payload.email), 'recovered1')).statusCode).toBe(200);
      expect((await me(token)).statusCode).toBe(401);
      const again = await reset('recovered2');
      expect(again.statusCode).toBe(400);
      expect(body(again).message).toBe(MSG.resetLinkInvalid);
    });

    it('rate-limits recovery per e-mail, whichever address asks, and mails no more links', async () => {
      const { payload } = await signupCustomer(t.app);
      const email = String(payload.email);
      const ask = (address: string, ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/authorization/forgetPassword',
          remoteAddress: ip,
          payload: { email: address },
        });
      // The per-e-mail count ignores case, like the account lookup.
      for (let i = 0; i < 5; i++)
        expect((await ask(i % 2 ? email.toUpperCase() : email, `10.2.0.${i}`)).statusCode).toBe(200);
      const limited = await ask(email, '10.2.0.99');
      expect(limited.statusCode).toBe(429);
      expect(body(limited).message).toBe(MSG.tooManyRequests);
      const mails = await t.database.query<{ n: number }>(
        `select count(*)::int as n from outbox where lower("to") = lower($1) and kind = 'password_reset'`,
        [email],
      );
      expect(mails[0]!.n).toBe(5);
      // Someone else's recovery from the same addresses still works.
      const other = await signupCustomer(t.app);
      expect((await ask(String(other.payload.email), '10.2.0.99')).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      const { payload } = await signupCustomer(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/authorization/forgetPassword',
        payload: { email: payload.email },
      });
      const mail = await lastMailTo(String(payload.email));
      const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      await t.database.query(`update password_resets set expires_at = now() - interval '1 minute'`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/resetPassword',
        payload: { token: resetToken, newPassword: 'recovered1', newRePassword: 'recovered1' },
      });
      expect(res.statusCode).toBe(400);
      expect((await signin(String(payload.email), String(payload.password))).statusCode).toBe(200);
    });
  });

  describe('branch and preferences', () => {
    it('stores the chosen branch as takedPlaced', async () => {
      const { token } = await signupCustomer(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/branch/create',
        headers: bearer(token),
        payload: { city: 'kutaisi', address: 'kutaisi_1' },
      });
      expect(res.statusCode).toBe(200);
      expect(body(await me(token)).candidate.takedPlaced).toEqual({ city: 'kutaisi', address: 'kutaisi_1' });
    });

    it('answers "choose a branch" when it is missing or not in that city', async () => {
      const { token } = await signupCustomer(t.app);
      for (const payload of [{ city: 'tbilisi' }, { city: 'kutaisi', address: 'didube' }, {}]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/branch/create',
          headers: bearer(token),
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(body(res).message).toBe(MSG.chooseBranch);
      }
      expect(body(await me(token)).candidate.takedPlaced).toEqual({ city: 'tbilisi', address: 'didube' });
    });

    it('turns e-mail notifications off and on', async () => {
      const { token } = await signupCustomer(t.app);
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/preferences',
        headers: bearer(token),
        payload: { emailNotifications: false },
      });
      expect(off.statusCode).toBe(200);
      expect(body(await me(token)).candidate.emailNotifications).toBe(false);
    });
  });
});
