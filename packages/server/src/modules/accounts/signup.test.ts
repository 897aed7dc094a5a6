import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { individualPayload, multipart, PDF_BYTES, PNG_BYTES, uniqueEmail } from '../../test/fixtures.ts';

describe.each(testDatabases)('sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const accountCount = async (email: string) =>
    Number(
      (
        await t.database.query<{ n: string }>(
          'select count(*) as n from accounts where lower(email) = lower($1)',
          [email],
        )
      )[0]!.n,
    );
  const signup = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/authorization/signup', payload: payload as object });

  it('finding 17: an address of only invisible characters is not filled', async () => {
    const payload = individualPayload({ address: '\u200B\u200B\u2060' });
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toMatchObject({ address: MSG.required });
    expect(await accountCount(String(payload.email))).toBe(0);
  });

  it('creates an individual, answers a token, and maps the payload onto the account', async () => {
    const payload = individualPayload();
    const res = await signup(payload);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, message: MSG.signedUp });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/userInformation',
      headers: { authorization: `Bearer ${body(res).token}` },
    });
    expect(info.statusCode).toBe(200);
    const c = body(info).candidate;
    expect(c.AXID).toMatch(/^AX\d+$/);
    expect(c).toMatchObject({
      email: payload.email,
      phone: payload.phone,
      type: 1,
      balance: 0,
      deptSum: 0,
      foreignCitizen: false,
      takedPlaced: { city: 'tbilisi', address: 'didube' },
      information: {
        city: '_TBILISI_',
        address: payload.address,
        passportId: payload.personId,
        nameKa: payload.nameKa,
        lastNameKa: payload.lastNameKa,
        nameEn: payload.nameEn,
        lastNameEn: payload.lastNameEn,
        LTDName: '',
        orgId: '',
        indEntrepreneur: false,
      },
    });
  });

  it('accepts a matching confirmation and accepted terms, and a payload without them (older clients)', async () => {
    const withBoth = individualPayload();
    const res = await signup({ ...withBoth, confirmPassword: withBoth.password, terms: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signup(individualPayload())).statusCode).toBe(200);
  });

  it('hands out AXIDs from a sequence: distinct and increasing', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await signup(individualPayload());
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/authorization/userInformation',
        headers: { authorization: `Bearer ${body(res).token}` },
      });
      ids.push(Number(String(body(info).candidate.AXID).slice(2)));
    }
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  // Each §5 rule, broken: a 4xx with the field's code, and no account.
  const broken: [string, Record<string, unknown>, string, string][] = [
    ['e-mail format', { email: 'not-an-email' }, 'email', MSG.invalidEmail],
    ['password required', { password: '' }, 'password', MSG.required],
    ['password length', { password: '12345' }, 'password', MSG.passwordTooShort],
    ['English first name letters only', { nameEn: 'Giorgi1' }, 'nameEn', MSG.onlyLatinLetters],
    ['English last name letters only', { lastNameEn: 'მაისურაძე' }, 'lastNameEn', MSG.onlyLatinLetters],
    ['Georgian first name Georgian only', { nameKa: 'Giorgi' }, 'nameKa', MSG.onlyGeorgianLetters],
    ['Georgian last name required', { lastNameKa: '' }, 'lastNameKa', MSG.required],
    ['phone digits only', { phone: '59912345a' }, 'phone', MSG.phoneNineDigits],
    ['phone exactly 9 digits', { phone: '5991234567' }, 'phone', MSG.phoneNineDigits],
    ['personal id exactly 11 digits', { personId: '1234567890' }, 'personId', MSG.personalIdElevenDigits],
    ['personal id digits only', { personId: '1234567890a' }, 'personId', MSG.personalIdElevenDigits],
    ['personal id required', { personId: '' }, 'personId', MSG.required],
    ['city from the list', { city: '_ATLANTIS_' }, 'city', MSG.invalidCity],
    ['address required', { address: '  ' }, 'address', MSG.required],
    ['branch required', { filial: '' }, 'filial', MSG.chooseBranch],
    ['branch from the list', { filial: 'batumi' }, 'filial', MSG.invalidBranch],
    ['account type 1 or 2', { type: 3 }, 'type', MSG.invalidValue],
    // Not in §3's payload, but checked when a client sends them (our web app does).
    [
      'confirmation equals the password',
      { confirmPassword: 'other-secret' },
      'confirmPassword',
      MSG.passwordMismatch,
    ],
    ['terms accepted', { terms: false }, 'terms', MSG.termsRequired],
    ['terms accepted (as form text)', { terms: 'false' }, 'terms', MSG.termsRequired],
  ];
  it.each(broken)('refuses a broken rule: %s', async (_name, override, field, code) => {
    const payload = individualPayload(override);
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      message: MSG.fillAllFields,
      errors: { [field]: code },
    });
    expect(await accountCount(String(payload.email))).toBe(0);
  });

  it('refuses organisation rules: names in both languages and a 9-digit id', async () => {
    const org = individualPayload({
      type: 2,
      orgName: 'Company',
      orgNameEn: '',
      orgId: '12345678',
      personId: undefined,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signupFile',
      ...multipart(org, { name: 'r.pdf', data: PDF_BYTES }),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toMatchObject({
      orgName: MSG.onlyGeorgianLetters,
      orgNameEn: MSG.required,
      orgId: MSG.orgIdNineDigits,
    });
    expect(await accountCount(String(org.email))).toBe(0);
  });

  it('needs a registry extract for organisations and entrepreneurs', async () => {
    for (const extra of [
      { type: 2, orgName: 'შპს ამანათი', orgNameEn: 'Amanati LLC', orgId: '123456789' },
      { type: 2, indEntrepreneur: 'true' },
    ]) {
      const payload = individualPayload(extra);
      const res = await signup(payload);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ message: MSG.registryExtractRequired });
      expect(await accountCount(String(payload.email))).toBe(0);
    }
  });

  it('accepts a foreign citizen without Georgian names and with an optional passport number', async () => {
    const payload = individualPayload({
      foreignCitizen: true,
      nameKa: undefined,
      lastNameKa: undefined,
      personId: undefined,
    });
    expect((await signup(payload)).statusCode).toBe(200);
    const withPassport = individualPayload({
      foreignCitizen: true,
      nameKa: '',
      lastNameKa: '',
      personId: 'AB1234567',
    });
    expect((await signup(withPassport)).statusCode).toBe(200);
    const badPassport = individualPayload({ foreignCitizen: true, personId: 'AB-12' });
    const res = await signup(badPassport);
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toMatchObject({ personId: MSG.passportNumberInvalid });
  });

  it('refuses a registered e-mail (any case) and a registered personal id with the spec codes', async () => {
    const first = individualPayload();
    expect((await signup(first)).statusCode).toBe(200);
    const sameEmail = await signup(individualPayload({ email: String(first.email).toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(body(sameEmail).message).toBe('email_or_user_id_already_registred');
    const sameId = individualPayload({ personId: first.personId });
    const res = await signup(sameId);
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('passport_id_already_registred');
    expect(await accountCount(String(sameId.email))).toBe(0);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      signup(individualPayload({ email })),
      signup(individualPayload({ email })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await accountCount(email)).toBe(1);
  });

  describe('signupFile', () => {
    const org = () =>
      individualPayload({
        type: 2,
        orgName: 'შპს ამანათი',
        orgNameEn: 'Amanati LLC',
        orgId: '123456789',
        personId: undefined,
      });
    const post = (parts: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authorization/signupFile',
        payload: parts.payload,
        headers: parts.headers,
      });

    it('creates an organisation with its registry extract', async () => {
      const payload = org();
      const res = await post(
        multipart(payload, { name: 'extract.pdf', data: PDF_BYTES, type: 'application/pdf' }),
      );
      expect(res.statusCode).toBe(200);
      const info = body(
        await t.app.inject({
          method: 'GET',
          url: '/api/authorization/userInformation',
          headers: { authorization: `Bearer ${body(res).token}` },
        }),
      );
      expect(info.candidate).toMatchObject({
        type: 2,
        information: { LTDName: 'შპს ამანათი', LTDNameEn: 'Amanati LLC', orgId: '123456789', passportId: '' },
      });
    });

    it('creates an entrepreneur who keeps the personal id', async () => {
      const payload = individualPayload({ type: 2, indEntrepreneur: 'true' });
      const res = await post(multipart(payload, { name: 'extract.png', data: PNG_BYTES }));
      expect(res.statusCode).toBe(200);
    });

    it('judges the type by the bytes, not the name', async () => {
      const payload = org();
      const res = await post(
        multipart(payload, {
          name: 'extract.pdf',
          data: Buffer.from('<html><script>alert(1)</script></html>'),
          type: 'application/pdf',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('INCORECT_FILE_TYPE');
      expect(await accountCount(String(payload.email))).toBe(0);
    });

    it('accepts exactly 3022117 bytes and refuses one byte more', async () => {
      const fits = Buffer.concat([PDF_BYTES, Buffer.alloc(3022117 - PDF_BYTES.length, 0x20)]);
      expect((await post(multipart(org(), { name: 'big.pdf', data: fits }))).statusCode).toBe(200);
      const payload = org();
      const res = await post(
        multipart(payload, { name: 'big.pdf', data: Buffer.concat([fits, Buffer.from(' ')]) }),
      );
      expect(res.statusCode).toBe(413);
      expect(body(res).message).toBe(MSG.fileTooLarge);
      expect(await accountCount(String(payload.email))).toBe(0);
    });

    it('refuses missing or malformed inputs', async () => {
      expect((await post(multipart(undefined, { name: 'a.pdf', data: PDF_BYTES }))).statusCode).toBe(400);
      expect((await post(multipart('{not json', { name: 'a.pdf', data: PDF_BYTES }))).statusCode).toBe(400);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/signupFile',
        payload: org(),
      });
      expect(json.statusCode).toBe(415);
    });
  });
});
