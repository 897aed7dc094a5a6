/**
 * Accessibility of the public side with axe-core in Chromium: every public route with its lower widgets
 * loaded, the sign-in panel, the sign-up and forgot-password panels, the terms over the sign-up panel
 * and the announcement popup, and the password-reset page of an e-mailed link (valid, with the form's
 * errors, and refused as used or expired), in Georgian, English and Russian at 1280 and 390 px. No
 * serious or critical violation is allowed, and axe runs on a page of every route given to this run
 * (support/a11y-routes.ts).
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uncheckedRoutes } from './support/a11y-routes.ts';
import { seriousViolations, type AxeViolation } from './support/axe.ts';
import { newCustomer } from './support/api.ts';
import { translator, type Translate } from './support/i18n.ts';
import { api } from './support/problems.ts';
import { LANGS, PUBLIC_ROUTES, revealAll, visitorPage, WIDTHS, type Width } from './support/public-site.ts';
import { describeWithBrowser, useWorldWithMailbox } from './support/world.ts';

const describeViolations = (where: string, violations: AxeViolation[]) =>
  violations.map((v) => `${where}: ${v.impact} ${v.id} — ${v.help} — ${v.targets.join(', ')}`);

describeWithBrowser('accessibility of the public side (axe-core)', () => {
  const world = useWorldWithMailbox();
  let newsId: string;
  /** The path and query of a recovery link as e-mailed, never used: the form. */
  let validLink: string;
  /** A link that was valid and has been used: refused as "invalid or expired" when sent. */
  let usedLink: string;
  beforeAll(async () => {
    const news = (await world.api.ok('GET', '/api/news/gets/0/1')).news as { _id: string }[];
    newsId = news[0]!._id;
    const recoveryLink = async () => {
      const customer = await newCustomer(world.api);
      await world.api.ok('POST', '/api/authorization/forgetPassword', { body: { email: customer.email } });
      const mail = await world.mailbox.waitFor(customer.email);
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no recovery link in: ${mail.text}`);
      const url = new URL(link);
      return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
    };
    validLink = (await recoveryLink()).path;
    const used = await recoveryLink();
    await world.api.ok('POST', '/api/authorization/resetPassword', {
      body: { token: used.token, newPassword: 'used-once-1', newRePassword: 'used-once-1' },
    });
    usedLink = used.path;
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
  for (const lang of LANGS)
    for (const width of WIDTHS)
      it(`${lang} at ${width} px: the password-reset page of a valid link and of a used or expired one`, async () => {
        const t = translator(lang);
        const found: string[] = [];
        const { context, page, problems, allow } = await visitorPage(world.browser, {
          lang,
          width,
          bypassCSP: true,
        });
        allow({
          url: api('/api/authorization/resetPassword'),
          status: 400,
          why: 'the used link is refused',
        });
        const newPassword = page.getByRole('textbox', { name: t('auth:reset.newPassword'), exact: true });
        const again = page.getByRole('textbox', { name: t('auth:reset.newRePassword'), exact: true });
        const submit = page.getByRole('button', { name: t('auth:reset.submit') });
        try {
          // A valid link: the form, then the form refusing a repetition that differs.
          await page.goto(`${world.server.url}${validLink}`);
          await page.getByRole('heading', { level: 1, name: t('auth:reset.title') }).waitFor();
          await newPassword.waitFor();
          found.push(...describeViolations('reset, valid link', await seriousViolations(page)));
          await newPassword.fill('brand-new-1');
          await again.fill('brand-new-2');
          await submit.click();
          await page.getByText(t('errors:password_mismatch')).waitFor();
          found.push(...describeViolations('reset, passwords differ', await seriousViolations(page)));

          // A used (or expired) link: the server refuses it when sent, the page says so and offers a new one.
          await page.goto(`${world.server.url}${usedLink}`);
          await newPassword.fill('brand-new-1');
          await again.fill('brand-new-1');
          await submit.click();
          await page.getByRole('heading', { level: 1, name: t('auth:reset.invalidTitle') }).waitFor();
          await page.getByRole('button', { name: t('auth:reset.requestNew') }).waitFor();
          found.push(...describeViolations('reset, used or expired link', await seriousViolations(page)));

          // A link cut short in the mail: refused at once.
          await page.goto(`${world.server.url}/reset-password?token=abc`);
          await page.getByRole('heading', { level: 1, name: t('auth:reset.invalidTitle') }).waitFor();
          found.push(...describeViolations('reset, broken link', await seriousViolations(page)));

          expect(found).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });

  it('ran axe on a page of every route given to the public run', () => {
    expect(uncheckedRoutes('public')).toEqual([]);
  });
});
