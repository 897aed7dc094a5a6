import { expect, it } from 'vitest';
import { watchProblems } from './support/problems.ts';
import { describeWithBrowser, useWorld } from './support/world.ts';

describeWithBrowser('the product starts and serves the web app (Chromium)', () => {
  const world = useWorld();

  it('prints the address and the demo sign-ins at start', () => {
    expect(world.server.output()).toMatch(/Amanati is running on http/);
    expect(world.server.output()).toMatch(/demo customer\s+demo@amanati\.ge \(AX\d+\) \/ \S+/);
    expect(world.server.output()).toMatch(/demo operator\s+operator@amanati\.ge/);
  });

  it('renders a client route of the SPA with its frame, in Georgian by default', async () => {
    const page = await world.browser.newPage();
    const problems = watchProblems(page);
    const res = await page.goto(`${world.server.url}/home`);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Amanati — ამანათები ჩინეთიდან, თურქეთიდან და აშშ-დან');
    const menu = page.getByRole('navigation', { name: 'მთავარი მენიუ' }).first();
    await menu.waitFor();
    expect(await menu.getByRole('link').count()).toBe(8);
    // A first visit meets the demo announcement; it covers the page until closed.
    const popup = page.getByTestId('announcement-popup');
    await popup.waitFor();
    await popup.getByRole('button', { name: 'გასაგებია' }).click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).first().waitFor();
    // The choice reaches the server as a cookie: a public page then comes with its English HTML, whose
    // hints preload the English dictionaries and the page's data.
    const html = await (await page.request.get(`${world.server.url}/tarrifs`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/locale-en-site-[\w-]+\.js">/);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/tariffs/gets">');
    expect(problems.list).toEqual([]);
    await page.close();
  });

  it('serves the API description UI', async () => {
    const page = await world.browser.newPage();
    const problems = watchProblems(page);
    await page.goto(`${world.server.url}/api/docs`);
    await page.getByText('/api/authorization/signin').first().waitFor({ timeout: 30_000 });
    expect(problems.list).toEqual([]);
    await page.close();
  });
});
