import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { demoCandidate, mockFetch, renderAuth } from '../test-utils.tsx';
import SignupPanel from './signup-panel.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notify: vi.fn() }));

const SIGNUP = '/api/authorization/signup';
// The whole sign-up form (30-odd Mantine fields in happy-dom), filled and checked per test: 1–5 s on a quiet
// machine, over 60 s beside the browser journeys in CI. A ceiling, not a pace.
const SIGN_UP_TIMEOUT = 240_000;
const ME = '/api/authorization/userInformation';

/** XMLHttpRequest stand-in for `upload()`: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.mocked(notifySuccess).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
/** The error text linked to a field (aria-describedby), so the message is known to belong to it. */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)).filter((el) => el?.className.includes('error'));
  return texts.map((el) => el!.textContent).join(' ');
}
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Sign up' }));

/** The options of an open select (its listbox is the one the input controls). */
async function optionsOf(input: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  return within(listbox).getAllByRole('option', { hidden: true });
}
async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(field(label));
  const found = (await optionsOf(field(label))).find((o) => o.textContent === option);
  await user.click(found!);
}
/** Sets a field's text in one change event (as a paste would): quick, through the same handlers. */
function setText(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** A complete individual (Georgian citizen). */
async function fillIndividual(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const v = {
    email: 'nino@example.com',
    password: 'secret12',
    confirm: 'secret12',
    nameKa: 'nino',
    lastNameKa: 'beriZe',
    nameEn: 'Nino',
    lastNameEn: 'Beridze',
    personId: '01001012345',
    address: 'Rustaveli 1',
    phone: '555123456',
    ...overrides,
  };
  // A promise, so each await below still yields between fields.
  const type = (label: RegExp, text: string) => Promise.resolve(setText(field(label), text));
  await type(/^E-mail/, v.email);
  await type(/^Password/, v.password);
  await type(/^Repeat the password/, v.confirm);
  if (screen.queryByLabelText(/^First name in Georgian/)) {
    await type(/^First name in Georgian/, v.nameKa);
    await type(/^Last name in Georgian/, v.lastNameKa);
  }
  await type(/^First name in Latin/, v.nameEn);
  await type(/^Last name in Latin/, v.lastNameEn);
  if (screen.queryByLabelText(/^Personal ID number|^Passport number/))
    await type(/^Personal ID number|^Passport number/, v.personId);
  await choose(user, /^City/, 'Tbilisi');
  await choose(user, /^Branch/, 'Didube');
  await type(/^Address/, v.address);
  await type(/^Mobile phone/, v.phone);
  await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
}

function pdf(name = 'extract.pdf', size?: number) {
  const bytes = size ? new Uint8Array(size) : new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
  return new File([bytes], name, {
    type: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
  });
}
function pickFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}
const fileButton = () => screen.getByRole('button', { name: /^Extract from the business registry/ });

describe(
  'sign-up panel: rules of spec §5 (nothing is sent while one fails)',
  { timeout: SIGN_UP_TIMEOUT },
  () => {
    it('an empty form marks every required field and says all fields must be filled', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await submit(user);
      expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields correctly.');
      for (const label of [
        /^E-mail/,
        /^Password/,
        /^Repeat the password/,
        /^First name in Georgian/,
        /^Last name in Georgian/,
        /^First name in Latin/,
        /^Last name in Latin/,
        /^Personal ID number/,
        /^Address/,
        /^Mobile phone/,
      ])
        expect(errorOf(field(label)), String(label)).toBe('Required');
      expect(errorOf(field(/^City/))).toBe('Required');
      expect(errorOf(field(/^Branch/))).toBe('Please choose a branch');
      expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();
      // Focus moves to the first field in error.
      expect(document.activeElement).toBe(field(/^E-mail/));
      expect(fn).not.toHaveBeenCalled();
    });

    it('checks the e-mail format', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await fillIndividual(user, { email: 'nino.example.com' });
      await submit(user);
      expect(errorOf(field(/^E-mail/))).toBe('Enter an e-mail address, for example name@example.com');
      expect(fn).not.toHaveBeenCalled();
    });

    it('wants the password twice, the same', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await fillIndividual(user, { confirm: 'secret13' });
      await submit(user);
      expect(errorOf(field(/^Repeat the password/))).toBe('Passwords do not match');
      expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields correctly.');
      expect(fn).not.toHaveBeenCalled();
    });

    it('shows and hides both passwords', async () => {
      mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      const toggles = screen.getAllByRole('button', { name: 'Show password' });
      expect(toggles).toHaveLength(2);
      await user.click(toggles[1]!);
      expect(field(/^Repeat the password/).getAttribute('type')).toBe('text');
      expect(field(/^Password/).getAttribute('type')).toBe('password');
    });

    it('takes Latin letters only in the English names', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await fillIndividual(user, { nameEn: 'Nino2', lastNameEn: 'ბერიძე' });
      await submit(user);
      expect(errorOf(field(/^First name in Latin/))).toBe('Latin letters only (A–Z)');
      expect(errorOf(field(/^Last name in Latin/))).toBe('Latin letters only (A–Z)');
      expect(fn).not.toHaveBeenCalled();
    });

    it('turns Latin key presses into Georgian letters in the Georgian names, and takes only Georgian letters', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      const nameKa = field(/^First name in Georgian/) as HTMLInputElement;
      await user.type(nameKa, 'giorgi');
      expect(nameKa.value).toBe('გიორგი');
      await user.type(field(/^Last name in Georgian/), 'maRlakeliZe');
      expect((field(/^Last name in Georgian/) as HTMLInputElement).value).toBe('მაღლაკელიძე');
      // Typed in the middle: the letter lands where the caret is.
      nameKa.setSelectionRange(2, 2);
      await user.type(nameKa, 'T', { initialSelectionStart: 2, initialSelectionEnd: 2 });
      expect(nameKa.value).toBe('გითორგი');
      await fillIndividual(user, { nameKa: 'gio 2', lastNameKa: 'beriZe' });
      expect((field(/^First name in Georgian/) as HTMLInputElement).value).toBe('გიო 2');
      await submit(user);
      expect(errorOf(field(/^First name in Georgian/))).toBe('Georgian letters only');
      expect(fn).not.toHaveBeenCalled();
    });

    it('wants a phone of exactly 9 digits', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await fillIndividual(user, { phone: '55512345' });
      await submit(user);
      expect(errorOf(field(/^Mobile phone/))).toBe('The phone number must have 9 digits');
      setText(field(/^Mobile phone/), '55512345a');
      await submit(user);
      expect(errorOf(field(/^Mobile phone/))).toBe('The phone number must have 9 digits');
      expect(fn).not.toHaveBeenCalled();
    });

    it('wants a personal id of exactly 11 digits', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await fillIndividual(user, { personId: '0100101234' });
      await submit(user);
      expect(errorOf(field(/^Personal ID number/))).toBe('The personal ID must have 11 digits');
      expect(fn).not.toHaveBeenCalled();
    });

    it('wants the terms accepted', async () => {
      const { fn } = mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await fillIndividual(user);
      await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
      await submit(user);
      expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: /accept the terms/ }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(fn).not.toHaveBeenCalled();
    });

    it('finds cities by typing in the city select', async () => {
      mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await user.type(field(/^City/), 'kuta');
      const options = await optionsOf(field(/^City/));
      expect(options.map((o) => o.textContent)).toEqual(['Kutaisi']);
      await user.click(options[0]!);
      expect((field(/^City/) as HTMLInputElement).value).toBe('Kutaisi');
    });

    it('offers the five branches', async () => {
      mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await user.click(field(/^Branch/));
      expect((await optionsOf(field(/^Branch/))).map((o) => o.textContent)).toEqual([
        'Didube',
        'Gldani',
        'Isani',
        'Didi Digomi',
        'Kutaisi',
      ]);
    });

    it('offers the branches of the chosen city, its only one chosen with it (review #27)', async () => {
      mockFetch({});
      const { user } = renderAuth(<SignupPanel />);
      await user.type(field(/^City/), 'kuta');
      await user.click((await optionsOf(field(/^City/)))[0]!);
      expect((field(/^Branch/) as HTMLInputElement).value).toBe('Kutaisi');
      await user.click(field(/^Branch/));
      expect((await optionsOf(field(/^Branch/))).map((o) => o.textContent)).toEqual(['Kutaisi']);
      await user.clear(field(/^City/));
      await user.type(field(/^City/), 'tbil');
      await user.click((await optionsOf(field(/^City/)))[0]!);
      // Kutaisi's branch is no Tbilisi branch: the choice is the customer's again.
      expect((field(/^Branch/) as HTMLInputElement).value).toBe('');
      await user.click(field(/^Branch/));
      expect((await optionsOf(field(/^Branch/))).map((o) => o.textContent)).toEqual([
        'Didube',
        'Gldani',
        'Isani',
        'Didi Digomi',
      ]);
    });

    it('gives the Georgian-keyboard hint once for both Georgian names', () => {
      mockFetch({});
      renderAuth(<SignupPanel />);
      expect(screen.getAllByText(/letters turn into Georgian automatically/)).toHaveLength(1);
    });
  },
);

describe('sign-up panel: foreign citizens', { timeout: SIGN_UP_TIMEOUT }, () => {
  it('hides the Georgian names and makes the personal id an optional passport number', async () => {
    const { calls } = mockFetch({
      [SIGNUP]: { body: { success: true, token: 'tok-f', message: 'signed_up' } },
      [ME]: { body: { success: true, candidate: demoCandidate } },
    });
    const { user } = renderAuth(<SignupPanel />);
    expect(field(/^First name in Georgian/)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /^I am a foreign citizen/ }));
    expect(screen.queryByLabelText(/in Georgian/)).toBeNull();
    const passport = field(/^Passport number \(optional\)/);
    expect(passport.hasAttribute('required')).toBe(false);
    await fillIndividual(user, { personId: '' });
    await submit(user);
    await waitFor(() => expect(calls(SIGNUP)).toHaveLength(1));
    expect(calls(SIGNUP)[0]).toEqual({
      type: 1,
      email: 'nino@example.com',
      password: 'secret12',
      nameEn: 'Nino',
      lastNameEn: 'Beridze',
      phone: '555123456',
      city: '_TBILISI_',
      address: 'Rustaveli 1',
      filial: 'didube',
      indEntrepreneur: 'false',
      foreignCitizen: true,
      confirmPassword: 'secret12',
      terms: true,
    });
  });

  it('checks a passport number when one is given', async () => {
    const { fn } = mockFetch({});
    const { user } = renderAuth(<SignupPanel />);
    await user.click(screen.getByRole('switch', { name: /^I am a foreign citizen/ }));
    await fillIndividual(user, { personId: 'AB-1' });
    await submit(user);
    expect(errorOf(field(/^Passport number/))).toBe('Passport number: 5–20 Latin letters or digits');
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('sign-up panel: organisations and entrepreneurs', { timeout: SIGN_UP_TIMEOUT }, () => {
  it('asks an organisation for its names in both languages, its 9-digit id and the registry extract', async () => {
    const { fn } = mockFetch({});
    const { user } = renderAuth(<SignupPanel />);
    expect(screen.queryByRole('checkbox', { name: 'Individual entrepreneur' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Extract from the business registry/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Organisation (LLC)' }));
    expect(screen.getByRole('checkbox', { name: 'Individual entrepreneur' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Personal ID number/)).toBeNull();
    await submit(user);
    expect(errorOf(field(/^Organisation name in Georgian/))).toBe('Required');
    expect(errorOf(field(/^Organisation name in Latin/))).toBe('Required');
    expect(errorOf(field(/^Identification code/))).toBe('Required');
    expect(errorOf(fileButton())).toBe('Please upload an extract from the business registry');

    await user.type(field(/^Organisation name in Georgian/), 'amanaTi plusi');
    expect((field(/^Organisation name in Georgian/) as HTMLInputElement).value).toBe('ამანათი პლუსი');
    setText(field(/^Organisation name in Latin/), 'Amanati Plus LLC');
    setText(field(/^Identification code/), '20500123');
    await submit(user);
    expect(errorOf(field(/^Organisation name in Georgian/))).toBe('');
    expect(errorOf(field(/^Identification code/))).toBe('The identification code must have 9 digits');
    expect(fn).not.toHaveBeenCalled();
  });

  it('checks the file type and size as soon as a file is chosen', async () => {
    const { fn } = mockFetch({});
    const { user } = renderAuth(<SignupPanel />);
    await user.click(screen.getByRole('radio', { name: 'Organisation (LLC)' }));
    pickFile(new File(['hello'], 'extract.docx', { type: 'application/msword' }));
    await waitFor(() => expect(errorOf(fileButton())).toBe('Wrong file format: only PNG, JPG or PDF'));
    pickFile(pdf('big.pdf', 3022118));
    await waitFor(() => expect(errorOf(fileButton())).toBe('The file must not be larger than 3 MB'));
    pickFile(pdf('ok.pdf', 3022117));
    await waitFor(() => expect(errorOf(fileButton())).toBe(''));
    pickFile(pdf('big.pdf', 3022118));
    await fillIndividual(user);
    await submit(user);
    expect(errorOf(fileButton())).toBe('The file must not be larger than 3 MB');
    expect(fn).not.toHaveBeenCalled();
  });

  it('requires the registry extract from an individual entrepreneur, who gives a personal id', async () => {
    const { fn } = mockFetch({});
    const { user } = renderAuth(<SignupPanel />);
    await user.click(screen.getByRole('radio', { name: 'Organisation (LLC)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Individual entrepreneur' }));
    expect(screen.queryByLabelText(/^Organisation name/)).toBeNull();
    await fillIndividual(user);
    await submit(user);
    expect(errorOf(fileButton())).toBe('Please upload an extract from the business registry');
    expect(fn).not.toHaveBeenCalled();
  });

  it('uploads the extract with the form as `file` + `inputs`, showing the progress', async () => {
    mockFetch({ [ME]: { body: { success: true, candidate: { ...demoCandidate, type: 2 } } } });
    const { user, probe, queryClient } = renderAuth(<SignupPanel />);
    act(() => probe.panels!.openPanel('signup'));
    await user.click(screen.getByRole('radio', { name: 'Organisation (LLC)' }));
    setText(field(/^Organisation name in Georgian/), 'amanaTi');
    setText(field(/^Organisation name in Latin/), 'Amanati LLC');
    setText(field(/^Identification code/), '205001234');
    const extract = pdf();
    pickFile(extract);
    await fillIndividual(user);
    await submit(user);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/authorization/signupFile');
    expect(xhr.body!.get('file')).toBe(extract);
    expect(JSON.parse(String(xhr.body!.get('inputs') as string))).toEqual({
      type: 2,
      email: 'nino@example.com',
      password: 'secret12',
      nameKa: 'ნინო',
      lastNameKa: 'ბერიძე',
      nameEn: 'Nino',
      lastNameEn: 'Beridze',
      phone: '555123456',
      city: '_TBILISI_',
      address: 'Rustaveli 1',
      orgName: 'ამანათი',
      orgNameEn: 'Amanati LLC',
      orgId: '205001234',
      filial: 'didube',
      indEntrepreneur: 'false',
      foreignCitizen: false,
      confirmPassword: 'secret12',
      terms: true,
    });
    act(() => xhr.progress(40));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading the file: 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    act(() => xhr.respond(200, { success: true, token: 'tok-org', message: 'signed_up' }));
    await waitFor(() => expect(probe.panels!.open).toBeNull());
    expect(sessionStorage.getItem('amanati.token')).toBe('tok-org');
    expect(localStorage.getItem('amanati.token')).toBeNull();
    expect(queryClient.getQueryData<{ type: number }>(['me'])?.type).toBe(2);
    expect(notifySuccess).toHaveBeenCalledWith('You are registered');
  });

  it('shows the server’s verdict on the file on the file field', async () => {
    mockFetch({});
    const { user } = renderAuth(<SignupPanel />);
    await user.click(screen.getByRole('radio', { name: 'Organisation (LLC)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Individual entrepreneur' }));
    pickFile(pdf('fake.pdf'));
    await fillIndividual(user);
    await submit(user);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() =>
      FakeXhr.last!.respond(400, { message: 'INCORECT_FILE_TYPE', errors: { file: 'INCORECT_FILE_TYPE' } }),
    );
    await waitFor(() => expect(errorOf(fileButton())).toBe('Wrong file format: only PNG, JPG or PDF'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('sign-up panel: answers of the server', { timeout: SIGN_UP_TIMEOUT }, () => {
  it('signs up an individual: sends the payload of spec §3, keeps the token for the browser session, loads the user, closes the panel', async () => {
    const { calls } = mockFetch({
      [SIGNUP]: { body: { success: true, token: 'tok-1', message: 'signed_up' } },
      [ME]: { body: { success: true, candidate: demoCandidate } },
    });
    const { user, probe, queryClient } = renderAuth(<SignupPanel />);
    act(() => probe.panels!.openPanel('signup'));
    await fillIndividual(user);
    await submit(user);
    await waitFor(() => expect(probe.panels!.open).toBeNull());
    expect(calls(SIGNUP)).toEqual([
      {
        type: 1,
        email: 'nino@example.com',
        password: 'secret12',
        nameKa: 'ნინო',
        lastNameKa: 'ბერიძე',
        nameEn: 'Nino',
        lastNameEn: 'Beridze',
        phone: '555123456',
        city: '_TBILISI_',
        address: 'Rustaveli 1',
        personId: '01001012345',
        filial: 'didube',
        indEntrepreneur: 'false',
        foreignCitizen: false,
        confirmPassword: 'secret12',
        terms: true,
      },
    ]);
    // Kept for this browser session only, like a sign-in without "remember me".
    expect(sessionStorage.getItem('amanati.token')).toBe('tok-1');
    expect(localStorage.getItem('amanati.token')).toBeNull();
    expect(queryClient.getQueryData(['me'])).toEqual(demoCandidate);
  });

  it('shows "e-mail already registered" (409) on the e-mail field', async () => {
    mockFetch({
      [SIGNUP]: {
        status: 409,
        body: {
          message: 'email_or_user_id_already_registred',
          errors: { email: 'email_or_user_id_already_registred' },
        },
      },
    });
    const { user } = renderAuth(<SignupPanel />);
    await fillIndividual(user);
    await submit(user);
    await waitFor(() => expect(errorOf(field(/^E-mail/))).toBe('This e-mail is already registered'));
    expect(document.activeElement).toBe(field(/^E-mail/));
    expect(localStorage.getItem('amanati.token')).toBeNull();
    expect(sessionStorage.getItem('amanati.token')).toBeNull();
  });

  it('shows "ID number already registered" (409) on the personal-id field, in Georgian', async () => {
    mockFetch({
      [SIGNUP]: {
        status: 409,
        body: {
          message: 'passport_id_already_registred',
          errors: { personId: 'passport_id_already_registred' },
        },
      },
    });
    const { user } = renderAuth(<SignupPanel />, { lang: 'ka' });
    // Fill in Georgian: labels are Georgian now.
    const f = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
    await user.type(f(/^ელ\. ფოსტა/), 'nino@example.com');
    await user.type(f(/^პაროლი/), 'secret12');
    await user.type(f(/^გაიმეორეთ პაროლი/), 'secret12');
    await user.type(f(/^სახელი ქართულად/), 'nino');
    await user.type(f(/^გვარი ქართულად/), 'beriZe');
    await user.type(f(/^სახელი ლათინური/), 'Nino');
    await user.type(f(/^გვარი ლათინური/), 'Beridze');
    await user.type(f(/^პირადი ნომერი/), '01001012345');
    await user.click(f(/^ქალაქი/));
    await user.click(await screen.findByRole('option', { name: 'თბილისი' }));
    await user.click(f(/^ფილიალი/));
    await user.click(
      await screen.findByRole('option', {
        name: within(document.body).getAllByRole('option')[0]!.textContent,
      }),
    );
    await user.type(f(/^მისამართი/), 'რუსთაველის 1');
    await user.type(f(/^მობილურის ნომერი/), '555123456');
    await user.click(screen.getByRole('checkbox', { name: /ვეთანხმები წესებსა/ }));
    await user.click(screen.getByRole('button', { name: 'რეგისტრაცია' }));
    await waitFor(() => expect(errorOf(f(/^პირადი ნომერი/))).toBe('ეს პირადი ნომერი უკვე რეგისტრირებულია'));
  });

  it('shows a warning for an answer about no field on screen', async () => {
    mockFetch({ [SIGNUP]: { status: 429, body: { message: 'too_many_requests' } } });
    const { user } = renderAuth(<SignupPanel />);
    await fillIndividual(user);
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts'));
  });
});

describe('sign-up panel: terms', { timeout: SIGN_UP_TIMEOUT }, () => {
  it('shows the terms, sanitised, in a modal; accepting ticks the checkbox', async () => {
    mockFetch({
      '/api/page/get/terms': {
        body: {
          success: true,
          page: {
            slug: 'terms',
            titleKa: 'წესები',
            titleEn: 'Terms',
            titleRu: 'Правила',
            descriptionKa: '<p>ქართული</p>',
            descriptionEn:
              '<p>Parcels are <b>insured</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
            descriptionRu: '<p>Русский</p>',
          },
        },
      },
    });
    const { user } = renderAuth(<SignupPanel />);
    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('insured');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /accept the terms/ }).checked).toBe(true);
  });

  it('Escape closes the terms without accepting them', async () => {
    mockFetch({
      '/api/page/get/terms': {
        body: {
          success: true,
          page: { slug: 'terms', titleEn: 'Terms', descriptionEn: '<p>Parcels are insured.</p>' },
        },
      },
    });
    const { user } = renderAuth(<SignupPanel />);
    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Parcels are insured.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /accept the terms/ }).checked).toBe(false);
  });
});
