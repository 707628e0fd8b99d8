import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { parseCidr } from './merchants.service.ts';

/** The address a client IP stands for: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as its IPv4 form. */
export function plainAddress(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** Whether an IP falls in one of a merchant's CIDR lists (blocked ranges, shared sign-in addresses). */
export function addressInList(cidrs: readonly string[], ip: string): boolean {
  if (cidrs.length === 0) return false;
  const address = plainAddress(ip);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return false;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list.check(address, family);
}
