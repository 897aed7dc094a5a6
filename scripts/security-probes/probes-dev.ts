/**
 * The review's reproductions against the server started as `npm start` starts it (NODE_ENV and HOST
 * unset): findings 1, 4–8, 11–17. Demo staff sign in with their published passwords, as the reviewer did.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- answers are read as loose JSON, as the API tests read them */
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import {
  declaration,
  expectStatus,
  hex,
  individualPayload,
  me,
  signin,
  signupAddress,
  signupCustomer,
  tally,
  tokenOf,
  uniqueEmail,
  waitFor,
  type Customer,
  type Recorder,
} from './common.ts';
import { canConnect, multipart, openStream, rawRequest, request } from './http.ts';

export interface DevContext {
  base: string;
  port: number;
  dataDir: string;
  jwtSecret: string;
  /** A trusted proxy address of this instance (TRUST_PROXY), for the simulator's control API. */
  proxy: string;
  output: () => string;
  /** Raw mails the local SMTP server received. */
  mails: string[];
}

/** What the probes leave for the checks made on the database once the servers have stopped. */
export interface DevLeftovers {
  resetMailTo?: string;
}

const DAY = 864e5;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAAJRU5ErkJggg==',
  'base64',
);
/** A PDF of `size` bytes: its magic bytes decide its type, the rest is padding. */
const pdf = (size: number) => ({
  name: 'invoice.pdf',
  data: Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]),
  type: 'application/pdf',
});

export async function devProbes(rec: Recorder, ctx: DevContext): Promise<DevLeftovers> {
  const { base } = ctx;
  const left: DevLeftovers = {};
  const staff = {
    operator: await tokenOf(base, 'operator@amanati.ge', 'operator12345'),
    admin: await tokenOf(base, 'admin@amanati.ge', 'admin12345'),
  };
  const stock = async (c: Customer) =>
    (
      expectStatus(await request(base, '/api/product/gets/stock/0/100', { token: c.token }), 200, 'stock')
        .json.products as { productOrderId: string }[]
    ).map((p) => p.productOrderId);

  await rec.probe(
    '1',
    "B declares a tracking number; the operator scans it with A's AXID on the label; A declares it; B declares demo's LP00512345678CN",
    async () => {
      const a = await signupCustomer(base);
      const b = await signupCustomer(base);
      const tracking = `VICTIM${hex(8).toUpperCase()}`;
      const decl = declaration({ productOrderId: tracking, shop: '_EBAY_', otherShop: undefined });
      const byB = await request(base, '/api/product/addProduct', { token: b.token, body: decl });
      const scan = await request(base, '/api/admin/intake/receive', {
        token: staff.operator,
        body: { tracking, country: 2, weightKg: '1.2', axid: a.axid },
      });
      const [stockA, stockB] = [await stock(a), await stock(b)];
      const byA = await request(base, '/api/product/addProduct', { token: a.token, body: decl });
      const probeDemo = await request(base, '/api/product/addProduct', {
        token: b.token,
        body: declaration({ productOrderId: 'LP00512345678CN' }),
      });
      const ownerGetsIt = stockA.includes(tracking) && !stockB.includes(tracking);
      return {
        safe: byB.status === 200 && scan.status === 200 && ownerGetsIt && probeDemo.status === 200,
        observed:
          `B's declaration ${byB.status}; scan ${scan.status} outcome ${scan.json?.outcome}; ` +
          `in A's stock: ${stockA.includes(tracking)}, in B's: ${stockB.includes(tracking)}; ` +
          `A declares it: ${byA.status} ${byA.json?.message ?? ''} (already A's); ` +
          `B declaring demo's number: ${probeDemo.status} (no existence oracle)`,
      };
    },
  );

  await rec.probe(
    '4',
    "NODE_ENV and HOST unset: connect on the machine's network address; simulator start.wsm with back_url_f=https://evil.example/phish; control/log from loopback and through a proxy",
    async () => {
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
      const reachable = external ? await canConnect(external, ctx.port) : false;
      const loopbackOnly = ctx.output().includes('listening on 127.0.0.1 only');
      const start = await request(
        base,
        `/gateway-sim/payment/start.wsm?merch_id=5A1B2C3D4E5F60718293A4B5C6D7E8F9&back_url_s=${encodeURIComponent('https://evil.example/s')}&back_url_f=${encodeURIComponent('https://evil.example/phish')}&o.order_id=x`,
      );
      const local = await request(base, '/gateway-sim/control/log');
      const proxied = await request(base, '/gateway-sim/control/log', {
        from: ctx.proxy,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      return {
        safe:
          !reachable &&
          loopbackOnly &&
          start.status === 400 &&
          !start.headers.location &&
          proxied.status === 404 &&
          !proxied.text.includes('transactions'),
        observed:
          `${external ?? 'no network address'}:${ctx.port} ${reachable ? 'ACCEPTS' : 'refuses'} connections; ` +
          `start message says loopback only: ${loopbackOnly}; evil back_url → ${start.status}` +
          `${start.headers.location ? ` Location ${start.headers.location}` : ', no Location'}; ` +
          `control/log from loopback ${local.status} (development, this machine only), ` +
          `through a proxy (X-Forwarded-For 203.0.113.9) ${proxied.status}`,
      };
    },
  );

  await rec.probe(
    '5',
    '12 wrong passwords at one account from 127.0.5.1, then the right one from there, from 127.0.5.2 (e-mail) and 127.0.5.3 (AXID)',
    async () => {
      const victim = await signupCustomer(base);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await signin(base, victim.email, `wrong-${i}`, { from: '127.0.5.1' })).status);
      const sameAddress = await signin(base, victim.email, victim.password, { from: '127.0.5.1' });
      const byEmail = await signin(base, victim.email, victim.password, { from: '127.0.5.2' });
      const byAxid = await signin(base, victim.axid, victim.password, { from: '127.0.5.3' });
      const retry = sameAddress.headers['retry-after'];
      return {
        safe: byEmail.status === 200 && byAxid.status === 200 && statuses.includes(429),
        observed:
          `guesses: ${tally(statuses)}; right password from the guessing address ${sameAddress.status}` +
          `${retry ? ` (Retry-After ${String(retry)})` : ''}, from another address by e-mail ${byEmail.status}, by AXID ${byAxid.status}`,
      };
    },
  );

  const invoices = path.join(ctx.dataDir, 'files', 'invoices');
  const stored = () => (existsSync(invoices) ? readdirSync(invoices) : []);
  const postFile = (url: string, token: string, inputs: unknown, file: ReturnType<typeof pdf>) => {
    const m = multipart(inputs, file);
    return request(base, url, { token, raw: m.raw, headers: m.headers });
  };

  await rec.probe(
    '6',
    '20 parallel updateProductWithFile (3,000,000 B each) on one parcel; then new parcels with files past the quota (UPLOAD_QUOTA_MB=10 here)',
    async () => {
      const c = await signupCustomer(base);
      const inputs = declaration({ senderCountryId: 1, productName: '_CLOTHING_', clearance: false });
      const first = expectStatus(
        await postFile('/api/product/addProductWithFile', c.token, inputs, pdf(3_000_000)),
        200,
        'declaration with file',
      );
      const id = first.json.product._id as string;
      const before = stored().length;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postFile(
            '/api/product/updateProductWithFile',
            c.token,
            { ...inputs, productId: id },
            pdf(3_000_000),
          ),
        ),
      );
      const after = stored();
      const bytes = after.reduce((sum, f) => sum + statSync(path.join(invoices, f)).size, 0);
      const more: number[] = [];
      let quotaAnswer = '';
      for (let i = 0; i < 3; i++) {
        const res = await postFile(
          '/api/product/addProductWithFile',
          c.token,
          declaration({ senderCountryId: 1, productName: '_CLOTHING_', clearance: false }),
          pdf(3_000_000),
        );
        more.push(res.status);
        if (res.status !== 200) quotaAnswer = String(res.json?.message);
      }
      return {
        safe:
          answers.every((r) => r.status === 200) &&
          after.length === before &&
          more.join() === '200,200,413' &&
          quotaAnswer === 'storage_quota_exceeded',
        observed:
          `updates ${tally(answers.map((r) => r.status))}; invoice files ${before} → ${after.length} ` +
          `(${(bytes / 1e6).toFixed(1)} MB in the directory); three more 3 MB declarations: ${more.join(', ')} ${quotaAnswer}`,
      };
    },
  );

  await rec.probe(
    '7',
    "GET /uploads/invoices/<old name> after the parcel's file was replaced, and the newest after the parcel was deleted",
    async () => {
      const c = await signupCustomer(base);
      const inputs = declaration({ senderCountryId: 1, productName: '_CLOTHING_', clearance: false });
      const created = expectStatus(
        await postFile('/api/product/addProductWithFile', c.token, inputs, pdf(400)),
        200,
        'declaration with file',
      );
      const { _id: id, file: old } = created.json.product as { _id: string; file: string };
      const servedOld = (await request(base, `/uploads/invoices/${old}`)).status;
      const replaced = expectStatus(
        await postFile('/api/product/updateProductWithFile', c.token, { ...inputs, productId: id }, pdf(500)),
        200,
        'update',
      );
      const current = replaced.json.product.file as string;
      const oldAfter = (await request(base, `/uploads/invoices/${old}`)).status;
      const currentAfter = (await request(base, `/uploads/invoices/${current}`)).status;
      const deleted = await request(base, `/api/product/delete/${id}`, { token: c.token, method: 'POST' });
      const currentGone = (await request(base, `/uploads/invoices/${current}`)).status;
      return {
        safe: oldAfter === 404 && currentAfter === 200 && deleted.status === 200 && currentGone === 404,
        observed:
          `old file ${servedOld} before, ${oldAfter} after replacement; new file ${currentAfter}; ` +
          `delete ${deleted.status}, new file then ${currentGone} (a kept file's URL stays a capability URL, documented)`,
      };
    },
  );

  await rec.probe(
    '8',
    'signupFile type 2 with orgId 123456789 and a PNG extract → China parcel, intake 10 kg, flight → GET /api/invoice/get/<flight>/didube; the extract by admin/operator',
    async () => {
      const form = multipart(
        individualPayload({
          type: 2,
          orgName: 'შპს ზონდი',
          orgNameEn: 'Probe LLC',
          orgId: '123456789',
          personId: undefined,
        }),
        { name: 'extract.png', data: PNG, type: 'image/png' },
      );
      const signup = expectStatus(
        await request(base, '/api/authorization/signupFile', {
          raw: form.raw,
          headers: form.headers,
          from: signupAddress(),
        }),
        200,
        'signupFile',
      );
      const token = signup.json.token as string;
      const candidate = expectStatus(await me(base, token), 200, 'userInformation').json.candidate;
      const parcel = expectStatus(
        await request(base, '/api/product/addProduct', {
          token,
          body: declaration({ senderCountryId: 1 }),
        }),
        200,
        'declaration',
      ).json.product as { _id: string; productOrderId: string };
      expectStatus(
        await request(base, '/api/admin/intake/receive', {
          token: staff.operator,
          body: { tracking: parcel.productOrderId, country: 1, weightKg: '10', axid: candidate.AXID },
        }),
        200,
        'intake',
      );
      const flight = expectStatus(
        await request(base, '/api/admin/flights', {
          token: staff.operator,
          body: {
            country: 1,
            code: `PRB-${hex(6).toUpperCase()}`,
            departedAt: new Date(Date.now() - DAY),
            estimatedAt: new Date(Date.now() + DAY),
            tbilisi: true,
          },
        }),
        200,
        'flight',
      ).json.flight as { _id: string; flightId: string };
      const load = expectStatus(
        await request(base, `/api/admin/flights/${flight._id}/parcels`, {
          token: staff.operator,
          body: { parcelIds: [parcel._id] },
        }),
        200,
        'load',
      );
      if (load.json.added !== 1) throw new Error(`load: ${load.text.slice(0, 300)}`);
      const invoice = expectStatus(
        await request(base, `/api/invoice/get/${flight.flightId}/didube`, { token }),
        200,
        'invoice',
      ).json;
      const tariff = invoice.products?.[0]?.tariff as number;
      const registry = `/api/admin/customers/${candidate._id}/registry`;
      const byAdmin = await request(base, registry, { token: staff.admin });
      const byOperator = await request(base, registry, { token: staff.operator });
      const profile = await request(base, `/api/admin/customers/${candidate._id}`, { token: staff.operator });
      return {
        safe:
          tariff === 8.5 &&
          byAdmin.status === 200 &&
          byAdmin.headers['content-type'] === 'image/png' &&
          byOperator.status === 403 &&
          profile.json?.organisation?.verified === false,
        observed:
          `invoice tariff ${tariff} USD/kg, allSum ${invoice.invoice?.additionalInformation?.allSum} (individual rate while unverified); ` +
          `extract: admin ${byAdmin.status} ${String(byAdmin.headers['content-type'])}, operator ${byOperator.status}; ` +
          `back office shows verified=${String(profile.json?.organisation?.verified)}`,
      };
    },
  );

  await rec.probe('11', '60 sign-ups from one address (127.0.11.1)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push(
        (await request(base, '/api/authorization/signup', { body: individualPayload(), from: '127.0.11.1' }))
          .status,
      );
    const created = statuses.filter((s) => s === 200).length;
    return {
      safe: created <= 20 && statuses.slice(created).every((s) => s === 429),
      observed: `${tally(statuses)} (the spec's duplicate answers stay; decision 0011)`,
    };
  });

  await rec.probe('12', '15 × changePassword with wrong old passwords, then the right one', async () => {
    const c = await signupCustomer(base);
    const change = (oldPassword: string) =>
      request(base, '/api/authorization/changePassword', {
        token: c.token,
        body: { oldPassword, newPassword: 'changed-123', newRePassword: 'changed-123' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await change(`guess-${i}`)).status);
    const right = await change(c.password);
    return {
      safe: statuses.includes(429) && statuses.filter((s) => s === 400).length <= 10,
      observed: `${tally(statuses)}; the right old password then ${right.status} (limited until the window ends)`,
    };
  });

  await rec.probe(
    '13',
    'SSE stream open, password changed, operator notifies the customer; then 6 streams of one account',
    async () => {
      const b = await signupCustomer(base);
      const stream = await openStream(base, '/api/notification/stream', b.token);
      await waitFor(() => stream.text().includes('event: unread'), 10_000);
      const changed = expectStatus(
        await request(base, '/api/authorization/changePassword', {
          token: b.token,
          body: { oldPassword: b.password, newPassword: 'changed456', newRePassword: 'changed456' },
        }),
        200,
        'change password',
      );
      let ended = false;
      void stream.ended.then(() => (ended = true));
      await waitFor(() => ended, 10_000);
      const sent = await request(base, '/api/admin/notifications', {
        token: staff.operator,
        body: {
          title: { ka: 'ზონდი', en: 'Probe', ru: 'Зонд' },
          description: { ka: 'ზონდი', en: 'Probe', ru: 'Зонд' },
          axid: b.axid,
        },
      });
      await new Promise((r) => setTimeout(r, 500));
      const gotCount = /"nonotificationLength":1/.test(stream.text());
      stream.close();
      const oldRest = (await me(base, b.token)).status;
      const fresh = changed.json.token as string;
      const streams = [];
      for (let i = 0; i < 6; i++) streams.push(await openStream(base, '/api/notification/stream', fresh));
      const statuses = streams.map((s) => s.status);
      for (const s of streams) s.close();
      return {
        safe:
          ended &&
          !gotCount &&
          oldRest === 401 &&
          statuses.slice(0, 5).every((s) => s === 200) &&
          statuses[5] === 429,
        observed:
          `stream ended after the change: ${ended}; notification ${sent.status}, the old stream got it: ${gotCount}; ` +
          `old token on REST ${oldRest}; 6 streams: ${tally(statuses)}`,
      };
    },
  );

  await rec.probe('14', 'admin adjust amountTetri 9007199254740991 twice on a customer', async () => {
    const c = await signupCustomer(base);
    const url = `/api/admin/customers/${c.id}/adjust`;
    const answers = [];
    for (let i = 0; i < 2; i++)
      answers.push(
        await request(base, url, {
          token: staff.admin,
          body: { amountTetri: 9007199254740991, reason: 'Probe' },
        }),
      );
    const balance = expectStatus(await me(base, c.token), 200, 'userInformation').json.candidate.balance;
    return {
      safe: answers.every((a) => a.status === 400) && balance === 0,
      observed: `${answers.map((a) => `${a.status} ${JSON.stringify(a.json?.errors ?? a.json?.message)}`).join('; ')}; balance ${balance}`,
    };
  });

  await rec.probe(
    '15',
    '25 × forgetPassword for unknown addresses from 127.0.15.1, then a known one from there and from 127.0.15.2',
    async () => {
      const known = await signupCustomer(base);
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++)
        statuses.push(
          (
            await request(base, '/api/authorization/forgetPassword', {
              body: { email: uniqueEmail('nobody') },
              from: '127.0.15.1',
            })
          ).status,
        );
      const knownSame = await request(base, '/api/authorization/forgetPassword', {
        body: { email: known.email },
        from: '127.0.15.1',
      });
      const knownOther = await request(base, '/api/authorization/forgetPassword', {
        body: { email: known.email },
        from: '127.0.15.2',
      });
      const answered = statuses.filter((s) => s === 404).length;
      return {
        safe: answered <= 20 && statuses.includes(429) && knownSame.status === 429,
        observed:
          `unknown: ${tally(statuses)}; known from the same address ${knownSame.status}, from another ${knownOther.status} ` +
          `(email_not_found kept as the spec asks, probing slowed: decision 0011)`,
      };
    },
  );

  await rec.probe(
    '16',
    '12 wrong passwords at one e-mail, then its AXID vs another real AXID vs an unknown AXID from the same address',
    async () => {
      const neighbour = await signupCustomer(base);
      const other = await signupCustomer(base);
      const from = '127.0.16.1';
      for (let i = 0; i < 12; i++) await signin(base, neighbour.email, `wrong-${i}`, { from });
      const own = await signin(base, neighbour.axid, 'wrong-again', { from });
      const theirs = await signin(base, other.axid, 'wrong-again', { from });
      const ghost = await signin(base, `AX${900000 + Math.floor(Math.random() * 9999)}`, 'wrong-again', {
        from,
      });
      const answers = [own, theirs, ghost].map((a) => `${a.status} ${a.json?.message}`);
      const real: number[] = [];
      const unknown: number[] = [];
      const ghostEmail = uniqueEmail('ghost');
      for (let i = 0; i < 8; i++) {
        real.push((await signin(base, other.email, `w${i}`, { from: '127.0.16.2' })).status);
        unknown.push((await signin(base, ghostEmail, `w${i}`, { from: '127.0.16.3' })).status);
      }
      return {
        safe: new Set(answers).size === 1 && tally(real) === tally(unknown),
        observed:
          `own AXID / another AXID / unknown AXID: ${answers.join(' / ')}; ` +
          `8 guesses at a real e-mail ${tally(real)}, at an unknown one ${tally(unknown)}`,
      };
    },
  );

  // Finding 17, the hardening notes, one row each.
  await rec.probe(
    '17',
    "a token signed with the instance's JWT_SECRET but without exp (and one with exp as control)",
    async () => {
      const c = await signupCustomer(base);
      const key = new TextEncoder().encode(ctx.jwtSecret);
      const forge = (exp: boolean) => {
        const jwt = new SignJWT({ tv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(c.id)
          .setIssuedAt();
        return (exp ? jwt.setExpirationTime('1h') : jwt).sign(key);
      };
      const without = await me(base, await forge(false));
      const withExp = await me(base, await forge(true));
      return {
        safe: without.status === 401 && withExp.status === 200,
        observed: `without exp ${without.status} ${without.json?.message}; with exp ${withExp.status}`,
      };
    },
  );

  await rec.probe(
    '17',
    'sign in with and without "remember", then sign out and reuse the token',
    async () => {
      const c = await signupCustomer(base);
      const life = async (remember?: boolean) => {
        const res = await request(base, '/api/authorization/signin', {
          body:
            remember === undefined
              ? { email: c.email, password: c.password }
              : { email: c.email, password: c.password, remember },
        });
        const { exp, iat } = decodeJwt(expectStatus(res, 200, 'sign-in').json.token as string);
        return { token: res.json.token as string, hours: (exp! - iat!) / 3600 };
      };
      const long = await life(true);
      const short = await life(false);
      const out = await request(base, '/api/authorization/signout', { token: short.token, method: 'POST' });
      const after = (await me(base, short.token)).status;
      const other = (await me(base, long.token)).status;
      return {
        safe:
          long.hours === 720 && short.hours === 12 && out.status === 200 && after === 401 && other === 200,
        observed: `remember ${long.hours} h, without ${short.hours} h; sign-out ${out.status}, its token then ${after}, the other session ${other}`,
      };
    },
  );

  await rec.probe('17', 'sign-up whose address is a zero-width space only', async () => {
    const res = await request(base, '/api/authorization/signup', {
      body: individualPayload({ address: '\u200b' }),
      from: signupAddress(),
    });
    return {
      safe: res.status === 400,
      observed: `${res.status} ${JSON.stringify(res.json?.errors ?? res.json?.message)}`,
    };
  });

  await rec.probe('17', 'a request with a 100 KB header (raw socket)', async () => {
    const answer = await rawRequest(
      base,
      `GET /api/tariffs/gets HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    let parsed: { success?: boolean; message?: string } = {};
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      // not JSON: judged below
    }
    return {
      safe: /^HTTP\/1\.1 431 /.test(head) && parsed.success === false && typeof parsed.message === 'string',
      observed: `${head.split('\r\n')[0]} ${body.slice(0, 80)}`,
    };
  });

  await rec.probe('17', 'modes of uploaded files, their directories and the PGlite directory', () => {
    const mode = (p: string) => (statSync(p).mode & 0o777).toString(8).padStart(4, '0');
    const files = stored()
      .slice(0, 50)
      .map((f) => mode(path.join(invoices, f)));
    const dirs = [path.join(ctx.dataDir, 'files'), invoices].map(mode);
    const pglite = path.join(ctx.dataDir, 'pglite');
    const db = existsSync(pglite) ? mode(pglite) : 'n/a (PostgreSQL)';
    return {
      safe:
        files.length > 0 &&
        files.every((m) => m === '0600') &&
        dirs.every((m) => m === '0700') &&
        ['0700', 'n/a (PostgreSQL)'].includes(db),
      observed: `invoice files ${[...new Set(files)].join('/')} (${files.length}), files/ and invoices/ ${dirs.join(', ')}, pglite/ ${db}`,
    };
  });

  await rec.probe('17', '"top pages": POST /api/analytics/pageview without a token', async () => {
    const res = await request(base, '/api/analytics/pageview', { body: { path: '/probe-page' } });
    return {
      safe: true,
      kept: true,
      observed: `${res.status}: public by design (shown to staff as text), limited to 600 a minute per address`,
    };
  });

  // The mail goes out with the next outbox run (every 10 s); the stored copy is read after the servers stop.
  await rec.probe('17', 'forgetPassword for a customer with SMTP configured: the mail is sent', async () => {
    const c = await signupCustomer(base);
    const asked = await request(base, '/api/authorization/forgetPassword', {
      body: { email: c.email },
      from: '127.0.17.1',
      headers: { 'accept-language': 'en' },
    });
    left.resetMailTo = c.email;
    const delivered = await waitFor(() => ctx.mails.some((m) => m.includes(c.email)), 30_000);
    const raw = ctx.mails.find((m) => m.includes(c.email)) ?? '';
    const decoded = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const link = /reset-password\?token=[\w-]+/.test(decoded);
    return {
      safe: asked.status === 200 && delivered && link,
      observed: `forgetPassword ${asked.status}; delivered over SMTP: ${delivered}, with its reset link: ${link} (stored copy: see the row after the servers stopped)`,
    };
  });

  return left;
}
