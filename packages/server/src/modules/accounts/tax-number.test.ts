/**
 * A foreign citizen's Georgian tax number (issue 16 §6): set through its own call, shown in the profile,
 * and asked for (`taxNumberNeeded`) once a parcel of theirs needs customs clearance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { declareParcel, multipart, PDF_BYTES, signupCustomer } from '../../test/fixtures.ts';

describe.each(testDatabases)('foreign citizens’ tax number on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    body(
      await t.app.inject({
        method: 'GET',
        url: '/api/authorization/userInformation',
        headers: bearer(token),
      }),
    ).candidate;
  const setTaxNumber = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authorization/taxNumber',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const foreigner = () =>
    signupCustomer(t.app, {
      foreignCitizen: true,
      nameKa: undefined,
      lastNameKa: undefined,
      personId: `P${Math.floor(Math.random() * 1e9)}`,
    });
  /** A parcel worth 400 lari with its invoice: it needs customs clearance on its own. */
  async function declareForClearance(token: string) {
    const m = multipart(
      {
        productOrderId: `TAX${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        productName: '_SHOES_',
        quantity: '1',
        amount: '400',
        currency: 'GEL',
        senderCountryId: 2,
        shop: '_OTHER_SHOP_',
        otherShop: 'taxnumber.example',
      },
      { name: 'invoice.pdf', data: PDF_BYTES, type: 'application/pdf' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/addProductWithFile',
      payload: m.payload,
      headers: { ...m.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).custom).toBe(true);
  }

  it('is asked for only once a parcel needs clearance, and no longer once given', async () => {
    const { token } = await foreigner();
    expect(await me(token)).toMatchObject({
      foreignCitizen: true,
      taxNumberNeeded: false,
      information: { taxNumber: '' },
    });
    // A parcel under the threshold needs nothing.
    await declareParcel(t.app, token, { amount: '20' });
    expect((await me(token)).taxNumberNeeded).toBe(false);

    await declareForClearance(token);
    expect((await me(token)).taxNumberNeeded).toBe(true);

    const res = await setTaxNumber(token, { taxNumber: ' 01234567890 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ success: true, message: MSG.profileUpdated });
    expect(await me(token)).toMatchObject({
      taxNumberNeeded: false,
      information: { taxNumber: '01234567890' },
    });
  });

  it('accepts a 9-digit tax id as well as an 11-digit personal number', async () => {
    const { token } = await foreigner();
    expect((await setTaxNumber(token, { taxNumber: '123456789' })).statusCode).toBe(200);
    expect((await me(token)).information.taxNumber).toBe('123456789');
    expect((await setTaxNumber(token, { taxNumber: '12345678901' })).statusCode).toBe(200);
    expect((await me(token)).information.taxNumber).toBe('12345678901');
  });

  it('refuses anything else with a field error and changes nothing', async () => {
    const { token } = await foreigner();
    expect((await setTaxNumber(token, { taxNumber: '123456789' })).statusCode).toBe(200);
    for (const taxNumber of [
      '1234567890',
      '12345678',
      '123456789012',
      '12345678a',
      '123 456 789',
      '١٢٣٤٥٦٧٨٩',
    ]) {
      const res = await setTaxNumber(token, { taxNumber });
      expect(res.statusCode, taxNumber).toBe(400);
      expect(body(res)).toMatchObject({
        success: false,
        message: MSG.fillAllFields,
        errors: { taxNumber: MSG.taxNumberInvalid },
      });
    }
    for (const payload of [{ taxNumber: '' }, { taxNumber: '   ' }, {}, { taxNumber: 123456789 }]) {
      const res = await setTaxNumber(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errors.taxNumber).toBe(MSG.required);
    }
    expect((await me(token)).information.taxNumber).toBe('123456789');
  });

  it('is refused for a Georgian citizen, whose personal number already is one', async () => {
    const { token } = await signupCustomer(t.app);
    const res = await setTaxNumber(token, { taxNumber: '12345678901' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      message: MSG.taxNumberForeignOnly,
      errors: { taxNumber: MSG.taxNumberForeignOnly },
    });
    const candidate = await me(token);
    expect(candidate.information.taxNumber).toBe('');
    // Customs takes a citizen's personal number: nothing is asked of them.
    await declareForClearance(token);
    expect((await me(token)).taxNumberNeeded).toBe(false);
  });

  it('needs a token', async () => {
    const res = await setTaxNumber(undefined, { taxNumber: '12345678901' });
    expect(res.statusCode).toBe(401);
  });

  it('leaves updateprofile and the candidate’s spec fields as they were', async () => {
    const { token, payload } = await foreigner();
    expect((await setTaxNumber(token, { taxNumber: '12345678901' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/updateprofile',
      headers: bearer(token),
      // A tax number sent here is not one of updateprofile's three fields: ignored.
      payload: { city: '_KUTAISI_', phone: '577000111', address: 'თამარ მეფის ქ. 5', taxNumber: '999999999' },
    });
    expect(res.statusCode).toBe(200);
    const candidate = await me(token);
    expect(candidate).toMatchObject({
      email: payload.email,
      phone: '577000111',
      foreignCitizen: true,
      information: {
        city: '_KUTAISI_',
        address: 'თამარ მეფის ქ. 5',
        passportId: payload.personId,
        taxNumber: '12345678901',
      },
    });
    // Every field §3 names is still there.
    for (const key of ['_id', 'AXID', 'email', 'phone', 'type', 'balance', 'deptSum', 'takedPlaced'])
      expect(candidate).toHaveProperty(key);
    for (const key of ['city', 'address', 'passportId', 'orgId', 'nameKa', 'nameEn', 'LTDName', 'LTDNameEn'])
      expect(candidate.information).toHaveProperty(key);
  });
});
