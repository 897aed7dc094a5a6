/** The address classifier behind the webhook endpoint rules (issue 22 §4). */
import { describe, expect, it } from 'vitest';
import { checkHost, isPublicAddress } from './address-rules.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '64:ff9b::7f00:1',
    '[::1]',
    'not an ip',
    '',
  ])('%s is not public', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (ip) => expect(isPublicAddress(ip)).toBe(true));
});

describe('checkHost', () => {
  const resolver = (map: Record<string, string[]>) => (host: string) =>
    map[host] ? Promise.resolve(map[host]) : Promise.reject(new Error('ENOTFOUND'));
  it('judges a name by every address it resolves to', async () => {
    const resolve = resolver({
      'a.example': ['1.1.1.1'],
      'b.example': ['1.1.1.1', '192.168.0.1'],
      'c.example': [],
    });
    expect(await checkHost('a.example', resolve)).toEqual({ ok: true });
    expect(await checkHost('b.example', resolve)).toEqual({ ok: false, reason: 'private' });
    expect(await checkHost('c.example', resolve)).toEqual({ ok: false, reason: 'unknown' });
    expect(await checkHost('d.example', resolve)).toEqual({ ok: false, reason: 'unknown' });
    expect(await checkHost('localhost', resolve)).toEqual({ ok: false, reason: 'private' });
    expect(await checkHost('[::ffff:10.0.0.1]', resolve)).toEqual({ ok: false, reason: 'private' });
    expect(await checkHost('8.8.4.4', resolve)).toEqual({ ok: true });
  });
});
