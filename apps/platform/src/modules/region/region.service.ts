import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Merchant } from '../merchants/merchant.ts';
import { parseCidr } from '../merchants/merchants.service.ts';
import { countryOfIp } from './ip-country-database.ts';

export interface RegionDecision {
  blocked: boolean;
  country: string | null;
  reason: 'country' | 'cidr' | null;
}

function blockListOf(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/** Region restriction per merchant: blocked countries (resolved from the client IP) and blocked CIDR ranges. */
export function createRegionService() {
  return {
    async decide(merchant: Merchant, ip: string): Promise<RegionDecision> {
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
      const address = mapped ?? ip;
      const country = await countryOfIp(address);
      if (merchant.blockedCidrs.length > 0) {
        const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
        if (family && blockListOf(merchant.blockedCidrs).check(address, family)) {
          return { blocked: true, country, reason: 'cidr' };
        }
      }
      if (country && merchant.blockedCountries.includes(country)) return { blocked: true, country, reason: 'country' };
      return { blocked: false, country, reason: null };
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
