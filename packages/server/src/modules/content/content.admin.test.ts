/** Site content from the back office shows on the public API: pages, popup, tariffs, offices, flight remarks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { createFlight } from '../../test/staff.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

const tri = (tag: string) => ({ ka: `${tag} ka`, en: `${tag} en`, ru: `${tag} ru` });

describe.each(testDatabases)('back office: content on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const pub = async (url: string) => body(await t.app.inject({ method: 'GET', url }));

  it('creates and replaces a page by slug; the public page answers it; audited', async () => {
    const page = {
      titleKa: 'წესები',
      titleEn: 'Rules',
      titleRu: 'Правила',
      descriptionKa: 'ა',
      descriptionEn: 'B',
      descriptionRu: 'В',
    };
    const put = await call(t, operator.token, 'PUT', '/api/admin/pages/customs-rules', page);
    expect(put.statusCode).toBe(200);
    expect((await pub('/api/page/get/customs-rules')).page).toEqual({ slug: 'customs-rules', ...page });
    await call(t, operator.token, 'PUT', '/api/admin/pages/customs-rules', {
      ...page,
      titleEn: 'Customs rules',
    });
    expect((await pub('/api/page/get/customs-rules')).page.titleEn).toBe('Customs rules');
    await expectAudit(t, operator.id, 'page.put', 'customs-rules');
    const list = body(await call(t, operator.token, 'GET', '/api/admin/pages')).pages as { slug: string }[];
    expect(list.map((p) => p.slug)).toContain('customs-rules');
    expect((await call(t, operator.token, 'PUT', '/api/admin/pages/Bad..Slug', page)).statusCode).toBe(400);
    expect(
      (await call(t, operator.token, 'PUT', '/api/admin/pages/x', { ...page, titleRu: '' })).statusCode,
    ).toBe(400);
  });

  it('changes the popup shown by /api/popap/get: edits by popapId, a new popapId becomes current', async () => {
    const popup = {
      popapId: 'summer-2026',
      status: 1,
      titleKa: 'ზაფხული',
      titleEn: 'Summer',
      titleRu: 'Лето',
      descriptionKa: 'ფასდაკლება',
      descriptionEn: 'Discount',
      descriptionRu: 'Скидка',
    };
    const put = await call(t, operator.token, 'PUT', '/api/admin/popup', popup);
    expect(put.statusCode).toBe(200);
    expect((await pub('/api/popap/get')).popap).toMatchObject(popup);
    await expectAudit(t, operator.id, 'popup.put', body(put).popap._id);

    await call(t, operator.token, 'PUT', '/api/admin/popup', {
      ...popup,
      popapId: 'autumn',
      titleEn: 'Autumn',
    });
    expect((await pub('/api/popap/get')).popap).toMatchObject({ popapId: 'autumn', titleEn: 'Autumn' });
    const off = await call(t, operator.token, 'PUT', '/api/admin/popup', { ...popup, status: 0 });
    expect(body(off).popap._id).toBe(body(put).popap._id);
    expect((await pub('/api/popap/get')).popap).toMatchObject({ popapId: 'summer-2026', status: 0 });
    const admin = body(await call(t, operator.token, 'GET', '/api/admin/popup'));
    expect(admin.popap.popapId).toBe('summer-2026');
    expect(admin.popups.map((p: { popapId: string }) => p.popapId)).toEqual(
      expect.arrayContaining(['summer-2026', 'autumn']),
    );
    expect(
      (await call(t, operator.token, 'PUT', '/api/admin/popup', { ...popup, status: 2 })).statusCode,
    ).toBe(400);
  });

  it('sets tariffs that the public /api/tariffs/gets answers; audited; refuses bad ones', async () => {
    const put = await call(t, operator.token, 'PUT', '/api/admin/tariffs', {
      tariffs: [
        { country: 1, type: 1, amount: 9.25 },
        { country: 3, type: 2, amount: '3.80' },
      ],
    });
    expect(put.statusCode).toBe(200);
    const tariffs = (await pub('/api/tariffs/gets')).tariffs as {
      country: number;
      type: number;
      amount: number;
    }[];
    expect(tariffs).toHaveLength(9);
    expect(tariffs).toContainEqual({ country: 1, type: 1, amount: 9.25 });
    expect(tariffs).toContainEqual({ country: 3, type: 2, amount: 3.8 });
    expect(tariffs).toContainEqual({ country: 2, type: 1, amount: 8 });
    await expectAudit(t, operator.id, 'tariffs.put');
    expect(body(await call(t, operator.token, 'GET', '/api/admin/tariffs')).tariffs).toHaveLength(9);
    for (const bad of [
      [{ country: 4, type: 1, amount: 1 }],
      [{ country: 1, type: 4, amount: 1 }],
      [{ country: 1, type: 1, amount: 0 }],
      [{ country: 1, type: 1, amount: 1.234 }],
      [
        { country: 1, type: 1, amount: 1 },
        { country: 1, type: 1, amount: 2 },
      ],
      [],
    ]) {
      const res = await call(t, operator.token, 'PUT', '/api/admin/tariffs', { tariffs: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('edits an office with the public field names, neigborhood included', async () => {
    const office = {
      provinceLoc: 'İstanbul',
      cityLoc: 'İstanbul',
      addressLoc: 'Merkez Mah. 5',
      provinceEn: 'Istanbul',
      cityEn: 'Istanbul',
      addressEn: 'Merkez Mah. 5',
      postalCode: '34000',
      mobile: '+90 555 000 00 00',
      neigborhood: 'Şişli',
    };
    const put = await call(t, operator.token, 'PUT', '/api/admin/offices/3', office);
    expect(put.statusCode).toBe(200);
    expect(body(put).office).toEqual({ countryId: 3, ...office });
    expect((await pub('/api/office/gets')).offices).toContainEqual({ countryId: 3, ...office });
    await expectAudit(t, operator.id, 'office.put', '3');
    expect((await call(t, operator.token, 'PUT', '/api/admin/offices/4', office)).statusCode).toBe(400);
    const { neigborhood: _n, ...partial } = office;
    expect((await call(t, operator.token, 'PUT', '/api/admin/offices/1', partial)).statusCode).toBe(400);
  });

  it('puts and deletes flight remark texts; one a flight shows cannot be deleted', async () => {
    const put = await call(t, operator.token, 'PUT', '/api/admin/flight-remarks/customs_delay', tri('Delay'));
    expect(body(put).remark).toEqual({ key: 'customs_delay', ...tri('Delay'), announce: false });
    const announcing = await call(t, operator.token, 'PUT', '/api/admin/flight-remarks/customs_delay', {
      ...tri('Delay'),
      announce: true,
    });
    expect(body(announcing).remark.announce).toBe(true);
    await expectAudit(t, operator.id, 'flight_remark.put', 'customs_delay');
    const flight = await createFlight(t.database, 1);
    await t.database.query('update flights set remark_key = $1 where id = $2', ['customs_delay', flight.id]);
    const shown = (await pub('/api/flight/gets/0/100')).flight.find(
      (f: { _id: string }) => f._id === flight.id,
    );
    expect(shown.additionalTextLocalized).toEqual(tri('Delay'));
    const inUse = await call(t, operator.token, 'DELETE', '/api/admin/flight-remarks/customs_delay');
    expect(inUse.statusCode).toBe(409);
    expect(body(inUse).message).toBe('remark_in_use');

    await call(t, operator.token, 'PUT', '/api/admin/flight-remarks/spare_note', tri('Spare'));
    const list = body(await call(t, operator.token, 'GET', '/api/admin/flight-remarks')).remarks;
    expect(list.map((r: { key: string }) => r.key)).toEqual(
      expect.arrayContaining(['customs_delay', 'spare_note']),
    );
    expect((await call(t, operator.token, 'DELETE', '/api/admin/flight-remarks/spare_note')).statusCode).toBe(
      200,
    );
    await expectAudit(t, operator.id, 'flight_remark.delete', 'spare_note');
    expect((await call(t, operator.token, 'DELETE', '/api/admin/flight-remarks/spare_note')).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, operator.token, 'PUT', '/api/admin/flight-remarks/Bad-Key', tri('x'))).statusCode,
    ).toBe(400);
  });
});
