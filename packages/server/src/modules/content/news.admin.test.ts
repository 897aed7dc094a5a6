/** News in the back office: JSON or form data with a photo, resized to both sizes the site serves. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@amanati/shared/messages';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../test/fixtures.ts';
import { bearer, body, createTestApp, testDatabases, type TestApp } from '../../test/harness.ts';
import { call, expectAudit, staffSession, type Session } from '../../test/staff-sessions.ts';

const texts = (tag: string) => ({
  newsTitleKa: `სიახლე ${tag}`,
  newsTitleEn: `News ${tag}`,
  newsTitleRu: `Новость ${tag}`,
  newsTextKa: 'ტექსტი',
  newsTextEn: 'Text',
  newsTextRu: 'Текст',
});

const picture = (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe.each(testDatabases)('back office: news on %s', (kind) => {
  let t: TestApp;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await staffSession(t, 'operator');
  });
  afterAll(() => t.close());

  const upload = (
    method: 'POST' | 'PUT',
    url: string,
    inputs: unknown,
    file?: { name: string; data: Buffer },
  ) => {
    const form = multipart(inputs, file);
    return t.app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(operator.token) },
    });
  };
  const served = async (name: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(res.statusCode, name).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    return sharp(res.rawPayload).metadata();
  };

  it('stores an uploaded PNG as a 1200×675 JPEG and a 600×338 middle one, shown on the public news', async () => {
    const res = await upload('POST', '/api/admin/news', texts('png'), {
      name: 'photo.png',
      data: await picture(1600, 1200, 'png'),
    });
    expect(res.statusCode).toBe(200);
    const { post } = body(res);
    expect(post).toMatchObject(texts('png'));
    expect(post.photo).toMatch(/^[A-Za-z0-9_-]{24}\.jpg$/);
    expect(await served(post.photo)).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
    expect(await served(`middle-${post.photo}`)).toMatchObject({ format: 'jpeg', width: 600, height: 338 });
    const latest = body(await t.app.inject({ method: 'GET', url: '/api/news/gets/0/1' })).news[0];
    expect(latest).toEqual(post);
    await expectAudit(t, operator.id, 'news.create', post._id);
  });

  it('crops a portrait JPEG to cover, and a tiny PNG still gets both sizes', async () => {
    for (const data of [await picture(500, 900, 'jpeg'), PNG_BYTES]) {
      const { post } = body(await upload('POST', '/api/admin/news', texts('jpg'), { name: 'x.bin', data }));
      expect(await served(post.photo)).toMatchObject({ width: 1200, height: 675 });
      expect(await served(`middle-${post.photo}`)).toMatchObject({ width: 600, height: 338 });
    }
  });

  it('creates from JSON with a drawn picture, updates texts and photo, deletes; each audited', async () => {
    const created = await call(t, operator.token, 'POST', '/api/admin/news', texts('json'));
    expect(created.statusCode).toBe(200);
    const { post } = body(created);
    expect(await served(`middle-${post.photo}`)).toMatchObject({ width: 600, height: 338 });

    const edited = await call(t, operator.token, 'PUT', `/api/admin/news/${post._id}`, texts('edited'));
    expect(body(edited).post).toMatchObject({
      ...texts('edited'),
      photo: post.photo,
      createdAt: post.createdAt,
    });
    await expectAudit(t, operator.id, 'news.update', post._id);

    const photo = await upload('PUT', `/api/admin/news/${post._id}`, texts('photo'), {
      name: 'new.jpg',
      data: await picture(1300, 700, 'jpeg'),
    });
    expect(photo.statusCode).toBe(200);
    const newPhoto = body(photo).post.photo;
    expect(newPhoto).not.toBe(post.photo);
    expect(await served(newPhoto)).toMatchObject({ width: 1200, height: 675 });
    const pub = body(await t.app.inject({ method: 'GET', url: `/api/news/get/${post._id}` }));
    expect(pub.post).toMatchObject({ ...texts('photo'), photo: newPhoto });

    const gone = await call(t, operator.token, 'DELETE', `/api/admin/news/${post._id}`);
    expect(gone.statusCode).toBe(200);
    await expectAudit(t, operator.id, 'news.delete', post._id);
    expect((await t.app.inject({ method: 'GET', url: `/api/news/get/${post._id}` })).statusCode).toBe(404);
    expect((await call(t, operator.token, 'DELETE', `/api/admin/news/${post._id}`)).statusCode).toBe(404);
    expect((await call(t, operator.token, 'PUT', `/api/admin/news/${post._id}`, texts('x'))).statusCode).toBe(
      404,
    );
  });

  it('lists news for staff with paging', async () => {
    const res = body(await call(t, operator.token, 'GET', '/api/admin/news?limit=2'));
    expect(res.news).toHaveLength(2);
    expect(res.newsCount).toBeGreaterThan(2);
  });

  it('requires every title and text, and refuses a PDF or a broken picture', async () => {
    const count = async () =>
      Number((await t.database.query<{ n: string }>('select count(*) n from news'))[0]!.n);
    const before = await count();
    const { newsTextRu: _omit, ...missing } = texts('missing');
    const noRu = await call(t, operator.token, 'POST', '/api/admin/news', missing);
    expect(noRu.statusCode).toBe(400);
    expect(body(noRu)).toMatchObject({ message: MSG.fillAllFields, errors: { newsTextRu: MSG.required } });
    expect(
      (await call(t, operator.token, 'POST', '/api/admin/news', { ...texts('b'), newsTitleEn: '  ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await upload('POST', '/api/admin/news', missing, { name: 'a.png', data: PNG_BYTES })).statusCode,
    ).toBe(400);
    const pdf = await upload('POST', '/api/admin/news', texts('pdf'), { name: 'a.png', data: PDF_BYTES });
    expect(pdf.statusCode).toBe(400);
    expect(body(pdf).message).toBe(MSG.incorrectFileType);
    const broken = Buffer.concat([PNG_BYTES.subarray(0, 40), Buffer.alloc(200, 7)]);
    const bad = await upload('POST', '/api/admin/news', texts('broken'), { name: 'a.png', data: broken });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(MSG.incorrectFileType);
    expect(await count()).toBe(before);
  });
});
