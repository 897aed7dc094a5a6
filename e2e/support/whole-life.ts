/**
 * What the whole-life journey adds to the customer helpers: the operator in the back office (a browser
 * context of their own, signed in through /admin, sections reached through the navigation, behind the
 * menu button on a phone), the sign-up and add-parcel panels filled as a customer would, and the
 * journey's screenshots numbered in step order under e2e/artifacts/whole-life/.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO } from './api.ts';
import { translator, type Lang, type Translate } from './i18n.ts';
import { artifactsDir, VIEWPORTS, type CustomerPage, type Size } from './pages.ts';
import { watchProblems, type ExpectedFailure } from './problems.ts';

/** A RegExp for a label that starts with the text (required fields add an asterisk to the name). */
export const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

// ---------------------------------------------------------------- screenshots

export const albumDir = path.join(artifactsDir, 'whole-life');

/** Empties the album, so a run leaves only its own pictures. */
export function clearAlbum(): void {
  rmSync(albumDir, { recursive: true, force: true });
  mkdirSync(albumDir, { recursive: true });
}

/** Full-page screenshots named `NN-<actor>-<what>-<width>.png`, NN counting up in step order. */
export class Album {
  private count = 0;
  constructor(private readonly width: number) {}

  async shot(page: Page, name: string): Promise<void> {
    this.count += 1;
    const file = `${String(this.count).padStart(2, '0')}-${name}-${this.width}.png`;
    // From the top: a full-page picture taken further down draws the fixed header mid-page. Running
    // transitions (a dialog fading in, a menu sliding away) are shown at their end.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(albumDir, file), fullPage: true, animations: 'disabled' });
  }

  /** Where the page of an actor is kept when a step fails. */
  failurePath(actor: string): string {
    return path.join(albumDir, `failed-${actor}-${this.width}.png`);
  }
}

// ---------------------------------------------------------------- the customer

/** On a phone the left panel (sign-in form or account summary) is behind the menu button. */
export async function leftPanel(cp: CustomerPage): Promise<Locator> {
  if (cp.mobile) {
    const burger = cp.page.getByRole('button', { name: cp.t('menu.label') });
    if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  }
  const panel = cp.page.locator('#left-panel');
  await panel.waitFor();
  return panel;
}

const digits = (n: number) =>
  String(randomInt(1, 10)) + Array.from({ length: n - 1 }, () => randomInt(10)).join('');

export interface SignUpDetails {
  email: string;
  password: string;
  nameEn: string;
  /** Typed on a Latin keyboard into the Georgian name fields, which turn it into Georgian letters (T თ, Z ძ). */
  nameLatin: string;
  lastNameLatin: string;
  lastNameEn: string;
  /** In Georgian letters, so the courier order can use it as it is. */
  address: string;
  phone: string;
}

export function newSignUpDetails(): SignUpDetails {
  return {
    email: `whole.life.${randomBytes(5).toString('hex')}@example.ge`,
    password: 'secret123',
    nameEn: 'tamar',
    nameLatin: 'Tamar',
    lastNameLatin: 'kapanaZe',
    lastNameEn: 'Kapanadze',
    address: 'ვაჟა-ფშაველას გამზ. 12',
    phone: `5${digits(8)}`,
  };
}

/** Fields by accessible name: getByLabel would also read the required asterisk. */
const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/** Picks `option` in the Mantine Select labelled `label`, typing `search` first when given. */
async function choose(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.pressSequentially(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const TBILISI: Record<Lang, string> = { ka: 'თბილისი', en: 'Tbilisi', ru: 'Тбилиси' };

/** Opens the sign-up panel from the left panel and fills it for an individual at the Didube branch. */
export async function fillSignUp(cp: CustomerPage, who: SignUpDetails): Promise<Locator> {
  const { page, t } = cp;
  const panel = await leftPanel(cp);
  await panel.getByRole('button', { name: t('auth:signin.signup') }).click();
  const drawer = page.getByRole('dialog', { name: t('panels.signup') });
  await drawer.getByRole('form', { name: t('auth:signup.form') }).waitFor();
  await textbox(drawer, t('auth:signup.email')).fill(who.email);
  await textbox(drawer, t('auth:signup.password')).fill(who.password);
  await textbox(drawer, t('auth:signup.confirmPassword')).fill(who.password);
  await textbox(drawer, t('auth:signup.nameKa')).pressSequentially(who.nameLatin);
  await textbox(drawer, t('auth:signup.lastNameKa')).pressSequentially(who.lastNameLatin);
  await textbox(drawer, t('auth:signup.nameEn')).fill(who.nameEn);
  await textbox(drawer, t('auth:signup.lastNameEn')).fill(who.lastNameEn);
  await textbox(drawer, t('auth:signup.personId')).fill(digits(11));
  const city = TBILISI[cp.lang];
  await choose(page, drawer, t('auth:signup.city'), city, city.slice(0, 4));
  await choose(page, drawer, t('auth:signup.branch'), t('branches.didube'));
  await textbox(drawer, t('auth:signup.address')).fill(who.address);
  await textbox(drawer, t('auth:signup.phone')).fill(who.phone);
  await drawer.getByRole('checkbox', { name: t('auth:signup.terms') }).check();
  return drawer;
}

export interface Declaration {
  tracking: string;
  category: string;
  amount: string;
  currency: string;
  country: '1' | '2' | '3';
  shop: string;
  branch: string;
  invoice?: { name: string; buffer: Buffer };
}

/** The add-parcel panel, filled; answers the panel (the caller submits it). */
export async function fillDeclaration(cp: CustomerPage, d: Declaration): Promise<Locator> {
  const { page, t } = cp;
  await page.getByRole('button', { name: t('parcels:home.addParcel') }).click();
  const dialog = page.getByRole('dialog', { name: t('panels.addParcel') });
  const field = (key: string) => dialog.getByLabel(startsWith(t(`parcels:form.${key}`)));
  await field('tracking').fill(d.tracking);
  await field('category').selectOption(d.category);
  await field('quantity').fill('1');
  await field('currency').selectOption(d.currency);
  await field('amount').fill(d.amount);
  await field('country').selectOption(d.country);
  await field('shop').selectOption(d.shop);
  await field('branch').selectOption(d.branch);
  if (d.invoice)
    await dialog.locator('input[type="file"]').setInputFiles({
      name: d.invoice.name,
      mimeType: 'application/pdf',
      buffer: d.invoice.buffer,
    });
  return dialog;
}

/** The row (table) or card (phone) of a parcel in the customer's lists, found by its tracking button. */
export const parcelRow = (cp: CustomerPage, tracking: string): Locator =>
  cp.page.locator('tr, li').filter({
    has: cp.page.getByRole('button', {
      name: cp.t('parcels:timeline.open', { tracking }),
      exact: true,
    }),
  });

/** Balance and debt as the account summary shows them. */
export async function summaryFigures(cp: CustomerPage): Promise<{ balance: string; debt: string }> {
  const panel = await leftPanel(cp);
  return {
    balance: (await panel.getByTestId('balance').textContent()) ?? '',
    debt: (await panel.getByTestId('debt').textContent()) ?? '',
  };
}

// ---------------------------------------------------------------- the operator

export interface OperatorPage {
  page: Page;
  context: BrowserContext;
  /** Script errors and console errors of the operator's pages (support/problems.ts). */
  errors: string[];
  /** Lets a failed request the step provokes on purpose pass (by its address and status). */
  allow: (...failures: ExpectedFailure[]) => void;
  /** The back office's texts: `t('admin:flights.new')`. */
  t: Translate;
  mobile: boolean;
}

export type Section = 'intake' | 'flights' | 'handover' | 'courier' | 'customsQueue';

/** The demo operator signed in at /admin through its sign-in form, in a browser context of their own. */
export async function signInOperator(
  browser: Browser,
  base: string,
  options: { lang: Lang; size: Size },
): Promise<OperatorPage> {
  const mobile = options.size === 'mobile';
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.size],
    isMobile: mobile,
    hasTouch: mobile,
    timezoneId: 'Asia/Tbilisi',
  });
  // Room for a starved CI machine (journeys beside three other tiers on two cores); a waiting step
  // that really hangs still fails well inside the test's own limit.
  context.setDefaultTimeout(30_000);
  await context.addInitScript((lang) => {
    // Not in a new tab's about:blank, which has no storage to give (reading it throws there).
    if (!location.protocol.startsWith('http')) return;
    if (!localStorage.getItem('amanati.lang')) localStorage.setItem('amanati.lang', lang);
  }, options.lang);
  const problems = watchProblems(context);
  const page = await context.newPage();
  const t = translator(options.lang);
  await page.goto(`${base}/admin`);
  await page.getByRole('heading', { name: t('admin:signin.title') }).waitFor();
  return { page, context, errors: problems.list, allow: problems.allow, t, mobile };
}

/** Fills and sends the back office's sign-in form; answers when the sections are shown. */
export async function submitOperatorSignIn(op: OperatorPage): Promise<void> {
  const { page, t } = op;
  await page.getByLabel(t('admin:signin.email')).fill(DEMO.operator.login);
  await page.getByLabel(t('admin:signin.password'), { exact: true }).fill(DEMO.operator.password);
  await page.getByRole('button', { name: t('admin:signin.submit') }).click();
  // Signed in: the header offers sign-out (the sections are behind the menu button on a phone).
  await page.getByRole('button', { name: t('admin:nav.signOut') }).waitFor();
}

/** Opens a back-office section through its navigation (the menu button first on a phone). */
export async function openSection(op: OperatorPage, section: Section): Promise<void> {
  const { page, t } = op;
  if (op.mobile) await page.getByRole('button', { name: t('admin:nav.menu') }).click();
  await page
    .getByRole('navigation', { name: t('admin:nav.label') })
    .getByRole('link', { name: t(`admin:nav.${section}`) })
    .click();
  const title = {
    intake: 'intake.title',
    flights: 'flights.title',
    handover: 'handover.title',
    courier: 'courier.title',
    customsQueue: 'customsQueue.title',
  }[section];
  await page.getByRole('heading', { name: t(`admin:${title}`), level: 1 }).waitFor();
  // The link closes the phone's navigation: it slides out over the page, so wait until it is gone.
  if (op.mobile)
    await page.waitForFunction(() => {
      const nav = document.querySelector('.mantine-AppShell-navbar');
      return !nav || nav.getBoundingClientRect().right <= 0;
    });
}

/**
 * Chooses an option of a segmented control (Mantine keeps its radio inputs out of sight) by clicking
 * the option's label, as a pointer does.
 */
export async function chooseSegment(page: Page, option: string): Promise<void> {
  const id = await page.getByRole('radio', { name: option, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await page.getByRole('radio', { name: option, exact: true, checked: true }).waitFor({ state: 'attached' });
}

/** Waits for the back office's toast (Mantine notification) with the text. */
export async function expectOperatorToast(op: OperatorPage, text: string): Promise<void> {
  await op.page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}
