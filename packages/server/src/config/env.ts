/** The only reader of process.env: configuration is parsed and checked once, at start. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { developmentVapidKeys, vapidKeyProblem } from './vapid.ts';
import { secretWeakness } from './secret-strength.ts';
import { parseTrustProxy } from './trust-proxy.ts';
import { bogConfig, type BogConfig } from './bog.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: a forgotten NODE_ENV must not put a demo admin on the network.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Amanati <no-reply@amanati.ge>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  RATE_LIMIT_SIGNIN_PER_ID: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().positive().default(20),
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(100),
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(100),
  GATEWAY: z.enum(['simulator', 'georgiancard']).optional(),
  BOG: z.enum(['simulator', 'bog', 'off']).optional(),
  BOG_CLIENT_ID: z.string().trim().min(1).optional(),
  BOG_CLIENT_SECRET: z.string().trim().min(1).optional(),
  BOG_PUBLIC_KEY_PATH: z.string().optional(),
  BOG_OAUTH_URL: z
    .string()
    .url()
    .default('https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token'),
  BOG_API_URL: z.string().url().default('https://api.bog.ge/payments/v1'),
  BOG_ALLOWED_IPS: z.string().optional(),
  PAYMENT_ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10080).default(60),
  RATES_SOURCE: z.enum(['nbg', 'offline']).optional(),
  GC_MERCHANT_ID: z
    .string()
    .regex(/^[0-9A-Fa-f]{32}$/)
    .optional(),
  GC_ACCOUNT_ID: z
    .string()
    .regex(/^[0-9A-Fa-f]{32}$/)
    .optional(),
  GC_CERT_PATH: z.string().optional(),
  GC_START_URL: z.string().url().default('https://3dacq.georgiancard.ge/payment/start.wsm'),
  GC_PAGE_ID: z.string().optional(),
  GC_CALLBACK_USER: z.string().optional(),
  GC_CALLBACK_PASSWORD: z.string().optional(),
  GC_ALLOWED_IPS: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  SMS_PROVIDER: z.enum(['simulator', 'smsoffice', 'off']).optional(),
  SMSOFFICE_API_KEY: z.string().min(8).optional(),
  SMSOFFICE_URL: z.string().url().default('https://smsoffice.ge/api/v2/send/'),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9 .-]{1,11}$/)
    .default('Amanati'),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_ALLOWED_IPS: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface GatewayConfig {
  mode: 'simulator' | 'georgiancard';
  merchantId: string;
  accountId: string;
  /** PEM certificate (or public key) whose key signs registerPayment; simulator mode makes its own. */
  certPath: string | undefined;
  startUrl: string;
  pageId: string | undefined;
  /** HTTP Basic credentials the gateway uses on /checkAvailable. */
  callbackUser: string;
  callbackPassword: string;
  /** Addresses allowed to call the callbacks; empty = any. */
  allowedIps: string[];
}

/** Fixed identities of the local simulator (32 hex each, like the real ones). */
export const SIMULATOR_IDS = {
  merchantId: '5A1B2C3D4E5F60718293A4B5C6D7E8F9',
  accountId: 'F0E1D2C3B4A5968778695A4B3C2D1E0F',
} as const;

/** Where SMS go: the local simulator (default outside production), smsoffice.ge, or nowhere. */
export type SmsConfig =
  | { provider: 'simulator' }
  | { provider: 'off' }
  | { provider: 'smsoffice'; url: string; apiKey: string; sender: string };

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. `amanati/`. */
  prefix: string;
}

/** Web Push (VAPID, RFC 8292): the key pair the push services know us by, and who to contact about it. */
export interface VapidConfig {
  /** Uncompressed P-256 public key, base64url (65 bytes): the browser's `applicationServerKey`. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
  /** `mailto:` or `https:` contact the push service may reach the sender at. */
  subject: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set (always in production). When it was not, addresses the customer's browser
   * is sent to (the card gateway's return pages) use the origin the browser itself reached us at, so a
   * site opened at 127.0.0.1 or a LAN address never sends the customer back to `localhost`.
   */
  publicUrlSet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  /** Comma-separated proxy addresses or CIDR ranges whose X-Forwarded-For is believed; false = none. */
  trustProxy: string | false;
  webDist: string;
  seedDemo: boolean;
  rateLimit: { signinPerId: number; signinPerIp: number; windowSeconds: number; signupPerIp: number };
  /** Per account: bytes its stored invoice files may take, and files it may upload an hour. */
  uploads: { quotaBytes: number; perHour: number };
  gateway: GatewayConfig;
  /** The Bank of Georgia's gateway (issue 20 §2): real, simulated or off. */
  bog: BogConfig;
  /** A card top-up order still unanswered this long after it was made ends as `expired`. */
  paymentOrderTimeoutMinutes: number;
  /** Where the back office imports exchange rates from: the National Bank of Georgia, or nowhere (tests). */
  ratesSource: 'nbg' | 'offline';
  /** An S3-compatible object store for uploaded files; unset = DATA_DIR/files. */
  s3: S3Config | undefined;
  sms: SmsConfig;
  /** Who may read `/metrics` (a bearer token, addresses or CIDR ranges); neither set = no metrics route. */
  metrics: { token: string | undefined; allowedIps: string[] };
  /** Web Push keys; unset = no push (production without VAPID_* keys). */
  vapid: VapidConfig | undefined;
  /**
   * Webhook endpoints (issue 22 §4): whether loopback and private addresses may be endpoints (development
   * and tests, where receivers run on this machine), and whether only https is accepted (production).
   */
  webhooks: { allowPrivate: boolean; requireHttps: boolean };
  /** Notes to print at start (e.g. a generated development secret). */
  notices: string[];
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Development keeps a generated secret in the data directory so tokens survive restarts;
 * production refuses to start without one.
 */
function developmentSecret(dataDir: string, notices: string[]): string {
  const file = path.join(dataDir, 'dev-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  notices.push(`JWT_SECRET is not set: generated a development secret in ${file}`);
  return secret;
}

/** SMS cost money and reach real phones: the simulator never runs in production, smsoffice needs its key. */
function smsConfig(e: Env, isProduction: boolean, notices: string[]): SmsConfig {
  const provider = e.SMS_PROVIDER ?? (isProduction ? 'off' : 'simulator');
  if (provider === 'simulator' && isProduction)
    throw new Error('The SMS simulator cannot run in production: set SMS_PROVIDER=smsoffice or off');
  if (provider === 'smsoffice') {
    if (!e.SMSOFFICE_API_KEY) throw new Error('SMS_PROVIDER=smsoffice needs SMSOFFICE_API_KEY');
    return { provider, url: e.SMSOFFICE_URL, apiKey: e.SMSOFFICE_API_KEY, sender: e.SMS_SENDER };
  }
  if (provider === 'off' && isProduction && e.SMS_PROVIDER === undefined)
    notices.push('SMS_PROVIDER is not set: no SMS are sent and customers are not offered SMS');
  return { provider };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const notices: string[] = [];
  // npm runs workspace scripts inside the package; relative paths mean the directory the user ran npm in.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  if (isProduction) {
    const missing = [!e.JWT_SECRET && 'JWT_SECRET', !e.PUBLIC_URL && 'PUBLIC_URL'].filter(Boolean);
    if (missing.length) throw new Error(`Production needs ${missing.join(', ')} in the environment`);
  }
  const weakness = e.JWT_SECRET === undefined ? undefined : secretWeakness(e.JWT_SECRET);
  if (weakness) {
    const advice = 'generate one with `openssl rand -base64 48`';
    if (isProduction) throw new Error(`JWT_SECRET is too weak (${weakness}): ${advice}`);
    notices.push(`JWT_SECRET is too weak for production (${weakness}): ${advice}`);
  }
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean))
    throw new Error(
      'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  const s3: S3Config | undefined = e.S3_ENDPOINT
    ? {
        endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
        bucket: e.S3_BUCKET!,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        prefix: e.S3_PREFIX,
      }
    : undefined;
  const jwtSecret = e.JWT_SECRET ?? (overrides.jwtSecret || developmentSecret(dataDir, notices));
  const gatewayMode = e.GATEWAY ?? (isProduction ? 'georgiancard' : 'simulator');
  if (isProduction && gatewayMode === 'simulator')
    throw new Error('The gateway simulator cannot run in production: set the Georgian Card variables');
  if (gatewayMode === 'georgiancard') {
    const missing = [
      !e.GC_MERCHANT_ID && 'GC_MERCHANT_ID',
      !e.GC_ACCOUNT_ID && 'GC_ACCOUNT_ID',
      !e.GC_CERT_PATH && 'GC_CERT_PATH',
      !e.GC_CALLBACK_USER && 'GC_CALLBACK_USER',
      !e.GC_CALLBACK_PASSWORD && 'GC_CALLBACK_PASSWORD',
    ].filter(Boolean);
    if (missing.length)
      throw new Error(`The Georgian Card gateway needs ${missing.join(', ')} in the environment`);
  }
  const sms = smsConfig(e, isProduction, notices);
  const gateway: GatewayConfig =
    gatewayMode === 'georgiancard'
      ? {
          mode: 'georgiancard',
          merchantId: e.GC_MERCHANT_ID!.toUpperCase(),
          accountId: e.GC_ACCOUNT_ID!.toUpperCase(),
          certPath: e.GC_CERT_PATH,
          startUrl: e.GC_START_URL,
          pageId: e.GC_PAGE_ID,
          callbackUser: e.GC_CALLBACK_USER!,
          callbackPassword: e.GC_CALLBACK_PASSWORD!,
          allowedIps: (e.GC_ALLOWED_IPS ?? '')
            .split(',')
            .map((ip) => ip.trim())
            .filter(Boolean),
        }
      : {
          mode: 'simulator',
          ...SIMULATOR_IDS,
          certPath: undefined,
          startUrl: '',
          pageId: undefined,
          callbackUser: e.GC_CALLBACK_USER ?? 'gateway-sim',
          callbackPassword: e.GC_CALLBACK_PASSWORD ?? 'gateway-sim-password',
          allowedIps: [],
        };
  // Last: a development pair is written to the data directory only once every other setting passed, and
  // not at all when the caller gives its own (`overrides.vapid`, as tests of other settings do).
  const vapidKeys = () => vapidConfig(e, isProduction, dataDir, notices);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  // Outside development the server must not be a way into its own network (SSRF): public addresses only.
  const webhookAllowPrivate = e.WEBHOOK_ALLOW_PRIVATE ? e.WEBHOOK_ALLOW_PRIVATE === 'true' : !isProduction;
  if (isProduction && webhookAllowPrivate)
    notices.push('WEBHOOK_ALLOW_PRIVATE=true: webhooks may reach loopback and private addresses');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.join(repoRoot, 'packages/web/dist'),
    // Demo accounts have published passwords: development and tests only.
    seedDemo: e.SEED_DEMO === 'auto' && !isProduction,
    rateLimit: {
      signinPerId: e.RATE_LIMIT_SIGNIN_PER_ID,
      signinPerIp: e.RATE_LIMIT_SIGNIN_PER_IP,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      signupPerIp: e.RATE_LIMIT_SIGNUP_PER_IP,
    },
    uploads: { quotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024), perHour: e.UPLOADS_PER_HOUR },
    gateway,
    bog: bogConfig(e, isProduction, notices),
    paymentOrderTimeoutMinutes: e.PAYMENT_ORDER_TIMEOUT_MINUTES,
    // Tests never reach the network: the import answers "source failed" unless a test gives a source.
    ratesSource: e.RATES_SOURCE ?? (e.NODE_ENV === 'test' ? 'offline' : 'nbg'),
    s3,
    sms,
    metrics: {
      token: e.METRICS_TOKEN,
      allowedIps: (e.METRICS_ALLOWED_IPS ?? '')
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    },
    vapid: 'vapid' in overrides ? overrides.vapid : vapidKeys(),
    webhooks: { allowPrivate: webhookAllowPrivate, requireHttps: isProduction },
    notices,
    ...overrides,
  };
}

/** A mailto: of the sender address in MAIL_FROM (`Name <a@b>` or `a@b`). */
function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * VAPID keys from the environment (both or neither; a broken or mismatched pair stops the start).
 * Development and tests keep a generated pair in the data directory; production without keys has no push.
 */
function vapidConfig(
  e: Env,
  isProduction: boolean,
  dataDir: string,
  notices: string[],
): VapidConfig | undefined {
  // The push service may contact the site's owner: its https address, else the mail sender.
  const publicUrl = e.PUBLIC_URL?.replace(/\/$/, '');
  const subject = e.VAPID_SUBJECT ?? (publicUrl?.startsWith('https://') ? publicUrl : mailtoOf(e.MAIL_FROM));
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY)
      throw new Error('Web Push needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together');
    const problem = vapidKeyProblem(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY);
    if (problem) throw new Error(`Invalid configuration: ${problem}`);
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  }
  if (isProduction) {
    notices.push(
      'VAPID keys are not set: Web Push is off (generate a pair with `npx web-push generate-vapid-keys`)',
    );
    return undefined;
  }
  const keys = developmentVapidKeys(dataDir, notices);
  return keys && { ...keys, subject };
}
