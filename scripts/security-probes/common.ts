/* eslint-disable @typescript-eslint/no-unsafe-member-access -- answers are read as loose JSON, as the API tests read them */
/** What every probe shares: the recorded rows, client addresses, and customers made through the API. */
import { randomBytes } from 'node:crypto';
import { request, type Answer, type RequestOptions } from './http.ts';

export type Verdict = 'SAFE' | 'UNSAFE' | 'KEPT' | 'ERROR';
export interface Row {
  finding: string;
  repro: string;
  observed: string;
  verdict: Verdict;
}
/** `kept`: the behaviour stays on purpose (documented or decided), so it is reported, not judged. */
export interface Judgement {
  observed: string;
  safe: boolean;
  kept?: boolean;
}

export class Recorder {
  readonly rows: Row[] = [];
  async probe(finding: string, repro: string, run: () => Promise<Judgement> | Judgement): Promise<void> {
    const started = Date.now();
    let row: Row;
    try {
      const j = await run();
      row = { finding, repro, observed: j.observed, verdict: j.kept ? 'KEPT' : j.safe ? 'SAFE' : 'UNSAFE' };
    } catch (err) {
      row = { finding, repro, observed: `probe failed: ${(err as Error).message}`, verdict: 'ERROR' };
    }
    this.rows.push(row);
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`  [${row.verdict}] finding ${finding} (${secs} s): ${row.observed}`);
  }
}

export const hex = (chars: number) =>
  randomBytes(Math.ceil(chars / 2))
    .toString('hex')
    .slice(0, chars);
export const uniqueEmail = (prefix = 'probe') => `${prefix}.${hex(10)}@probe.test`;
let personCounter = 0;
const uniquePersonId = () =>
  `5${String(Date.now() % 1e6).padStart(6, '0')}${String(++personCounter % 1e4).padStart(4, '0')}`;

/** Sign-ups are limited per address (finding 11): probes spread theirs over 127.0.1.x, ten each. */
let signups = 0;
export const signupAddress = () => `127.0.1.${Math.floor(signups++ / 10) + 1}`;

export const individualPayload = (overrides: Record<string, unknown> = {}) => ({
  type: 1,
  email: uniqueEmail(),
  password: 'secret123',
  nameKa: 'გიორგი',
  lastNameKa: 'მაისურაძე',
  nameEn: 'giorgi',
  lastNameEn: 'Maisuradze',
  phone: '599123456',
  city: '_TBILISI_',
  address: 'რუსთაველის გამზ. 1',
  personId: uniquePersonId(),
  filial: 'didube',
  indEntrepreneur: 'false',
  foreignCitizen: false,
  ...overrides,
});

export interface Customer {
  token: string;
  email: string;
  password: string;
  id: string;
  axid: string;
}

export function expectStatus(res: Answer, status: number, what: string): Answer {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

export async function me(base: string, token: string): Promise<Answer> {
  return request(base, '/api/authorization/userInformation', { token });
}

export async function signupCustomer(base: string): Promise<Customer> {
  const payload = individualPayload();
  const res = expectStatus(
    await request(base, '/api/authorization/signup', { body: payload, from: signupAddress() }),
    200,
    'sign-up',
  );
  const token = res.json.token as string;
  const info = expectStatus(await me(base, token), 200, 'userInformation');
  return {
    token,
    email: payload.email,
    password: payload.password,
    id: info.json.candidate._id as string,
    axid: info.json.candidate.AXID as string,
  };
}

export async function signin(
  base: string,
  email: string,
  password: string,
  opts: RequestOptions = {},
): Promise<Answer> {
  return request(base, '/api/authorization/signin', { ...opts, body: { email, password } });
}

export async function tokenOf(base: string, email: string, password: string): Promise<string> {
  return expectStatus(await signin(base, email, password), 200, `sign-in ${email}`).json.token as string;
}

/** Statuses in order, compressed: `401×5, 429×7`. */
export function tally(statuses: number[]): string {
  const parts: string[] = [];
  for (const s of statuses) {
    const last = parts.at(-1);
    if (last?.startsWith(`${s}×`)) parts[parts.length - 1] = `${s}×${Number(last.split('×')[1]) + 1}`;
    else parts.push(`${s}×1`);
  }
  return parts.join(', ');
}

export const declaration = (overrides: Record<string, unknown> = {}) => ({
  productOrderId: `PRB${hex(10).toUpperCase()}`,
  productName: '_SHOES_',
  quantity: '1',
  amount: '50',
  currency: 'USD',
  senderCountryId: 2,
  shop: '_OTHER_SHOP_',
  otherShop: `shop${hex(6)}.example`,
  ...overrides,
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 250 ms until it returns true or `ms` pass. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(250);
  }
  return check();
}
