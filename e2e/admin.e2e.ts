// The back office in Chromium (issue 6): an operator takes a declared parcel of the demo customer from
// `waiting` to `obtained` entirely in /admin — intake by typing the tracking + Enter and a weight, a new
// flight, the parcel put on it, the flight marked arrived, the handover after the customer paid — and the
// customer's own API shows each step. Customers on /home never download the back office's chunk.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { chromium, type Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { chromiumPath } from './support/browser.ts';
import { watchProblems } from './support/problems.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are read loosely
type Json = Record<string, any>;

/** Chunks only the back office loads: its app, its dictionaries, its dashboard (charts). */
const ADMIN_CHUNK = /\/assets\/(admin-app|admin|dashboard-page)-[\w-]+\.js$/;

describeWithBrowser('the back office (Chromium)', () => {
  const world = useWorld();

  async function call(path: string, token: string | null, body?: unknown): Promise<Json> {
    const res = await fetch(`${world.server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Json;
    expect(res.status, `${path}: ${JSON.stringify(json)}`).toBe(200);
    return json;
  }
  const signin = async (email: string, password: string) =>
    (await call('/api/authorization/signin', null, { email, password })).token as string;

  /** A page in English (the choice the language switcher stores). */
  async function englishPage(): Promise<Page> {
    // bypassCSP: axe is injected as an inline script, which the site's policy forbids.
    const page = await world.browser.newPage({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
    await page.addInitScript(() => localStorage.setItem('amanati.lang', 'en'));
    return page;
  }

  it('is not downloaded on /home, and is on /admin', async () => {
    const page = await world.browser.newPage();
    const problems = watchProblems(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${world.server.url}/home`, { waitUntil: 'networkidle' });
    expect(requests.some((u) => u.includes('/assets/'))).toBe(true);
    expect(requests.filter((u) => ADMIN_CHUNK.test(u))).toEqual([]);

    requests.length = 0;
    await page.goto(`${world.server.url}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'მართვის პანელში შესვლა' }).waitFor();
    expect(requests.some((u) => /\/assets\/admin-app-[\w-]+\.js$/.test(u))).toBe(true);
    expect(problems.list).toEqual([]);
    await page.close();
  });

  it("shows a customer's account 'no access'", async () => {
    const page = await englishPage();
    const problems = watchProblems(page);
    await page.goto(`${world.server.url}/admin`);
    await page.getByLabel('E-mail or AX code').fill('demo@amanati.ge');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office sections' }).count()).toBe(0);
    expect(problems.list).toEqual([]);
    await page.close();
  });

  it('takes a parcel from waiting to obtained, each step visible to staff and to the customer', async () => {
    const customer = await signin('demo@amanati.ge', 'demo12345');
    const tracking = `E2E${Date.now().toString(36).toUpperCase()}`;
    const declared = (
      await call('/api/product/addProduct', customer, {
        productOrderId: tracking,
        productName: '_SHOES_',
        quantity: '1',
        amount: '40',
        currency: 'USD',
        senderCountryId: 1,
        shop: '_TAOBAO_',
      })
    ).product as Json;
    const parcel = async () => (await call(`/api/product/get/${declared._id}`, customer)).product as Json;
    expect(await parcel()).toMatchObject({ status: 'waiting', weight: null });

    const page = await englishPage();
    const problems = watchProblems(page);
    await page.goto(`${world.server.url}/admin`);
    await page.getByLabel('E-mail or AX code').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('E-mail or AX code').fill('operator@amanati.ge');
    await page.getByLabel('Password', { exact: true }).fill('operator12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Back office sections' });
    await nav.waitFor();
    // An operator has no staff or audit sections.
    expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);

    // 1. Intake at the China warehouse: tracking + Enter, weight + Enter.
    await nav.getByRole('link', { name: 'Warehouse intake' }).click();
    await page.getByRole('radio', { name: 'China' }).check({ force: true });
    const scan = page.getByLabel('Tracking number');
    await scan.fill(tracking);
    await scan.press('Enter');
    await page.getByText('Declared', { exact: true }).waitFor();
    await page.getByText('Customer AX10001').waitFor();
    const weight = page.getByLabel(/^Weight, kg/);
    await expect.poll(() => weight.evaluate((el) => el === document.activeElement)).toBe(true);
    await weight.fill('1.5');
    await weight.press('Enter');
    const session = page.getByRole('region', { name: 'Received in this session' });
    await session.getByRole('cell', { name: tracking }).waitFor();
    expect(await session.getByText('Received', { exact: true }).count()).toBe(1);
    // Ready for the next scan at once.
    expect(await scan.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await scan.inputValue()).toBe('');
    expect(await parcel()).toMatchObject({ status: 'stock', weight: 1.5 });
    expect(await seriousViolations(page)).toEqual([]);

    // 2. A new China flight departing today.
    await nav.getByRole('link', { name: 'Flights' }).click();
    await page.getByRole('button', { name: 'New flight' }).click();
    const dialog = page.getByRole('dialog');
    const day = (offset: number) => tbilisiDay(Date.now() + offset * 864e5);
    await dialog.getByLabel('Country').selectOption('1');
    await dialog.getByLabel('Flight number').fill('CZ6027');
    await dialog.getByLabel(/^Departure/).fill(day(0));
    await dialog.getByLabel(/^Estimated arrival/).fill(day(4));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const heading = page.getByRole('heading', { name: /^Flight CN-/ });
    await heading.waitFor();
    const flightCode = (await heading.textContent())!.replace('Flight ', '');

    // 3. The parcel is in this country's stock list; scanning puts it on the flight.
    await page.getByRole('cell', { name: tracking }).first().waitFor();
    const flightScan = page.getByLabel('Scan or type a tracking number and press Enter');
    await flightScan.fill(tracking);
    await flightScan.press('Enter');
    const onFlight = page.getByRole('region', { name: 'On this flight' });
    await onFlight.getByRole('cell', { name: tracking }).waitFor();
    await onFlight.getByText('On the way').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const sent = await parcel();
    expect(sent).toMatchObject({ status: 'sent', flightId: flightCode, state: 'unpaid' });
    expect(sent.price).toBeGreaterThan(0);
    const debt = (await call('/api/product/debtSum', customer)).deptSum as number;
    expect(debt).toBeGreaterThanOrEqual(sent.price);
    // The customs manifest downloads with the bearer token and lists the parcel.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Manifest CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`manifest-${flightCode}.csv`);
    const manifest = await readFile(await download.path(), 'utf8');
    expect(manifest).toContain(tracking);
    expect(manifest).toContain('AX10001');

    // 4. Mark the flight arrived.
    await page.getByRole('button', { name: 'Mark as arrived' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as arrived' }).click();
    await page.getByText('Arrived', { exact: true }).first().waitFor();
    await onFlight.getByText('Arrived', { exact: true }).waitFor();
    expect(await parcel()).toMatchObject({ status: 'arrived' });
    const notes = ((await call('/api/notification/all', customer)).notifications as Json[]).map(
      (n) => n.kind,
    );
    expect(notes).toEqual(expect.arrayContaining(['parcel_received', 'parcel_sent', 'flight_arrived']));

    // 5. The customer pays for this flight through their API; the operator hands the parcel over.
    await call('/api/payment/payFlightId', customer, { flightId: flightCode });
    expect(await parcel()).toMatchObject({ status: 'arrived', state: 'paid' });
    await nav.getByRole('link', { name: 'Handover' }).click();
    await page.getByLabel('Branch').selectOption('didube');
    const find = page.getByLabel(/^Customer/);
    await find.fill('AX10001');
    await find.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(tracking) });
    await row.waitFor();
    expect(await row.getByText('Paid', { exact: true }).count()).toBe(1);
    expect(await row.getByRole('checkbox').isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Hand over \(/ }).click();
    await page.getByText(/^Parcels handed over: \d+$/).waitFor();
    await expect.poll(async () => (await parcel()).status).toBe('obtained');
    await page.getByRole('row', { name: new RegExp(tracking) }).waitFor({ state: 'detached' });

    expect(problems.list).toEqual([]);
    await page.close();
  });
  it('receives a parcel with a photo of the label taken by the laptop camera', async () => {
    const customer = await signin('demo@amanati.ge', 'demo12345');
    const tracking = `CAM${Date.now().toString(36).toUpperCase()}`;
    const declared = (
      await call('/api/product/addProduct', customer, {
        productOrderId: tracking,
        productName: '_BAGS_',
        quantity: '1',
        amount: '20',
        currency: 'USD',
        senderCountryId: 1,
        shop: '_TAOBAO_',
      })
    ).product as Json;
    // A browser with a fake camera that needs no permission prompt.
    const cameraBrowser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    try {
      const page = await cameraBrowser.newPage({ viewport: { width: 1366, height: 900 } });
      const problems = watchProblems(page);
      await page.addInitScript(() => localStorage.setItem('amanati.lang', 'en'));
      await page.goto(`${world.server.url}/admin/intake`);
      await page.getByLabel('E-mail or AX code').fill('operator@amanati.ge');
      await page.getByLabel('Password', { exact: true }).fill('operator12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const scan = page.getByLabel('Tracking number');
      await scan.fill(tracking);
      await scan.press('Enter');
      await page.getByText('Declared', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Camera' }).click();
      const take = page.getByRole('dialog').getByRole('button', { name: 'Take the photo' });
      await expect.poll(() => take.isEnabled()).toBe(true);
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
      await take.click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByText(/^label-\d+\.jpg$/).waitFor();
      const weight = page.getByLabel(/^Weight, kg/);
      await weight.fill('0.8');
      await weight.press('Enter');
      await page
        .getByRole('region', { name: 'Received in this session' })
        .getByRole('cell', { name: tracking })
        .waitFor();
      expect(problems.list).toEqual([]);
      await page.close();
    } finally {
      await cameraBrowser.close();
    }
    const parcel = (await call(`/api/product/get/${declared._id}`, customer)).product as Json;
    expect(parcel).toMatchObject({ status: 'stock', weight: 0.8 });
    expect(parcel.labelPhoto).toMatch(/\.jpe?g$/);
    const photo = await fetch(`${world.server.url}/uploads/labels/${parcel.labelPhoto}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });
});
