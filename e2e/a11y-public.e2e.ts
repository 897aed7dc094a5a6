/**
 * Accessibility of the public side with axe-core in Chromium: every public route with its lower widgets
 * loaded, the sign-in panel, the sign-up and forgot-password panels, the terms over the sign-up panel
 * and the announcement popup, in Georgian, English and Russian at 1280 and 390 px. No serious or
 * critical violation is allowed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, type AxeViolation } from './support/axe.ts';
import { hasBrowser } from './support/browser.ts';
import { translator, type Translate } from './support/customer.ts';
import { LANGS, PUBLIC_ROUTES, revealAll, visitorPage, WIDTHS, type Width } from './support/public-site.ts';
import { useWorld } from './support/world.ts';

const describeViolations = (where: string, violations: AxeViolation[]) =>
  violations.map((v) => `${where}: ${v.impact} ${v.id} — ${v.help} — ${v.targets.join(', ')}`);

describe.skipIf(!hasBrowser)('accessibility of the public side (axe-core)', () => {
  const world = useWorld();
  let newsId: string;
  beforeAll(async () => {
    const news = (await world.api.ok('GET', '/api/news/gets/0/1')).news as { _id: string }[];
    newsId = news[0]!._id;
  });

  /** The left panel with the sign-in form: beside the page from 992 px, behind the burger below. */
  async function openSigninPanel(page: Page, t: Translate, width: Width) {
    if (width < 992) {
      const burger = page.getByRole('button', { name: t('menu.label') });
      if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
    }
    await page.locator('#left-panel form').waitFor();
  }

  for (const lang of LANGS)
    for (const width of WIDTHS)
      it(`${lang} at ${width} px: public routes, panels and popup`, async () => {
        const t = translator(lang);
        const found: string[] = [];
        const { context, page, problems } = await visitorPage(world.browser, {
          lang,
          width,
          bypassCSP: true,
        });
        try {
          for (const route of [...PUBLIC_ROUTES, `/news-detail/${newsId}`]) {
            await page.goto(`${world.server.url}${route}`);
            await revealAll(page);
            if (route === '/contact') await page.locator('.leaflet-marker-icon').nth(4).waitFor();
            found.push(...describeViolations(route, await seriousViolations(page)));
          }

          await page.goto(`${world.server.url}/home`);
          await openSigninPanel(page, t, width);
          // The sign-in form after a failed attempt too: its errors must be announced and contrasted.
          await page
            .locator('#left-panel')
            .getByRole('button', { name: t('auth:signin.submit'), exact: true })
            .click();
          await page.locator('#left-panel [aria-invalid="true"]').first().waitFor();
          found.push(...describeViolations('sign-in panel', await seriousViolations(page)));

          await page
            .locator('#left-panel')
            .getByRole('button', { name: t('auth:signin.signup') })
            .click();
          const signup = page.getByRole('dialog', { name: t('panels.signup') });
          await signup.getByRole('form').waitFor();
          found.push(...describeViolations('sign-up panel', await seriousViolations(page)));
          await signup.getByRole('radio', { name: t('auth:signup.organisation') }).check();
          await signup.getByRole('button', { name: t('auth:signup.submit'), exact: true }).click();
          await signup.getByRole('alert').waitFor();
          found.push(
            ...describeViolations('sign-up panel, organisation, refused', await seriousViolations(page)),
          );
          await signup.getByRole('button', { name: t('auth:signup.readTerms') }).click();
          const terms = page.getByRole('dialog', { name: t('auth:signup.termsTitle') });
          await terms.locator('.terms-text p').first().waitFor();
          // Once it has faded in: half-transparent text would be judged on its passing colours.
          await expect.poll(() => terms.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
          found.push(...describeViolations('terms over the sign-up panel', await seriousViolations(page)));
          await page.keyboard.press('Escape');
          await terms.waitFor({ state: 'detached' });
          await signup.getByRole('button', { name: t('actions.close') }).click();
          await signup.waitFor({ state: 'detached' });

          await openSigninPanel(page, t, width);
          await page
            .locator('#left-panel')
            .getByRole('button', { name: t('auth:signin.forgot') })
            .click();
          const forgot = page.getByRole('dialog', { name: t('panels.forgot') });
          await forgot.getByRole('textbox').waitFor();
          found.push(...describeViolations('forgot-password panel', await seriousViolations(page)));
          await forgot.getByRole('textbox').fill('not-an-email');
          await forgot.getByRole('button', { name: t('auth:forgot.submit') }).click();
          await forgot.getByText(t('errors:invalid_email')).waitFor();
          found.push(...describeViolations('forgot-password panel, refused', await seriousViolations(page)));

          // The announcement popup of a first visit.
          await page.evaluate(() => localStorage.removeItem('amanati.popup'));
          await page.goto(`${world.server.url}/home`);
          await page.getByTestId('announcement-popup').waitFor();
          await page.getByTestId('announcement-body').locator('p').first().waitFor();
          found.push(...describeViolations('announcement popup', await seriousViolations(page)));

          expect(found).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
});
