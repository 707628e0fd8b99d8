import { moduleIds } from '@ficha/contract';
import type { Db } from '../src/db/database.ts';
import { merchantDomains, merchants, operators } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/security/passwords.ts';

/** A second (or third…) merchant with a domain and an operator, for multi-merchant tests. */
export async function createMerchant(
  db: Db,
  options: { code: string; name?: string; domain?: string; operator?: { username: string; password: string } },
) {
  const [row] = await db
    .insert(merchants)
    .values({
      code: options.code,
      name: options.name ?? `Merchant ${options.code}`,
      defaultLanguage: 'EN',
      supportLanguages: ['EN', 'ES'],
      currency: 'USD',
      maintenance: false,
      blockedCountries: [],
      blockedCidrs: [],
      enabledModules: [...moduleIds],
      mainDomain: options.domain ?? '',
      imageCdns: [],
      launchGameCdns: [],
      gtagId: null,
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
      countries: ['MX', 'ES'],
      isDefault: false,
    })
    .returning();
  if (!row) throw new Error('merchant not created');
  if (options.domain)
    await db.insert(merchantDomains).values({ domain: options.domain, merchantId: row.id, type: 'WEB' });
  if (options.operator) {
    await db.insert(operators).values({
      merchantId: row.id,
      username: options.operator.username,
      passwordHash: await hashPassword(options.operator.password),
      displayName: options.operator.username,
      role: 'admin',
      status: 'active',
    });
  }
  return row;
}
