import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { banners, customerServiceLinks, helpEntries, notices, resources } from '../../db/schema/index.ts';

export function listHelpEntries(db: Db, merchantId: number, language: string, device: string) {
  return db
    .select({ tag: helpEntries.tag, title: helpEntries.title, content: helpEntries.content, sort: helpEntries.sort })
    .from(helpEntries)
    .where(
      and(eq(helpEntries.merchantId, merchantId), eq(helpEntries.language, language), eq(helpEntries.device, device)),
    )
    .orderBy(asc(helpEntries.sort), asc(helpEntries.id));
}

export function listCustomerServiceLinks(db: Db, merchantId: number) {
  return db
    .select()
    .from(customerServiceLinks)
    .where(eq(customerServiceLinks.merchantId, merchantId))
    .orderBy(asc(customerServiceLinks.sort), asc(customerServiceLinks.id));
}

export function listResources(db: Db, merchantId: number) {
  return db
    .select()
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.sort), asc(resources.id));
}

/** Scheduled rows are live between their optional start and end. */
const liveAt = (startsAt: AnyColumn, endsAt: AnyColumn) =>
  and(or(isNull(startsAt), lte(startsAt, sql`now()`)), or(isNull(endsAt), gt(endsAt, sql`now()`)));

export function listLiveBanners(db: Db, merchantId: number, language: string, kinds: Array<'B' | 'PR'>) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, merchantId),
        inArray(banners.kind, kinds),
        or(isNull(banners.language), eq(banners.language, language)),
        liveAt(banners.startsAt, banners.endsAt),
      ),
    )
    .orderBy(asc(banners.sequence), asc(banners.id));
}

export function listLiveNotices(db: Db, merchantId: number, language: string, types: Array<'PL' | 'PU' | 'H'>) {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchantId),
        inArray(notices.type, types),
        or(isNull(notices.language), eq(notices.language, language)),
        liveAt(notices.startsAt, notices.endsAt),
      ),
    )
    .orderBy(asc(notices.sequence), desc(notices.publishedAt));
}
