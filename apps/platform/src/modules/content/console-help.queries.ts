import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { helpEntries, merchants } from '../../db/schema/index.ts';

export type HelpEntryRow = typeof helpEntries.$inferSelect;
export type HelpEntryValues = Omit<typeof helpEntries.$inferInsert, 'id' | 'merchantId'>;

export function listHelpEntryRows(db: Db, merchantId: number, language?: string): Promise<HelpEntryRow[]> {
  return db
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.merchantId, merchantId), language ? eq(helpEntries.language, language) : undefined))
    .orderBy(asc(helpEntries.language), asc(helpEntries.device), asc(helpEntries.sort), asc(helpEntries.id));
}

export async function lockHelpEntry(tx: Db, merchantId: number, id: number): Promise<HelpEntryRow | undefined> {
  const rows = await tx
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.merchantId, merchantId), eq(helpEntries.id, id)))
    .for('update');
  return rows[0];
}

export async function insertHelpEntry(tx: Db, merchantId: number, values: HelpEntryValues): Promise<HelpEntryRow> {
  const [row] = await tx
    .insert(helpEntries)
    .values({ ...values, merchantId })
    .returning();
  return row as HelpEntryRow;
}

export async function updateHelpEntryRow(tx: Db, id: number, values: HelpEntryValues): Promise<HelpEntryRow> {
  const [row] = await tx.update(helpEntries).set(values).where(eq(helpEntries.id, id)).returning();
  return row as HelpEntryRow;
}

export async function deleteHelpEntryRow(tx: Db, id: number): Promise<void> {
  await tx.delete(helpEntries).where(eq(helpEntries.id, id));
}

/** A merchant's default language and the languages it offers, for the content editors. */
export async function readMerchantLanguages(db: Db, merchantId: number) {
  const [row] = await db
    .select({ defaultLanguage: merchants.defaultLanguage, supportLanguages: merchants.supportLanguages })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}
