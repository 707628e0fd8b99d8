import { moduleIds, type OperatorRole } from '@ficha/contract';
import type { Db } from '../src/db/database.ts';
import { merchantDomains, merchants, operators } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { isTotpRequired } from '../src/modules/operators/operator-totp-policy.ts';

/** A second (or third…) merchant with a domain and an operator, for multi-merchant tests. */
export async function createMerchant(
  db: Db,
  options: {
    code: string;
    name?: string;
    domain?: string;
    /** Its console operator, by default its owner. */
    operator?: { username: string; password: string; role?: OperatorRole };
  },
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
    await createOperator(db, { merchantId: row.id, role: 'admin', ...options.operator });
  }
  return row;
}

/** The password and TOTP secret of operators made by `createOperator` unless a test names its own. */
export const testOperatorPassword = 'Operator#2026';
export const testOperatorTotpSecret = 'TESTOPERATORTOTPSECRETAAAAAAAAAA';

/**
 * A console operator of a role on a merchant. A role that requires a second factor (owner, finance) starts with it
 * on, with `testOperatorTotpSecret` unless another is given; `totpSecret: null` leaves it to be set up.
 */
export async function createOperator(
  db: Db,
  options: { merchantId: number; username: string; role: OperatorRole; password?: string; totpSecret?: string | null },
) {
  const [row] = await db
    .insert(operators)
    .values({
      merchantId: options.merchantId,
      username: options.username,
      passwordHash: await hashPassword(options.password ?? testOperatorPassword),
      displayName: options.username,
      role: options.role,
      ...totpOf(options),
      status: 'active',
    })
    .returning();
  if (!row) throw new Error('operator not created');
  return row;
}

function totpOf(options: { role: OperatorRole; totpSecret?: string | null }) {
  const secret =
    options.totpSecret === undefined && isTotpRequired(options.role) ? testOperatorTotpSecret : options.totpSecret;
  return secret ? { totpSecret: secret, totpEnabled: true } : {};
}
