import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { merchantDomains, merchants, registerFieldRules, type MerchantRow } from '../../db/schema/index.ts';

export async function findMerchantByCode(db: Db, code: string): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return rows[0];
}

export async function findMerchantById(db: Db, id: number): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return rows[0];
}

export async function findMerchantByDomain(db: Db, domain: string): Promise<MerchantRow | undefined> {
  const rows = await db
    .select({ merchant: merchants })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.domain, domain))
    .limit(1);
  return rows[0]?.merchant;
}

export async function findDefaultMerchant(db: Db): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.isDefault, true)).limit(1);
  return rows[0];
}

/** Locks the merchant row for an update inside a transaction and returns it. */
export async function lockMerchant(db: Db, merchantId: number): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return rows[0];
}

export interface MerchantSettingsPatch {
  maintenance?: boolean;
  blockedCountries?: string[];
  blockedCidrs?: string[];
  sharedLoginCidrs?: string[];
  enabledModules?: string[];
  defaultWeakPassword?: string;
  passwordExpiryDays?: number;
  captchaAfterFailures?: number;
  verifyNewIp?: boolean;
  agentsMayLockDownline?: boolean;
  timeZone?: string;
  customerServiceScript?: string;
  kycRequired?: boolean;
  siteTemplate?: string;
  defaultTheme?: string;
  licenceAuthority?: string;
  licenceNumber?: string;
  licenceUrl?: string;
  esportVendors?: string[];
  cockfightVendors?: string[];
  excludedRngVendors?: string[];
}

export async function updateMerchantRow(
  db: Db,
  merchantId: number,
  patch: MerchantSettingsPatch,
): Promise<MerchantRow> {
  const rows = await db
    .update(merchants)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(merchants.id, merchantId))
    .returning();
  const row = rows[0];
  if (!row) throw new Error(`merchant ${merchantId} vanished during update`);
  return row;
}

export function listDomains(db: Db, merchantId: number) {
  return db
    .select({ domain: merchantDomains.domain, type: merchantDomains.type })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.domain));
}

export function listRegisterRules(db: Db, merchantId: number) {
  return db.select().from(registerFieldRules).where(eq(registerFieldRules.merchantId, merchantId));
}

export async function upsertRegisterRule(db: Db, row: typeof registerFieldRules.$inferInsert) {
  await db
    .insert(registerFieldRules)
    .values(row)
    .onConflictDoUpdate({
      target: [registerFieldRules.merchantId, registerFieldRules.field],
      set: {
        enabled: row.enabled,
        required: row.required,
        patternId: row.patternId,
        minLength: row.minLength,
        maxLength: row.maxLength,
      },
    });
}
