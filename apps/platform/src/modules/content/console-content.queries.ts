import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { banners, notices, noticeTexts, type BannerRow, type NoticeRow } from '../../db/schema/index.ts';

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'updatedAt'>;
export type NoticeValues = Omit<typeof notices.$inferInsert, 'id' | 'merchantId' | 'publishedAt' | 'updatedAt'>;
export interface NoticeText {
  language: string;
  title: string;
  content: string;
}

export function listBanners(db: Db, merchantId: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.merchantId, merchantId))
    .orderBy(asc(banners.kind), asc(banners.groupName), asc(banners.sequence), asc(banners.id));
}

export async function lockBanner(tx: Db, merchantId: number, id: number): Promise<BannerRow | undefined> {
  const rows = await tx
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .for('update');
  return rows[0];
}

export async function insertBanner(tx: Db, merchantId: number, values: BannerValues): Promise<BannerRow> {
  const [row] = await tx
    .insert(banners)
    .values({ ...values, merchantId })
    .returning();
  return row as BannerRow;
}

export async function updateBannerRow(tx: Db, id: number, values: BannerValues): Promise<BannerRow> {
  const [row] = await tx
    .update(banners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(banners.id, id))
    .returning();
  return row as BannerRow;
}

export async function deleteBannerRow(tx: Db, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

export function listNotices(db: Db, merchantId: number, types: Array<NoticeRow['type']>): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, merchantId), inArray(notices.type, types)))
    .orderBy(asc(notices.type), asc(notices.sequence), desc(notices.publishedAt), desc(notices.id));
}

/** The texts of these notices, by notice id. */
export async function textsOf(db: Db, noticeIds: number[]): Promise<Map<number, NoticeText[]>> {
  const byNotice = new Map<number, NoticeText[]>();
  if (noticeIds.length === 0) return byNotice;
  const rows = await db
    .select()
    .from(noticeTexts)
    .where(inArray(noticeTexts.noticeId, noticeIds))
    .orderBy(asc(noticeTexts.language));
  for (const row of rows) {
    const list = byNotice.get(row.noticeId) ?? [];
    list.push({ language: row.language, title: row.title, content: row.content });
    byNotice.set(row.noticeId, list);
  }
  return byNotice;
}

export async function lockNotice(tx: Db, merchantId: number, id: number): Promise<NoticeRow | undefined> {
  const rows = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
    .for('update');
  return rows[0];
}

export async function insertNotice(tx: Db, merchantId: number, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await tx
    .insert(notices)
    .values({ ...values, merchantId })
    .returning();
  return row as NoticeRow;
}

export async function updateNoticeRow(tx: Db, id: number, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await tx
    .update(notices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notices.id, id))
    .returning();
  return row as NoticeRow;
}

/** Replaces all the texts of a notice. */
export async function replaceNoticeTexts(tx: Db, noticeId: number, texts: NoticeText[]): Promise<void> {
  await tx.delete(noticeTexts).where(eq(noticeTexts.noticeId, noticeId));
  if (texts.length > 0) await tx.insert(noticeTexts).values(texts.map((t) => ({ ...t, noticeId })));
}

export async function deleteNoticeRow(tx: Db, id: number): Promise<void> {
  await tx.delete(notices).where(eq(notices.id, id));
}
