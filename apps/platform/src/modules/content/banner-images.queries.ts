import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bannerImages, type BannerImageRow } from '../../db/schema/index.ts';

export type BannerImageValues = Omit<typeof bannerImages.$inferInsert, 'id' | 'createdAt'>;

/** Stores an image; the merchant's same bytes already stored answer that row instead (no second copy). */
export async function insertBannerImage(
  db: Db,
  values: BannerImageValues,
): Promise<{ row: BannerImageRow; created: boolean }> {
  const [inserted] = await db
    .insert(bannerImages)
    .values(values)
    .onConflictDoNothing({ target: [bannerImages.merchantId, bannerImages.sha256] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(bannerImages)
    .where(and(eq(bannerImages.merchantId, values.merchantId), eq(bannerImages.sha256, values.sha256)))
    .limit(1);
  return { row: existing!, created: false };
}

/** An image by its file key, whichever merchant's (the public address names only the key). */
export async function findBannerImageByKey(db: Db, fileKey: string): Promise<BannerImageRow | undefined> {
  const [row] = await db.select().from(bannerImages).where(eq(bannerImages.fileKey, fileKey)).limit(1);
  return row;
}

/** The merchant's image under this file key, its type only; undefined when it has none. */
export async function findMerchantBannerImage(db: Db, merchantId: number, fileKey: string) {
  const [row] = await db
    .select({ fileKey: bannerImages.fileKey, contentType: bannerImages.contentType })
    .from(bannerImages)
    .where(and(eq(bannerImages.merchantId, merchantId), eq(bannerImages.fileKey, fileKey)))
    .limit(1);
  return row;
}
