import {
  DomainError,
  type BannerInput,
  type ConsoleBanner,
  type ConsoleNotice,
  type ConsoleNoticeType,
  type LanguageCode,
  type NoticeInput,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { BannerRow, NoticeRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import type { BannerImageService } from './banner-images.service.ts';
import { contentLanguagesOf } from './content-languages.ts';
import {
  deleteBannerRow,
  deleteNoticeRow,
  insertBanner,
  insertNotice,
  listBanners,
  listNotices,
  lockBanner,
  lockNotice,
  replaceNoticeTexts,
  textsOf,
  updateBannerRow,
  updateNoticeRow,
  type BannerValues,
  type NoticeText,
  type NoticeValues,
} from './console-content.queries.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const dateOf = (at: string | null) => (at ? new Date(at) : null);

function toConsoleBanner(row: BannerRow): ConsoleBanner {
  return {
    id: row.id,
    kind: row.kind,
    groupName: row.groupName,
    imageUrl: row.imageUrl,
    linkageType: row.linkageType,
    target: row.target,
    title: row.title,
    languages: row.languages as LanguageCode[],
    sequence: row.sequence,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toConsoleNotice(row: NoticeRow, texts: NoticeText[]): ConsoleNotice {
  return {
    id: row.id,
    type: row.type,
    execution: row.execution,
    texts: texts.map((t) => ({ ...t, language: t.language as LanguageCode })),
    sequence: row.sequence,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    enabled: row.enabled,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function bannerValues(input: BannerInput): BannerValues {
  return {
    kind: input.kind,
    groupName: input.groupName,
    imageUrl: input.imageUrl,
    linkageType: input.linkageType,
    target: input.linkageType === 'NONE' ? null : input.target,
    title: input.title,
    languages: [...new Set(input.languages)],
    sequence: input.sequence,
    startsAt: dateOf(input.startsAt),
    endsAt: dateOf(input.endsAt),
    enabled: input.enabled,
  };
}

function noticeValues(input: NoticeInput): NoticeValues {
  return {
    type: input.type,
    execution: input.type === 'PU' ? input.execution : null,
    sequence: input.sequence,
    startsAt: dateOf(input.startsAt),
    endsAt: dateOf(input.endsAt),
    enabled: input.enabled,
  };
}

/**
 * The console's editing of banners, marquee notices and popups, always inside the operator's merchant (a row
 * of another merchant is `not_found`), each change audited in its own transaction. The public read is not
 * cached, so an edit shows on the next read.
 */
export function createConsoleContentService(
  db: Db,
  deps: { audit: AuditService; bannerImages: Pick<BannerImageService, 'assertUsable'> },
) {
  return {
    async banners(merchantId: number) {
      return { list: (await listBanners(db, merchantId)).map(toConsoleBanner) };
    },

    async createBanner(merchantId: number, input: BannerInput, actor: Actor): Promise<ConsoleBanner> {
      const row = await db.transaction(async (tx) => {
        await deps.bannerImages.assertUsable(tx, merchantId, input.imageUrl);
        const created = await insertBanner(tx, merchantId, bannerValues(input));
        const after = toConsoleBanner(created);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'content.banner.create',
          target: `banner:${created.id}`,
          before: null,
          after,
        });
        return after;
      });
      return row;
    },

    async updateBanner(merchantId: number, id: number, input: BannerInput, actor: Actor): Promise<ConsoleBanner> {
      return db.transaction(async (tx) => {
        const current = await lockBanner(tx, merchantId, id);
        if (!current) throw new DomainError('not_found');
        await deps.bannerImages.assertUsable(tx, merchantId, input.imageUrl);
        const after = toConsoleBanner(await updateBannerRow(tx, id, bannerValues(input)));
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'content.banner.update',
          target: `banner:${id}`,
          before: toConsoleBanner(current),
          after,
        });
        return after;
      });
    },

    async deleteBanner(merchantId: number, id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const current = await lockBanner(tx, merchantId, id);
        if (!current) throw new DomainError('not_found');
        await deleteBannerRow(tx, id);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'content.banner.delete',
          target: `banner:${id}`,
          before: toConsoleBanner(current),
          after: null,
        });
      });
      return { id };
    },

    async notices(merchantId: number, type?: ConsoleNoticeType) {
      const rows = await listNotices(db, merchantId, type ? [type] : ['PL', 'PU', 'H', 'AG']);
      const texts = await textsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        list: rows.map((r) => toConsoleNotice(r, texts.get(r.id) ?? [])),
        languages: await contentLanguagesOf(db, merchantId),
      };
    },

    async createNotice(merchantId: number, input: NoticeInput, actor: Actor): Promise<ConsoleNotice> {
      return db.transaction(async (tx) => {
        const created = await insertNotice(tx, merchantId, noticeValues(input));
        await replaceNoticeTexts(tx, created.id, input.texts);
        const after = toConsoleNotice(created, input.texts);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'content.notice.create',
          target: `notice:${created.id}`,
          before: null,
          after,
        });
        return after;
      });
    },

    async updateNotice(merchantId: number, id: number, input: NoticeInput, actor: Actor): Promise<ConsoleNotice> {
      return db.transaction(async (tx) => {
        const current = await lockNotice(tx, merchantId, id);
        if (!current) throw new DomainError('not_found');
        const before = toConsoleNotice(current, (await textsOf(tx, [id])).get(id) ?? []);
        const updated = await updateNoticeRow(tx, id, noticeValues(input));
        await replaceNoticeTexts(tx, id, input.texts);
        const after = toConsoleNotice(updated, input.texts);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'content.notice.update',
          target: `notice:${id}`,
          before,
          after,
        });
        return after;
      });
    },

    async deleteNotice(merchantId: number, id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const current = await lockNotice(tx, merchantId, id);
        if (!current) throw new DomainError('not_found');
        const before = toConsoleNotice(current, (await textsOf(tx, [id])).get(id) ?? []);
        await deleteNoticeRow(tx, id);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'content.notice.delete',
          target: `notice:${id}`,
          before,
          after: null,
        });
      });
      return { id };
    },
  };
}

export type ConsoleContentService = ReturnType<typeof createConsoleContentService>;
