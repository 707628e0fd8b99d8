import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  customerServiceLinks,
  merchantDomains,
  merchantLogos,
  merchants,
  registerFieldRules,
  resources,
  type MerchantRow,
} from '../../db/schema/index.ts';

export async function insertMerchantRow(db: Db, values: typeof merchants.$inferInsert): Promise<MerchantRow> {
  const [row] = await db.insert(merchants).values(values).returning();
  if (!row) throw new Error('merchant not inserted');
  return row;
}

export async function updateMerchantConfigRow(
  db: Db,
  merchantId: number,
  patch: Partial<typeof merchants.$inferInsert>,
): Promise<MerchantRow> {
  const [row] = await db
    .update(merchants)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId))
    .returning();
  if (!row) throw new Error(`merchant ${merchantId} vanished during update`);
  return row;
}

export function listMerchantRows(db: Db) {
  return db.select().from(merchants).orderBy(asc(merchants.id));
}

/** Of `domains`, those another merchant (any merchant when `merchantId` is null) already has. */
export async function domainsOfOthers(db: Db, domains: readonly string[], merchantId: number | null) {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: merchantDomains.domain })
    .from(merchantDomains)
    .where(
      merchantId === null
        ? inArray(merchantDomains.domain, [...domains])
        : and(inArray(merchantDomains.domain, [...domains]), ne(merchantDomains.merchantId, merchantId)),
    );
  return rows.map((r) => r.domain);
}

export async function replaceDomains(db: Db, merchantId: number, domains: readonly string[]) {
  await db.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId));
  if (domains.length > 0) {
    await db.insert(merchantDomains).values(domains.map((domain) => ({ domain, merchantId, type: 'WEB' })));
  }
}

export function listAllDomains(db: Db) {
  return db
    .select({ merchantId: merchantDomains.merchantId, domain: merchantDomains.domain })
    .from(merchantDomains)
    .orderBy(asc(merchantDomains.domain));
}

export async function insertRegisterRules(db: Db, rows: Array<typeof registerFieldRules.$inferInsert>) {
  if (rows.length > 0) await db.insert(registerFieldRules).values(rows);
}

export async function replaceCustomerService(
  db: Db,
  merchantId: number,
  entries: ReadonlyArray<{ csType: string; csPosition: number; title: string; url: string }>,
) {
  await db.delete(customerServiceLinks).where(eq(customerServiceLinks.merchantId, merchantId));
  if (entries.length > 0) {
    await db.insert(customerServiceLinks).values(entries.map((entry, sort) => ({ merchantId, sort, ...entry })));
  }
}

export async function replaceResources(
  db: Db,
  merchantId: number,
  entries: ReadonlyArray<{ resourceType: string; url: string; labelNameEn: string }>,
) {
  await db.delete(resources).where(eq(resources.merchantId, merchantId));
  if (entries.length > 0) {
    await db.insert(resources).values(entries.map((entry, sort) => ({ merchantId, sort, ...entry })));
  }
}

export function listAllCustomerService(db: Db) {
  return db.select().from(customerServiceLinks).orderBy(asc(customerServiceLinks.sort), asc(customerServiceLinks.id));
}

export function listAllResources(db: Db) {
  return db.select().from(resources).orderBy(asc(resources.sort), asc(resources.id));
}

/** Stores a logo and drops the merchant's previous ones (only the one `merchants.logo_file` names is served). */
export async function replaceLogo(db: Db, row: typeof merchantLogos.$inferInsert) {
  await db.delete(merchantLogos).where(eq(merchantLogos.merchantId, row.merchantId));
  await db.insert(merchantLogos).values(row);
}

export async function findLogoByKey(db: Db, fileKey: string) {
  const rows = await db.select().from(merchantLogos).where(eq(merchantLogos.fileKey, fileKey)).limit(1);
  return rows[0];
}
