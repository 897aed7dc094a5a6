/**
 * TRUST_PROXY names the proxies whose `X-Forwarded-For` is believed: addresses or CIDR ranges (or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). `true` or a hop count would believe a
 * header any client can write, so a forged one would dodge per-address limits and IP allowlists.
 */
import { isIP } from 'node:net';

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The list as Fastify's `trustProxy` takes it, or false for none; anything else stops the start. */
export function parseTrustProxy(value: string | undefined): string | false {
  const entries = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length)
    throw new Error(
      `TRUST_PROXY takes the addresses or CIDR ranges of your proxies (e.g. 10.0.0.0/8,127.0.0.1), not ${bad.join(', ')}: ` +
        'trusting every sender would let any client forge X-Forwarded-For',
    );
  return entries.join(',');
}
