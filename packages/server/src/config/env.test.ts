import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadConfig } from './env.ts';
import { estimatedBits } from './secret-strength.ts';

/** Tests of other settings give no data directory of their own: no Web Push keys are made for them. */
const NO_PUSH = { vapid: undefined };

/** A secret as `openssl rand -base64 48` makes one. */
const STRONG = 'q3Zk8vT1pX0mW6yR2sJ9bN4cL7hF5dA0eG8iK2oU1tY3wE6rQ9zV4xB7nM5lP0aS';

/** Georgian Card's settings, required in production. */
const GEORGIAN_CARD = {
  GC_MERCHANT_ID: 'A'.repeat(32),
  GC_ACCOUNT_ID: 'B'.repeat(32),
  GC_CERT_PATH: '/etc/amanati/gc.pem',
  GC_CALLBACK_USER: 'gc',
  GC_CALLBACK_PASSWORD: 'secret',
};

describe('configuration', () => {
  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET, PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG })).toThrow(/PUBLIC_URL/);
    const base = { NODE_ENV: 'production', JWT_SECRET: STRONG, PUBLIC_URL: 'https://amanati.ge' };
    // The simulator never runs in production: the real gateway's identity and certificate are required.
    expect(() => loadConfig(base)).toThrow(/GC_MERCHANT_ID/);
    expect(() => loadConfig({ ...base, GATEWAY: 'simulator' })).toThrow(/simulator/);
    const config = loadConfig({ ...base, ...GEORGIAN_CARD });
    expect(config.isProduction).toBe(true);
    expect(config.gateway).toMatchObject({ mode: 'georgiancard', merchantId: 'A'.repeat(32) });
  });

  it('offers the Bank of Georgia: its simulator in development, in production only when configured', () => {
    expect(
      loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'amanati-env-')) }, NO_PUSH).bog,
    ).toMatchObject({
      mode: 'simulator',
      apiUrl: '/bog-sim/payments/v1',
    });
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: STRONG,
      PUBLIC_URL: 'https://amanati.ge',
      ...GEORGIAN_CARD,
    };
    const off = loadConfig(production, NO_PUSH);
    expect(off.bog).toEqual({ mode: 'off' });
    expect(off.notices.join()).toMatch(/Bank of Georgia gateway is off/);
    expect(() => loadConfig({ ...production, BOG: 'simulator' }, NO_PUSH)).toThrow(/simulator/);
    expect(() => loadConfig({ ...production, BOG_CLIENT_ID: 'amanati' }, NO_PUSH)).toThrow(
      /BOG_CLIENT_SECRET, BOG_PUBLIC_KEY_PATH/,
    );
    const bog = loadConfig(
      {
        ...production,
        BOG_CLIENT_ID: 'amanati',
        BOG_CLIENT_SECRET: 's3cret',
        BOG_PUBLIC_KEY_PATH: '/etc/amanati/bog.pem',
        BOG_ALLOWED_IPS: '10.0.0.1, 10.0.0.2',
      },
      NO_PUSH,
    ).bog;
    expect(bog).toMatchObject({
      mode: 'bog',
      oauthUrl: 'https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token',
      apiUrl: 'https://api.bog.ge/payments/v1',
      allowedIps: ['10.0.0.1', '10.0.0.2'],
    });
  });

  it('generates, keeps and announces a development secret', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-env-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.notices.join()).toMatch(/generated a development secret/);
    expect(readFileSync(path.join(dir, 'dev-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.notices).toEqual([]);
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('resolves a relative data directory against where npm was started', () => {
    expect(
      loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/amanati', JWT_SECRET: STRONG }, NO_PUSH).dataDir,
    ).toBe('/srv/amanati/data');
  });

  it('finding 4: without NODE_ENV it listens on loopback only and seeds demo accounts; production never does', () => {
    const plain = loadConfig({ JWT_SECRET: STRONG }, NO_PUSH);
    expect(plain.env).toBe('development');
    expect(plain.host).toBe('127.0.0.1');
    expect(plain.seedDemo).toBe(true);
    expect(loadConfig({ JWT_SECRET: STRONG, HOST: '0.0.0.0' }, NO_PUSH).host).toBe('0.0.0.0');
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG,
      PUBLIC_URL: 'https://amanati.ge',
      GC_MERCHANT_ID: 'A'.repeat(32),
      GC_ACCOUNT_ID: 'B'.repeat(32),
      GC_CERT_PATH: '/etc/amanati/gc.pem',
      GC_CALLBACK_USER: 'gc',
      GC_CALLBACK_PASSWORD: 'secret',
      SEED_DEMO: 'auto',
    });
    expect(production.host).toBe('127.0.0.1');
    expect(production.seedDemo).toBe(false);
  });

  it('finding 10: TRUST_PROXY takes proxy addresses or ranges, never true or a hop count', () => {
    expect(loadConfig({ JWT_SECRET: STRONG }, NO_PUSH).trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: STRONG, TRUST_PROXY: 'false' }, NO_PUSH).trustProxy).toBe(false);
    expect(
      loadConfig({ JWT_SECRET: STRONG, TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }, NO_PUSH)
        .trustProxy,
    ).toBe('10.0.0.0/8,127.0.0.1,::1,fd00::/8,loopback');
    for (const bad of ['true', '1', '2', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8'])
      expect(() => loadConfig({ JWT_SECRET: STRONG, TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY takes the addresses or CIDR ranges/,
      );
  });

  it('finding 17: a weak JWT_SECRET is refused in production by its strength, not its length', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://amanati.ge',
      GATEWAY: 'georgiancard',
      GC_MERCHANT_ID: 'A'.repeat(32),
      GC_ACCOUNT_ID: 'B'.repeat(32),
      GC_CERT_PATH: '/etc/amanati/gc.pem',
      GC_CALLBACK_USER: 'gc',
      GC_CALLBACK_PASSWORD: 'secret',
    };
    for (const weak of [
      'a'.repeat(32),
      'x'.repeat(64),
      'abcd1234'.repeat(8),
      '0'.repeat(30) + '1'.repeat(34),
    ])
      expect(() => loadConfig({ ...production, JWT_SECRET: weak }), weak).toThrow(/JWT_SECRET is too weak/);
    expect(loadConfig({ ...production, JWT_SECRET: STRONG }).jwtSecret).toBe(STRONG);
    // Outside production a weak secret works, with a warning.
    const dev = loadConfig({ JWT_SECRET: 'a'.repeat(32) }, NO_PUSH);
    expect(dev.notices.join()).toMatch(/JWT_SECRET is too weak for production/);
    expect(estimatedBits('a'.repeat(32))).toBe(0);
    expect(estimatedBits(STRONG)).toBeGreaterThan(300);
  });

  describe('Web Push keys (VAPID)', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: STRONG,
      PUBLIC_URL: 'https://amanati.ge/',
      GC_MERCHANT_ID: 'A'.repeat(32),
      GC_ACCOUNT_ID: 'B'.repeat(32),
      GC_CERT_PATH: '/etc/amanati/gc.pem',
      GC_CALLBACK_USER: 'gc',
      GC_CALLBACK_PASSWORD: 'secret',
    };

    it('development generates a pair once, keeps it 0600 in the data directory and says so', () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'amanati-env-'));
      const first = loadConfig({ DATA_DIR: dir, JWT_SECRET: STRONG });
      expect(first.notices.join()).toMatch(/VAPID keys are not set: generated/);
      const file = path.join(dir, 'vapid-keys.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        publicKey: first.vapid!.publicKey,
        privateKey: first.vapid!.privateKey,
      });
      expect(Buffer.from(first.vapid!.publicKey, 'base64url')).toHaveLength(65);
      // Not https: the mail sender is the contact.
      expect(first.vapid!.subject).toBe('mailto:no-reply@amanati.ge');
      const second = loadConfig({ DATA_DIR: dir, JWT_SECRET: STRONG });
      expect(second.vapid).toEqual(first.vapid);
      expect(second.notices).toEqual([]);
    });

    it('production without keys starts with push off and a notice', () => {
      const config = loadConfig(production);
      expect(config.vapid).toBeUndefined();
      expect(config.notices.join()).toMatch(/VAPID keys are not set: Web Push is off/);
    });

    it('takes a configured pair, with the site as the default subject; refuses broken pairs', () => {
      const pair = webPush.generateVAPIDKeys();
      const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
      expect(loadConfig({ ...production, ...keys }).vapid).toEqual({
        ...pair,
        subject: 'https://amanati.ge',
      });
      expect(
        loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'mailto:push@amanati.ge' }).vapid?.subject,
      ).toBe('mailto:push@amanati.ge');
      expect(() => loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'http://amanati.ge' })).toThrow(
        /VAPID_SUBJECT/,
      );
      expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/together/);
      const other = webPush.generateVAPIDKeys();
      expect(() => loadConfig({ ...production, ...keys, VAPID_PUBLIC_KEY: other.publicKey })).toThrow(
        /does not belong/,
      );
      expect(() => loadConfig({ ...production, ...keys, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(/32 bytes/);
      expect(() => loadConfig({ ...production, ...keys, VAPID_PUBLIC_KEY: `${pair.publicKey}=` })).toThrow(
        /base64url/,
      );
    });
  });
});
