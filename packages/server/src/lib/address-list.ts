/** Address allow-lists (addresses and CIDR ranges) of the metrics endpoint and the bill-pay channels. */
import { BlockList, isIP } from 'node:net';

/** Addresses and CIDR ranges; a wrong entry throws with `label` and the entry named. */
export function addressList(entries: readonly string[], label = 'address list'): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (
      !family ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))
    )
      throw new Error(`${label}: not an address or range: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether a caller's address (IPv4 mapped into IPv6 read as IPv4) is on the list. */
export function addressAllowed(list: BlockList, ip: string): boolean {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
