/**
 * Signing up, in and out, and recovering a password in Chromium (spec §2, §4, §5, §8, issue 7): an
 * individual, an organisation with a registry extract (PDF) and a foreign citizen sign up through the
 * panel; sign-in by AX code and by e-mail with and without "remember me"; the failure warning; sign-out
 * to /home; the whole recovery by e-mail through a real SMTP conversation; the authentication states.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CUSTOMER_HINT_COOKIE } from '@amanati/shared/page-hints';
import { DEMO, newCustomer, PDF_BYTES, type Json } from './support/api.ts';
import { translator, type Lang, type Translate } from './support/i18n.ts';
import { api, watchProblems, type ProblemWatch } from './support/problems.ts';
import { keepScreenshot, visitorPage, type Width } from './support/public-site.ts';
import { describeWithBrowser, useWorldWithMailbox } from './support/world.ts';

const digits = (n: number) =>
  String(randomInt(1, 10)) + Array.from({ length: n - 1 }, () => randomInt(10)).join('');
const uniqueEmail = () => `e2e.${randomBytes(5).toString('hex')}@example.ge`;
const TOKEN_KEY = 'amanati.token';

describeWithBrowser('sign-up, sign-in and recovery in Chromium', () => {
  const world = useWorldWithMailbox();

  /** The left panel (sign-in form or account summary): beside the page from 992 px, behind the burger below. */
  async function leftPanel(page: Page, t: Translate, width: Width) {
    if (width < 992) {
      const burger = page.getByRole('button', { name: t('menu.label') });
      if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
    }
    const panel = page.locator('#left-panel');
    await panel.waitFor();
    return panel;
  }

  const storedToken = (page: Page) =>
    page.evaluate(
      (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
      TOKEN_KEY,
    );

  /**
   * The cookie that has the server answer a landing page with the customer's preload hints
   * (@amanati/shared/page-hints): whether the context has it, and until when (-1: the browser session).
   */
  const customerHint = async (context: BrowserContext) =>
    (await context.cookies()).find((c) => c.name === CUSTOMER_HINT_COOKIE);
  /** Whether /home, asked as this page would ask, comes with the customer dashboard's preload hints. */
  const servedCustomerHints = (page: Page) =>
    page.evaluate(async () => /customer-home-[\w-]+\.js/.test(await (await fetch('/home')).text()));

  async function me(page: Page): Promise<Json> {
    const { local, session } = await storedToken(page);
    return (await world.api.ok('GET', '/api/authorization/userInformation', { token: (local ?? session)! }))
      .candidate as Json;
  }

  /**
   * Fields are found by their accessible name (getByLabel would read the required-asterisk too).
   * Picks `option` in a Mantine Select labelled `label`, typing `search` first when given.
   */
  async function choose(page: Page, scope: Locator, label: string, option: string, search?: string) {
    const input = scope.getByRole('combobox', { name: label, exact: true });
    await input.click();
    if (search) await input.pressSequentially(search);
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  async function openSignup(page: Page, t: Translate, width: Width) {
    const panel = await leftPanel(page, t, width);
    await panel.getByRole('button', { name: t('auth:signin.signup') }).click();
    const drawer = page.getByRole('dialog', { name: t('panels.signup') });
    await drawer.getByRole('form', { name: t('auth:signup.form') }).waitFor();
    return drawer;
  }

  async function fillContact(page: Page, drawer: Locator, t: Translate, lang: Lang) {
    const tbilisi = { ka: 'თბილისი', en: 'Tbilisi', ru: 'Тбилиси' }[lang];
    await choose(page, drawer, t('auth:signup.city'), tbilisi, tbilisi.slice(0, 4));
    await choose(page, drawer, t('auth:signup.branch'), t('branches.didube'));
    await drawer
      .getByRole('textbox', { name: t('auth:signup.address'), exact: true })
      .fill('Rustaveli Ave 10');
    await drawer.getByRole('textbox', { name: t('auth:signup.phone'), exact: true }).fill(digits(9));
  }

  async function fillAccount(drawer: Locator, t: Translate, email: string, password: string) {
    await drawer.getByRole('textbox', { name: t('auth:signup.email'), exact: true }).fill(email);
    await drawer.getByRole('textbox', { name: t('auth:signup.password'), exact: true }).fill(password);
    await drawer.getByRole('textbox', { name: t('auth:signup.confirmPassword'), exact: true }).fill(password);
  }

  async function expectSignedUp(page: Page, t: Translate, width: Width, nameEn: string) {
    await page.getByRole('dialog', { name: t('panels.signup') }).waitFor({ state: 'detached' });
    const panel = await leftPanel(page, t, width);
    await panel.getByText(t('account:summary.greeting', { name: nameEn })).waitFor();
    await panel.getByText(/^AX\d+$/).waitFor();
  }

  it('signs up an individual (Georgian names typed on a Latin keyboard), after the form refused an empty attempt', async () => {
    const lang = 'ka';
    const t = translator(lang);
    const { context, page, problems } = await visitorPage(world.browser, { lang, width: 1280 });
    try {
      const signups: string[] = [];
      page.on('request', (r) => r.url().includes('/api/authorization/signup') && signups.push(r.url()));
      await page.goto(`${world.server.url}/home`);
      const drawer = await openSignup(page, t, 1280);

      // Nothing filled: a warning, the fields marked, nothing sent (spec §5).
      await drawer.getByRole('button', { name: t('auth:signup.submit'), exact: true }).click();
      await drawer.getByRole('alert').getByText(t('errors:fill_all_fields')).waitFor();
      expect(await drawer.locator('[aria-invalid="true"]').count()).toBeGreaterThan(5);
      expect(signups).toEqual([]);

      const email = uniqueEmail();
      await fillAccount(drawer, t, email, 'secret123');
      await page
        .getByRole('textbox', { name: t('auth:signup.nameKa'), exact: true })
        .pressSequentially('nino');
      await page
        .getByRole('textbox', { name: t('auth:signup.lastNameKa'), exact: true })
        .pressSequentially('beridze');
      expect(
        await drawer.getByRole('textbox', { name: t('auth:signup.nameKa'), exact: true }).inputValue(),
      ).toBe('ნინო');
      expect(
        await drawer.getByRole('textbox', { name: t('auth:signup.lastNameKa'), exact: true }).inputValue(),
      ).toBe('ბერიდზე');
      await drawer.getByRole('textbox', { name: t('auth:signup.nameEn'), exact: true }).fill('nino');
      await drawer.getByRole('textbox', { name: t('auth:signup.lastNameEn'), exact: true }).fill('Beridze');
      await drawer.getByRole('textbox', { name: t('auth:signup.personId'), exact: true }).fill(digits(11));
      await fillContact(page, drawer, t, lang);
      // The terms in a modal over the drawer; accepting ticks the box.
      await drawer.getByRole('button', { name: t('auth:signup.readTerms') }).click();
      const terms = page.getByRole('dialog', { name: t('auth:signup.termsTitle') });
      await terms.locator('.terms-text p').first().waitFor();
      await terms.getByRole('button', { name: t('auth:signup.termsAccept') }).click();
      await terms.waitFor({ state: 'detached' });
      expect(await drawer.getByRole('checkbox', { name: t('auth:signup.terms') }).isChecked()).toBe(true);
      await keepScreenshot(page, 'signup-individual-ka-1280');
      await drawer.getByRole('button', { name: t('auth:signup.submit'), exact: true }).click();

      await expectSignedUp(page, t, 1280, 'Nino');
      const account = await me(page);
      expect(account).toMatchObject({ email, type: 1, foreignCitizen: false });
      expect(account.information).toMatchObject({ nameKa: 'ნინო', lastNameKa: 'ბერიდზე', nameEn: 'nino' });
      expect(account.takedPlaced).toMatchObject({ address: 'didube' });
      // Sign-up stores the token (spec §4) for this browser session, like a sign-in without "remember me".
      expect(await storedToken(page)).toMatchObject({ local: null, session: expect.any(String) });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signs up an organisation with a registry extract (PDF) on a phone', async () => {
    const lang = 'en';
    const t = translator(lang);
    const { context, page, problems } = await visitorPage(world.browser, { lang, width: 390 });
    try {
      await page.goto(`${world.server.url}/home`);
      const drawer = await openSignup(page, t, 390);
      await drawer.getByRole('radio', { name: t('auth:signup.organisation') }).check();
      const orgName = drawer.getByRole('textbox', { name: t('auth:signup.orgName'), exact: true });
      await orgName.waitFor();
      // An organisation (not an entrepreneur) has no personal id and must attach the extract.
      expect(
        await drawer.getByRole('textbox', { name: t('auth:signup.personId'), exact: true }).count(),
      ).toBe(0);
      await drawer.locator('input[type="file"]').setInputFiles({
        name: 'extract.pdf',
        mimeType: 'application/pdf',
        buffer: PDF_BYTES,
      });
      await drawer.getByText('extract.pdf').waitFor();
      await fillAccount(drawer, t, uniqueEmail(), 'secret123');
      await orgName.pressSequentially('amanaTi testi');
      expect(await orgName.inputValue()).toBe('ამანათი ტესტი');
      await page
        .getByRole('textbox', { name: t('auth:signup.orgNameEn'), exact: true })
        .fill('Amanati Test LLC');
      await drawer.getByRole('textbox', { name: t('auth:signup.orgId'), exact: true }).fill(digits(9));
      await page
        .getByRole('textbox', { name: t('auth:signup.nameKa'), exact: true })
        .pressSequentially('levani');
      await page
        .getByRole('textbox', { name: t('auth:signup.lastNameKa'), exact: true })
        .pressSequentially('gelashvili');
      await drawer.getByRole('textbox', { name: t('auth:signup.nameEn'), exact: true }).fill('Levan');
      await drawer
        .getByRole('textbox', { name: t('auth:signup.lastNameEn'), exact: true })
        .fill('Gelashvili');
      await fillContact(page, drawer, t, lang);
      await drawer.getByRole('checkbox', { name: t('auth:signup.terms') }).check();
      await keepScreenshot(page, 'signup-organisation-en-390', true);
      await drawer.getByRole('button', { name: t('auth:signup.submit'), exact: true }).click();

      await expectSignedUp(page, t, 390, 'Levan');
      const account = await me(page);
      expect(account).toMatchObject({ type: 2 });
      expect(account.information).toMatchObject({ LTDName: 'ამანათი ტესტი', LTDNameEn: 'Amanati Test LLC' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signs up a foreign citizen: no Georgian names, the passport number optional', async () => {
    const lang = 'ru';
    const t = translator(lang);
    const { context, page, problems } = await visitorPage(world.browser, { lang, width: 1280 });
    try {
      await page.goto(`${world.server.url}/home`);
      const drawer = await openSignup(page, t, 1280);
      await drawer.getByRole('switch', { name: t('auth:signup.foreignCitizen') }).check();
      await drawer.getByRole('textbox', { name: t('auth:signup.passport'), exact: true }).waitFor();
      expect(await drawer.getByRole('textbox', { name: t('auth:signup.nameKa'), exact: true }).count()).toBe(
        0,
      );
      expect(
        await drawer.getByRole('textbox', { name: t('auth:signup.personId'), exact: true }).count(),
      ).toBe(0);
      await fillAccount(drawer, t, uniqueEmail(), 'secret123');
      await drawer.getByRole('textbox', { name: t('auth:signup.nameEn'), exact: true }).fill('John');
      await drawer.getByRole('textbox', { name: t('auth:signup.lastNameEn'), exact: true }).fill('Smith');
      await fillContact(page, drawer, t, lang);
      await drawer.getByRole('checkbox', { name: t('auth:signup.terms') }).check();
      await drawer.getByRole('button', { name: t('auth:signup.submit'), exact: true }).click();

      await expectSignedUp(page, t, 1280, 'John');
      const account = await me(page);
      expect(account).toMatchObject({ type: 1, foreignCitizen: true });
      expect(account.information.nameKa ?? '').toBe('');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a duplicate e-mail is shown on the e-mail field (spec §8)', async () => {
    const t = translator('en');
    const taken = await newCustomer(world.api);
    const { context, page, problems, allow } = await visitorPage(world.browser, { lang: 'en', width: 1280 });
    allow({ url: api('/api/authorization/signup'), status: 409, why: 'the e-mail is taken' });
    try {
      await page.goto(`${world.server.url}/home`);
      const drawer = await openSignup(page, t, 1280);
      await drawer.getByRole('switch', { name: t('auth:signup.foreignCitizen') }).check();
      await fillAccount(drawer, t, taken.email, 'secret123');
      await drawer.getByRole('textbox', { name: t('auth:signup.nameEn'), exact: true }).fill('John');
      await drawer.getByRole('textbox', { name: t('auth:signup.lastNameEn'), exact: true }).fill('Smith');
      await fillContact(page, drawer, t, 'en');
      await drawer.getByRole('checkbox', { name: t('auth:signup.terms') }).check();
      await drawer.getByRole('button', { name: t('auth:signup.submit'), exact: true }).click();
      const email = drawer.getByRole('textbox', { name: t('auth:signup.email'), exact: true });
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      await drawer.getByText(t('errors:email_or_user_id_already_registred')).waitFor();
      expect(await storedToken(page)).toEqual({ local: null, session: null });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const width of [1280, 390] as const)
    it(`signs in by AX code and by e-mail at ${width} px; "remember me" decides whether a restart keeps it`, async () => {
      const lang = width === 1280 ? 'en' : 'ka';
      const t = translator(lang);
      const customer = await newCustomer(world.api);
      const { context, page, problems, allow } = await visitorPage(world.browser, { lang, width });
      allow({ url: api('/api/authorization/signin'), status: 401, why: 'a wrong password' });
      /** The browser's problems after each restart. */
      const restarts: ProblemWatch[] = [];
      try {
        const signins: string[] = [];
        page.on('request', (r) => r.url().endsWith('/api/authorization/signin') && signins.push(r.url()));
        await page.goto(`${world.server.url}/home`);
        let panel = await leftPanel(page, t, width);
        const login = panel.getByRole('textbox', { name: t('auth:signin.login'), exact: true });
        const password = panel.getByRole('textbox', { name: t('auth:signin.password'), exact: true });

        // Empty fields: marked, nothing sent.
        await panel.getByRole('button', { name: t('auth:signin.submit'), exact: true }).click();
        await expect.poll(() => login.getAttribute('aria-invalid')).toBe('true');
        expect(await password.getAttribute('aria-invalid')).toBe('true');
        expect(signins).toEqual([]);

        // A wrong password: the §8 warning, no token kept.
        await login.fill(customer.AXID);
        await password.fill('wrong-password');
        await password.press('Enter');
        await panel.getByRole('alert').getByText(t('errors:incorrect_password_or_ax_code')).waitFor();
        expect(await storedToken(page)).toEqual({ local: null, session: null });

        // By AX code, Enter submits, "remember me" off: the token lives with this tab only.
        await password.fill(customer.password);
        await password.press('Enter');
        panel = await leftPanel(page, t, width);
        await panel.getByText(t('account:summary.greeting', { name: 'Levan' })).waitFor();
        expect(await storedToken(page)).toMatchObject({ local: null, session: expect.any(String) });
        expect(await customerHint(context)).toMatchObject({ value: '1', expires: -1 });
        expect(await servedCustomerHints(page)).toBe(true);
        // A browser restart: what the browser keeps on disk (cookies, localStorage), not the tab's session.
        const restart = async () => {
          const restarted = await world.browser.newContext({
            storageState: await context.storageState(),
            viewport: page.viewportSize(),
          });
          restarts.push(watchProblems(restarted));
          return restarted;
        };
        const restarted = await restart();
        const again = await restarted.newPage();
        await again.goto(`${world.server.url}/home`);
        await leftPanel(again, t, width);
        await again.getByRole('textbox', { name: t('auth:signin.login'), exact: true }).waitFor();
        // The session's token is gone; so is the hint (Playwright keeps session cookies, a browser would not).
        await expect.poll(() => customerHint(restarted)).toBeUndefined();
        await restarted.close();

        // Sign out from the user menu: back to /home as a visitor.
        await page.goto(`${world.server.url}/profile`);
        await page.getByRole('button', { name: t('userMenu.label') }).click();
        await page.getByRole('menuitem', { name: t('userMenu.signOut') }).click();
        await page.waitForURL(/\/home$/);
        panel = await leftPanel(page, t, width);
        await panel.getByRole('textbox', { name: t('auth:signin.login'), exact: true }).waitFor();
        expect(await storedToken(page)).toEqual({ local: null, session: null });
        expect(await customerHint(context)).toBeUndefined();
        expect(await servedCustomerHints(page)).toBe(false);

        // By e-mail with "remember me": kept across a restart.
        await panel
          .getByRole('textbox', { name: t('auth:signin.login'), exact: true })
          .fill(customer.email.toUpperCase());
        await panel
          .getByRole('textbox', { name: t('auth:signin.password'), exact: true })
          .fill(customer.password);
        await panel.getByRole('checkbox', { name: t('auth:signin.remember') }).check();
        await panel.getByRole('button', { name: t('auth:signin.submit'), exact: true }).click();
        panel = await leftPanel(page, t, width);
        await panel.getByText(customer.AXID, { exact: true }).waitFor();
        expect(await storedToken(page)).toMatchObject({ local: expect.any(String), session: null });
        // As long as the token: about a year.
        expect((await customerHint(context))?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 86_400);
        const kept = await restart();
        const later = await kept.newPage();
        await later.goto(`${world.server.url}/home`);
        await (await leftPanel(later, t, width)).getByText(customer.AXID, { exact: true }).waitFor();
        await kept.close();
        await keepScreenshot(page, `signed-in-${lang}-${width}`);
        expect([...problems, ...restarts.flatMap((r) => r.list)]).toEqual([]);
      } finally {
        await context.close();
      }
    });

  it('recovers a password by e-mail: the link sets a new one, the old one stops working, the link works once', async () => {
    const lang = 'en';
    const t = translator(lang);
    const customer = await newCustomer(world.api);
    const { context, page, problems, allow } = await visitorPage(world.browser, { lang, width: 1280 });
    allow(
      { url: api('/api/authorization/forgetPassword'), status: 404, why: 'an address nobody has' },
      { url: api('/api/authorization/signin'), status: 401, why: 'the old password, after the reset' },
      { url: api('/api/authorization/resetPassword'), status: 400, why: 'the link a second time' },
    );
    try {
      await page.goto(`${world.server.url}/home`);
      const panel = await leftPanel(page, t, 1280);
      await panel.getByRole('button', { name: t('auth:signin.forgot') }).click();
      const drawer = page.getByRole('dialog', { name: t('panels.forgot') });
      const email = drawer.getByRole('textbox', { name: t('auth:forgot.email'), exact: true });
      await email.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

      // The format is checked before anything is sent; an unknown address gets the §8 message.
      await email.fill('not-an-email');
      await drawer.getByRole('button', { name: t('auth:forgot.submit') }).click();
      await drawer.getByText(t('errors:invalid_email')).waitFor();
      await email.fill('nobody.here@example.ge');
      await drawer.getByRole('button', { name: t('auth:forgot.submit') }).click();
      await drawer.getByText(t('errors:email_not_found')).waitFor();

      await email.fill(customer.email);
      await drawer.getByRole('button', { name: t('auth:forgot.submit') }).click();
      await drawer.getByText(t('errors:reset_link_sent')).waitFor();
      await keepScreenshot(page, 'forgot-sent-en-1280');

      const mail = await world.mailbox.waitFor(customer.email);
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeTruthy();
      const target = new URL(link!);
      await drawer.getByRole('button', { name: t('auth:forgot.back') }).click();

      // The link: a new password, repeated wrongly first.
      await page.goto(`${world.server.url}${target.pathname}${target.search}`);
      await page.getByRole('heading', { level: 1, name: t('auth:reset.title') }).waitFor();
      await page.getByRole('textbox', { name: t('auth:reset.newPassword'), exact: true }).fill('brand-new-1');
      await page
        .getByRole('textbox', { name: t('auth:reset.newRePassword'), exact: true })
        .fill('brand-new-2');
      await page.getByRole('button', { name: t('auth:reset.submit') }).click();
      await page.getByText(t('errors:password_mismatch')).waitFor();
      await page
        .getByRole('textbox', { name: t('auth:reset.newRePassword'), exact: true })
        .fill('brand-new-1');
      await page.getByRole('button', { name: t('auth:reset.submit') }).click();

      // Signed in with it, at /home.
      await page.waitForURL(/\/home$/);
      await (await leftPanel(page, t, 1280)).getByText(customer.AXID, { exact: true }).waitFor();
      expect(
        (
          await world.api.call('POST', '/api/authorization/signin', {
            body: { email: customer.email, password: customer.password },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await world.api.call('POST', '/api/authorization/signin', {
            body: { email: customer.email, password: 'brand-new-1' },
          })
        ).status,
      ).toBe(200);

      // Signed out, the new password works in the panel and the old one gets the warning.
      await page.getByRole('button', { name: t('userMenu.label') }).click();
      await page.getByRole('menuitem', { name: t('userMenu.signOut') }).click();
      const signin = await leftPanel(page, t, 1280);
      await signin.getByRole('textbox', { name: t('auth:signin.login'), exact: true }).fill(customer.AXID);
      await signin
        .getByRole('textbox', { name: t('auth:signin.password'), exact: true })
        .fill(customer.password);
      await signin.getByRole('button', { name: t('auth:signin.submit'), exact: true }).click();
      await signin.getByRole('alert').getByText(t('errors:incorrect_password_or_ax_code')).waitFor();
      await signin.getByRole('textbox', { name: t('auth:signin.password'), exact: true }).fill('brand-new-1');
      await signin.getByRole('button', { name: t('auth:signin.submit'), exact: true }).click();
      await (await leftPanel(page, t, 1280)).getByText(customer.AXID, { exact: true }).waitFor();

      // The same link a second time: it cannot be used and offers a new one.
      await page.goto(`${world.server.url}${target.pathname}${target.search}`);
      await page
        .getByRole('textbox', { name: t('auth:reset.newPassword'), exact: true })
        .fill('another-one-1');
      await page
        .getByRole('textbox', { name: t('auth:reset.newRePassword'), exact: true })
        .fill('another-one-1');
      await page.getByRole('button', { name: t('auth:reset.submit') }).click();
      await page.getByRole('heading', { level: 1, name: t('auth:reset.invalidTitle') }).waitFor();
      await page.getByRole('button', { name: t('auth:reset.requestNew') }).click();
      await page.getByRole('dialog', { name: t('panels.forgot') }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('authentication states: a bad stored token is dropped; a customer-only page sends a visitor to sign in', async () => {
    for (const width of [1280, 390] as const) {
      const t = translator('en');
      const { context, page, problems, allow } = await visitorPage(world.browser, {
        lang: 'en',
        width,
        storage: { [TOKEN_KEY]: 'not-a-valid-token' },
      });
      allow(
        { url: api('/api/authorization/userInformation'), status: 401, why: 'the stored token is not valid' },
        { url: api('/api/notification/gets'), status: 401, why: 'the bell asks with the same token' },
      );
      try {
        await page.goto(`${world.server.url}/profile`);
        // Unknown → the token fails → anonymous: token cleared, back at /home with the sign-in form asked for.
        await page.waitForURL(/\/home$/);
        const panel = await leftPanel(page, t, width);
        await panel.getByText(t('auth:signin.requested')).waitFor();
        const login = panel.getByRole('textbox', { name: t('auth:signin.login'), exact: true });
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
          .toBe('username');
        expect(await storedToken(page)).toEqual({ local: null, session: null });
        // Signing in there clears the request.
        await login.fill(DEMO.customer.login);
        await panel
          .getByRole('textbox', { name: t('auth:signin.password'), exact: true })
          .fill(DEMO.customer.password);
        await panel.getByRole('button', { name: t('auth:signin.submit'), exact: true }).click();
        await (await leftPanel(page, t, width)).getByText(/^AX\d+$/).waitFor();
        await page.goto(`${world.server.url}/profile`);
        await page.waitForURL(/\/profile$/);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
