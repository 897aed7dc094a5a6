import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET, PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://amanati.ge' };
    // The simulator never runs in production: the real gateway's identity and certificate are required.
    expect(() => loadConfig(base)).toThrow(/GC_MERCHANT_ID/);
    expect(() => loadConfig({ ...base, GATEWAY: 'simulator' })).toThrow(/simulator/);
    const gateway = {
      GC_MERCHANT_ID: 'A'.repeat(32),
      GC_ACCOUNT_ID: 'B'.repeat(32),
      GC_CERT_PATH: '/etc/amanati/gc.pem',
      GC_CALLBACK_USER: 'gc',
      GC_CALLBACK_PASSWORD: 'secret',
    };
    const config = loadConfig({ ...base, ...gateway });
    expect(config.isProduction).toBe(true);
    expect(config.gateway).toMatchObject({ mode: 'georgiancard', merchantId: 'A'.repeat(32) });
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
      loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/amanati', JWT_SECRET: 'x'.repeat(40) }).dataDir,
    ).toBe('/srv/amanati/data');
  });
});
