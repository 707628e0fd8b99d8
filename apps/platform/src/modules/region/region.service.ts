import { addressInList, plainAddress } from '../merchants/address-list.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { countryOfIp } from './ip-country-database.ts';

export interface RegionDecision {
  blocked: boolean;
  country: string | null;
  reason: 'country' | 'cidr' | null;
}

/** Region restriction per merchant: blocked countries (resolved from the client IP) and blocked CIDR ranges. */
export function createRegionService() {
  return {
    async decide(merchant: Merchant, ip: string): Promise<RegionDecision> {
      const address = plainAddress(ip);
      const country = await countryOfIp(address);
      if (addressInList(merchant.blockedCidrs, address)) return { blocked: true, country, reason: 'cidr' };
      if (country && merchant.blockedCountries.includes(country)) return { blocked: true, country, reason: 'country' };
      return { blocked: false, country, reason: null };
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
