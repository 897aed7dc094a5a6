/** Business constants of spec §1, §3 and §9, shared by server and web. */

export const COUNTRY_IDS = [1, 2, 3] as const;
export type CountryId = (typeof COUNTRY_IDS)[number];
/** Spec §3: 1 China, 2 USA, 3 Turkey (lists show China, USA, Turkey in that order). */
export const COUNTRY_KEYS: Record<CountryId, 'china' | 'usa' | 'turkey'> = {
  1: 'china',
  2: 'usa',
  3: 'turkey',
};
export const isCountryId = (value: unknown): value is CountryId => COUNTRY_IDS.includes(value as CountryId);

export const PARCEL_STATUSES = ['waiting', 'stock', 'sent', 'arrived', 'obtained'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export const BRANCH_CITIES = ['tbilisi', 'kutaisi'] as const;
export type BranchCity = (typeof BRANCH_CITIES)[number];
export const BRANCHES = [
  { code: 'didube', city: 'tbilisi' },
  { code: 'gldani', city: 'tbilisi' },
  { code: 'isani', city: 'tbilisi' },
  { code: 'digomi', city: 'tbilisi' },
  { code: 'kutaisi_1', city: 'kutaisi' },
] as const satisfies readonly { code: string; city: BranchCity }[];
export type BranchCode = (typeof BRANCHES)[number]['code'];
export const BRANCH_CODES: BranchCode[] = BRANCHES.map((b) => b.code);
export const isBranchCode = (value: unknown): value is BranchCode =>
  BRANCH_CODES.includes(value as BranchCode);
export const branchCity = (code: BranchCode): BranchCity => BRANCHES.find((b) => b.code === code)!.city;
/** Where a flight lands (spec-readings: the `tbilisi` flag decides the branches that can hand its parcels over). */
export const flightCity = (flight: { tbilisi: boolean }): BranchCity =>
  flight.tbilisi ? 'tbilisi' : 'kutaisi';

export const ACCOUNT_TYPES = [1, 2] as const; // 1 individual, 2 organisation (LTD/LLC or, with indEntrepreneur, an entrepreneur)
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const TARIFF_TYPES = [1, 2, 3] as const; // 1 individual, 2 organisation, 3 personal parcels
export type TariffType = (typeof TARIFF_TYPES)[number];

export const ROLES = ['customer', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const CURRENCIES = ['USD', 'EUR', 'CNY', 'TRY', 'GEL'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const RATE_CURRENCIES = ['USD', 'EUR', 'CNY', 'TRY'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
/** Spec §9 default rates to GEL; CNY is quoted per 10 yuan. */
export const DEFAULT_RATES: Record<RateCurrency, string> = {
  USD: '2.6999',
  EUR: '2.9402',
  CNY: '3.7519',
  TRY: '0.0838',
};

export const LIMITS = {
  fileMaxBytes: 3022117,
  noteMaxLength: 160,
  customsThresholdGel: 300,
  volumeDivisor: 6000,
  phoneDigits: 9,
  personalIdDigits: 11,
  orgIdDigits: 9,
  passwordMinLength: 6,
  passwordMaxLength: 128,
  notificationPreviewChars: 50,
} as const;

export const PAGE_SIZES = {
  flightsDashboard: 10,
  flightsSchedule: 20,
  newsWidget: 4,
  newsPage: 18,
  parcels: 100,
  parcelsObtained: 30,
  waitingAfterFileAdd: 10000,
  arrivedAfterPayment: 1000,
  maxListLimit: 10000,
} as const;

export const TIMERS = { versionPollMs: 60000, payButtonDisabledMs: 5000, mobileBreakpointPx: 992 } as const;

/** Card gateway: lari is ISO 4217 code 981 with exponent 2. */
export const GEL_CURRENCY_CODE = 981;
export const GEL_EXPONENT = 2;

export const FLIGHTS_PER_WEEK: Record<CountryId, number> = { 1: 3, 2: 2, 3: 2 };
export const WORKING_HOURS = { weekdays: '11:00-19:00', saturday: '11:00-15:00' } as const;
export const ACCEPTED_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
