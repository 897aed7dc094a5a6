// Storage days (issue 21 §5) in a real Chromium: a parcel that has just arrived shows, on a phone, its
// 30 free storage days in the arrived list and in its detail; the operator finds it among the branch's
// long-stored parcels with its customer.
import { addDays } from '@amanati/shared/tbilisi-time';
import { tbilisiDay } from '@amanati/shared/tbilisi-time';
import { expect, it } from 'vitest';
import { DEMO, newCustomer } from './support/api.ts';
import { openCustomerPage, screenshot } from './support/pages.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

describeWithBrowser('storage days in Chromium', () => {
  const world = useWorld({ operator: true });

  it('shows the free days left on an arrived parcel and lists it for staff', async () => {
    const customer = await newCustomer(world.api);
    const { parcel } = await world.operator.parcelIn(customer, 'arrived', { weightKg: '1.500' });
    const tracking = parcel.productOrderId as string;
    const lastFree = addDays(tbilisiDay(), 29);

    const cp = await openCustomerPage(world.browser, world.server.url, {
      lang: 'ka',
      size: 'mobile',
      token: customer.token,
    });
    const { page, t } = cp;
    await page.goto(`${world.server.url}/home#arrived`);
    await page
      .getByText(t('storage:badge.left', { count: 30 }))
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: t('parcels:timeline.open', { tracking }) })
      .first()
      .click();
    const detail = page.getByTestId('parcel-storage');
    await detail.getByText(t('storage:detail.left', { count: 30, day: lastFree })).waitFor();
    await detail.getByText(t('storage:detail.then', { fee: '0.75' })).waitFor();
    await screenshot(page, 'storage-parcel-ka-mobile');

    const opToken = await world.api.signIn(DEMO.operator.login, DEMO.operator.password);
    const sp = await openCustomerPage(world.browser, world.server.url, {
      lang: 'en',
      size: 'desktop',
      token: opToken,
    });
    await sp.page.goto(`${world.server.url}/admin/storage`);
    await sp.page.getByRole('heading', { level: 1, name: sp.t('admin:storage.title') }).waitFor();
    const row = sp.page.getByRole('row').filter({ hasText: tracking });
    await row.getByText(sp.t('admin:storage.freeLeft', { count: 30 })).waitFor();
    expect(await row.getByText(customer.AXID).count()).toBe(1);
    await screenshot(sp.page, 'storage-long-stored-en-desktop');
    expect(cp.errors).toEqual([]);
    expect(sp.errors).toEqual([]);
    await cp.context.close();
    await sp.context.close();
  });
});
