// The Developers page in a real Chromium (issue 22, "Done when"): a customer makes an API key (shown
// once, and it works), uploads a CSV of three declarations with one bad row and reads the report,
// registers a webhook on a receiver running in this test, sends a test event — which arrives signed
// with the secret shown once — and sees it delivered in the endpoint's delivery log.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WEBHOOK_TEST_EVENT } from '@amanati/shared/webhooks';
import { newCustomer, uniqueTracking } from './support/api.ts';
import { expectToast, JOURNEY_VARIANTS, openCustomerPage, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

describeWithBrowser('the Developers page in Chromium', () => {
  const world = useWorld();
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  let hookUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/amanati-hook`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it.each(JOURNEY_VARIANTS)(
    'makes a key, pre-alerts a file with a bad row, and hears a signed test event ($lang, $size)',
    async ({ lang, size }) => {
      const customer = await newCustomer(world.api, 'organisation');
      const cp = await openCustomerPage(world.browser, world.server.url, {
        lang,
        size,
        token: customer.token,
      });
      const { page, t } = cp;
      await page.goto(`${world.server.url}/developers`);
      await page.getByRole('heading', { level: 1, name: t('developers:title') }).waitFor();

      // 1. A key with two scopes, shown once — and it is a working key.
      await page.getByLabel(t('developers:new.name')).fill('Shop sync');
      await page.getByRole('checkbox', { name: /parcels:write/ }).check();
      await page.getByRole('checkbox', { name: /^webhooks/ }).check();
      await page.getByRole('button', { name: t('developers:new.submit') }).click();
      const shown = page.getByRole('status').filter({ hasText: t('developers:shownOnce.title') });
      await shown.waitFor();
      const key = /amk_[\w-]{43}/.exec((await shown.textContent()) ?? '')![0];
      const made = await fetch(`${world.server.url}/api/v1/parcels`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          tracking: uniqueTracking('API'),
          country: 'CN',
          shop: '_TAOBAO_',
          category: '_CLOTHING_',
          quantity: 1,
          amount: '12.00',
          currency: 'USD',
        }),
      });
      expect(made.status).toBe(201);
      await page.getByRole('button', { name: t('developers:done') }).click();
      await page
        .getByRole('table', { name: t('developers:keys.title') })
        .getByText('Shop sync')
        .waitFor();

      // 2. Three declarations, the second with a quantity of 0.
      const good = [uniqueTracking('BLK'), uniqueTracking('BLK')];
      const bad = uniqueTracking('BAD');
      const csv = [
        'tracking,country,shop,category,quantity,amount,currency',
        `${good[0]},CN,taobao,clothing,2,35.50,USD`,
        `${bad},CN,taobao,clothing,0,10,USD`,
        `${good[1]},US,amazon,shoes,1,80,USD`,
      ].join('\n');
      await page
        .getByLabel(t('developers:bulk.choose'))
        .setInputFiles({ name: 'parcels.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: t('developers:bulk.upload') }).click();
      await page.getByText(t('developers:bulk.report.created', { count: 2 })).waitFor();
      await page.getByText(t('developers:bulk.report.errors', { count: 1 })).waitFor();
      const badRow = page.getByRole('row').filter({ hasText: bad });
      await badRow.getByText(t('developers:bulk.outcome.invalid')).waitFor();
      // The wrong field is named in the customer's language.
      await badRow.getByText(t('errors:quantity_cannot_be_0')).waitFor();
      await screenshot(page, `developers-bulk-report-${lang}-${size}`);

      // 3. A webhook on the receiver of this test: every event, the secret shown once.
      await page.getByLabel(t('developers:webhooks.new.url')).fill(hookUrl);
      await page.getByRole('button', { name: t('developers:webhooks.new.all') }).click();
      await page.getByRole('button', { name: t('developers:webhooks.new.submit') }).click();
      const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);

      // 4. A test event: it arrives signed with that secret, and the delivery log shows it delivered.
      const before = received.length;
      await page.getByRole('button', { name: t('developers:webhooks.list.test') }).click();
      await expectToast(page, t('developers:webhooks.list.testSent'));
      await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(before);
      const delivery = received.at(-1)!;
      const event = JSON.parse(delivery.body) as { id: string; type: string };
      expect(event.type).toBe(WEBHOOK_TEST_EVENT);
      const [, stamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
        String(delivery.headers['amanati-signature']),
      )!;
      expect(signature).toBe(createHmac('sha256', secret).update(`${stamp}.${delivery.body}`).digest('hex'));
      expect(delivery.headers['amanati-event-id']).toBe(event.id);

      // Sending a test event opens the endpoint's log.
      await page.getByRole('button', { name: t('developers:webhooks.list.hideLog'), exact: true }).waitFor();
      const log = page.getByRole('table', { name: t('developers:webhooks.log.title') });
      const row = log.getByRole('row').filter({ hasText: WEBHOOK_TEST_EVENT });
      await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 20_000 }).toContain('200');
      await screenshot(page, `developers-webhooks-${lang}-${size}`);
      expect(cp.errors).toEqual([]);
      await cp.context.close();
    },
  );
});
