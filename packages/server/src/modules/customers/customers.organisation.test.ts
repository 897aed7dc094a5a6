/**
 * Organisation accounts are verified (security review finding 8): an admin opens the registry extract
 * (audited, never public) and marks the organisation verified (audited); the back office flags the
 * unverified ones; only a verified organisation is charged the organisation tariff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import {
  declareParcel,
  individualPayload,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  signupCustomer,
  uniquePersonalId,
} from '../../test/fixtures.ts';
import { createFlight, shipParcel } from '../../test/staff.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

const CHINA = 1;

describe.each(testDatabases)('back office: organisation verification on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await staffSession(t, 'admin');
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  /** An organisation signed up with its registry extract, as `POST /signupFile` takes it. */
  async function signupOrganisation(
    file: { name: string; data: Buffer } = { name: 'extract.pdf', data: PDF_BYTES },
    overrides: Record<string, unknown> = {},
  ) {
    const parts = multipart(
      individualPayload({
        type: 2,
        orgName: 'შპს ამანათი',
        orgNameEn: 'Amanati Trade LLC',
        orgId: '204567891',
        personId: undefined,
        ...overrides,
      }),
      file,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/signupFile',
      payload: parts.payload,
      headers: parts.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = body(res).token as string;
    const info = body(
      await t.app.inject({
        method: 'GET',
        url: '/api/authorization/userInformation',
        headers: bearer(token),
      }),
    );
    return { token, candidate: info.candidate as { _id: string; AXID: string } };
  }

  const registryUrl = (id: string) => `/api/admin/customers/${id}/registry`;
  const verify = (id: string, verified: boolean, token = admin.token) =>
    call(t, token, 'POST', `/api/admin/customers/${id}/verification`, { verified });

  it('finding 8: an admin opens the registry extract (audited), served as the file it is and nowhere else', async () => {
    const org = await signupOrganisation({ name: 'extract.png', data: PNG_BYTES });
    const res = await call(t, admin.token, 'GET', registryUrl(org.candidate._id));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    const audit = await expectAudit(t, admin.id, 'customer.registry_viewed', org.candidate._id);
    expect(audit.data).toMatchObject({ file: expect.stringMatching(/\.png$/) });

    // A PDF comes back as a PDF.
    const pdfOrg = await signupOrganisation();
    const pdf = await call(t, admin.token, 'GET', registryUrl(pdfOrg.candidate._id));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);

    // Admins only: an operator, the customer itself and no token are refused; nothing else serves it.
    expect((await call(t, operator.token, 'GET', registryUrl(org.candidate._id))).statusCode).toBe(403);
    expect((await call(t, org.token, 'GET', registryUrl(org.candidate._id))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: registryUrl(org.candidate._id) })).statusCode).toBe(401);
    const [{ registry_file: name }] = (await t.database.query<{ registry_file: string }>(
      'select registry_file from accounts where id = $1',
      [org.candidate._id],
    )) as [{ registry_file: string }];
    for (const path of [`/uploads/registry/${name}`, `/uploads/${name}`])
      expect(
        (await t.app.inject({ method: 'GET', url: path, headers: bearer(admin.token) })).statusCode,
      ).toBe(404);

    // An individual has no extract: 404, and no audit row claims a file was seen.
    const person = await signupCustomer(t.app);
    const none = await call(t, admin.token, 'GET', registryUrl(person.candidate._id));
    expect(none.statusCode).toBe(404);
    expect(body(none)).toMatchObject({ success: false, message: MSG.notFound });
    const rows = await t.database.query(
      `select 1 from audit_log where action = 'customer.registry_viewed' and entity_id = $1`,
      [person.candidate._id],
    );
    expect(rows).toHaveLength(0);
  });

  it('finding 8: an unverified organisation is flagged and pays the individual tariff; verified, the organisation tariff', async () => {
    const org = await signupOrganisation();
    const id = org.candidate._id;
    const row = async () =>
      body(await call(t, operator.token, 'GET', `/api/admin/customers?q=${org.candidate.AXID}`)).customers[0];
    const profile = async () => body(await call(t, operator.token, 'GET', `/api/admin/customers/${id}`));

    // Flagged in the list and on the page.
    expect(await row()).toMatchObject({ AXID: org.candidate.AXID, orgVerified: false });
    expect((await profile()).organisation).toEqual({
      entrepreneur: false,
      registryExtract: true,
      verified: false,
      verifiedAt: null,
      verifiedByAXID: null,
    });
    const person = await signupCustomer(t.app);
    const personRow = body(
      await call(t, operator.token, 'GET', `/api/admin/customers?q=${person.candidate.AXID}`),
    ).customers[0];
    expect(personRow.orgVerified).toBeNull();
    expect(
      body(await call(t, operator.token, 'GET', `/api/admin/customers/${person.candidate._id}`)).organisation,
    ).toBeNull();

    // Unverified: China at the individuals' 8.50, not the organisations' 7.90 (the review's 0/1).
    const flight = await createFlight(t.database, CHINA);
    const before = await declareParcel(t.app, org.token, { senderCountryId: CHINA });
    await shipParcel(t.database, before._id, flight.id, '10.000');
    const lineOf = async (parcelId: string) =>
      (
        await t.database.query<{ tariff_type: number; tariff_usd: string }>(
          'select tariff_type, tariff_usd from invoice_lines where parcel_id = $1',
          [parcelId],
        )
      )[0];
    expect(await lineOf(before._id)).toEqual({ tariff_type: 1, tariff_usd: '8.50' });

    // Operators cannot verify; an individual cannot be verified; nothing changed meanwhile.
    expect((await verify(id, true, operator.token)).statusCode).toBe(403);
    const individual = await verify(person.candidate._id, true);
    expect(individual.statusCode).toBe(409);
    expect(body(individual).message).toBe(MSG.notAnOrganisation);
    expect(
      (await call(t, admin.token, 'POST', `/api/admin/customers/${id}/verification`, {})).statusCode,
    ).toBe(400);
    expect((await row()).orgVerified).toBe(false);

    // An admin verifies it: audited, shown, and the next parcel is charged the organisation tariff.
    const done = await verify(id, true);
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done).organisation).toMatchObject({ verified: true, verifiedByAXID: admin.axid });
    await expectAudit(t, admin.id, 'customer.org_verified', id);
    expect(await row()).toMatchObject({ orgVerified: true });
    expect((await profile()).organisation).toMatchObject({
      verified: true,
      verifiedAt: expect.any(String),
      verifiedByAXID: admin.axid,
    });
    const after = await declareParcel(t.app, org.token, { senderCountryId: CHINA });
    await shipParcel(t.database, after._id, flight.id, '10.000');
    expect(await lineOf(after._id)).toEqual({ tariff_type: 2, tariff_usd: '7.90' });
    // The parcel charged before keeps its price: verification is not retroactive.
    expect(await lineOf(before._id)).toEqual({ tariff_type: 1, tariff_usd: '8.50' });

    // Taken back: flagged again (audited), and new charges are individual again.
    expect((await verify(id, false)).statusCode).toBe(200);
    await expectAudit(t, admin.id, 'customer.org_unverified', id);
    expect((await row()).orgVerified).toBe(false);
    const later = await declareParcel(t.app, org.token, { senderCountryId: CHINA });
    await shipParcel(t.database, later._id, flight.id, '1.000');
    expect(await lineOf(later._id)).toEqual({ tariff_type: 1, tariff_usd: '8.50' });
  });

  it('lets an entrepreneur be verified too, who keeps the individual tariff', async () => {
    const ent = await signupOrganisation(
      { name: 'x.pdf', data: PDF_BYTES },
      {
        indEntrepreneur: 'true',
        orgName: undefined,
        orgNameEn: undefined,
        orgId: undefined,
        personId: uniquePersonalId(),
      },
    );
    expect((await verify(ent.candidate._id, true)).statusCode).toBe(200);
    const profile = body(await call(t, operator.token, 'GET', `/api/admin/customers/${ent.candidate._id}`));
    expect(profile.organisation).toMatchObject({ entrepreneur: true, verified: true });
    const flight = await createFlight(t.database, CHINA);
    const parcel = await declareParcel(t.app, ent.token, { senderCountryId: CHINA });
    await shipParcel(t.database, parcel._id, flight.id, '1.000');
    const [line] = await t.database.query<{ tariff_type: number }>(
      'select tariff_type from invoice_lines where parcel_id = $1',
      [parcel._id],
    );
    expect(line!.tariff_type).toBe(1);
  });
});
