/**
 * Which addresses a webhook may be sent to (issue 22 §4): outside development only public ones, so the
 * server cannot be used to reach its own network (SSRF). A host name counts by what it resolves to —
 * checked when the endpoint is saved and again at every connection (DNS rebinding).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Ranges that are not the public internet (RFC 6890 and friends). */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", incl. 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** The IPv4 address a NAT64 address (64:ff9b::/96) carries, when it is one. */
function nat64Embedded(ip: string): string | null {
  const m = /^64:ff9b::(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(ip);
  if (!m) return null;
  if (m[3]) return m[3];
  const hi = parseInt(m[1]!, 16);
  const lo = parseInt(m[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/**
 * Whether an IP literal is a public address. IPv4-mapped IPv6 (`::ffff:10.0.0.1`, `::ffff:a00:1`) is
 * judged as the IPv4 it carries (BlockList does that), NAT64 as well; anything unparsable is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  const embedded = nat64Embedded(bare);
  if (embedded) return isPublicAddress(embedded);
  return !NOT_PUBLIC.check(bare, 'ipv6');
}

export type HostVerdict = { ok: true } | { ok: false; reason: 'private' | 'unknown' };

/** Every address a host resolves to must be public (an IP literal is judged as itself). */
export async function checkHost(
  hostname: string,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<HostVerdict> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? { ok: true } : { ok: false, reason: 'private' };
  if (host === 'localhost' || host.endsWith('.localhost')) return { ok: false, reason: 'private' };
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, reason: 'unknown' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unknown' };
  return addresses.every(isPublicAddress) ? { ok: true } : { ok: false, reason: 'private' };
}

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}
