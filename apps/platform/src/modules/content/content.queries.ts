import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { banners, customerServiceLinks, helpEntries, notices, noticeTexts, resources } from '../../db/schema/index.ts';
import type { NoticeRow } from '../../db/schema/index.ts';

export function listHelpEntries(db: Db, merchantId: number, language: string, device: string) {
  return db
    .select({
      tag: helpEntries.tag,
      title: helpEntries.title,
      content: helpEntries.content,
      sort: helpEntries.sort,
      language: helpEntries.language,
    })
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
export const liveAt = (startsAt: AnyColumn, endsAt: AnyColumn) =>
  and(or(isNull(startsAt), lte(startsAt, sql`now()`)), or(isNull(endsAt), gt(endsAt, sql`now()`)));

/** Enabled, live banners listing the language (or no language: all of them), in order. */
export function listLiveBanners(db: Db, merchantId: number, language: string, kinds: Array<'B' | 'PR'>) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, merchantId),
        eq(banners.enabled, true),
        inArray(banners.kind, kinds),
        or(sql`cardinality(${banners.languages}) = 0`, sql`${language} = any(${banners.languages})`),
        liveAt(banners.startsAt, banners.endsAt),
      ),
    )
    .orderBy(asc(banners.sequence), asc(banners.id));
}

/**
 * Enabled, live notices with their text in the language, or else in the merchant's default language; a notice
 * with neither is left out. In order, then newest first.
 */
export function listLiveNotices(
  db: Db,
  merchantId: number,
  languages: { wanted: string; fallback: string },
  types: Array<NoticeRow['type']>,
) {
  const wanted = alias(noticeTexts, 'wanted');
  const fallback = alias(noticeTexts, 'fallback');
  return db
    .select({
      id: notices.id,
      type: notices.type,
      execution: notices.execution,
      publishedAt: notices.publishedAt,
      title: sql<string>`coalesce(${wanted.title}, ${fallback.title})`,
      content: sql<string>`coalesce(${wanted.content}, ${fallback.content})`,
      /** Which language the texts are in: the wanted one, or the fallback. */
      language: sql<string>`case when ${wanted.noticeId} is null then ${languages.fallback} else ${languages.wanted} end`,
    })
    .from(notices)
    .leftJoin(wanted, and(eq(wanted.noticeId, notices.id), eq(wanted.language, languages.wanted)))
    .leftJoin(fallback, and(eq(fallback.noticeId, notices.id), eq(fallback.language, languages.fallback)))
    .where(
      and(
        eq(notices.merchantId, merchantId),
        eq(notices.enabled, true),
        inArray(notices.type, types),
        or(isNotNull(wanted.noticeId), isNotNull(fallback.noticeId)),
        liveAt(notices.startsAt, notices.endsAt),
      ),
    )
    .orderBy(asc(notices.sequence), desc(notices.publishedAt), desc(notices.id));
}
