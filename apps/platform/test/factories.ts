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

/** One more console operator of a merchant, with any role (none of them starts with a second factor). */
export async function createOperator(
  db: Db,
  options: { merchantId: number; username: string; password: string; role: string },
) {
  const [row] = await db
    .insert(operators)
    .values({
      merchantId: options.merchantId,
      username: options.username,
      passwordHash: await hashPassword(options.password),
      displayName: options.username,
      role: options.role as (typeof operators.$inferInsert)['role'],
      status: 'active',
    })
    .returning();
  if (!row) throw new Error('operator not created');
  return row;
}
