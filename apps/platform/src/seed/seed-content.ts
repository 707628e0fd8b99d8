import type { Db } from '../db/database.ts';
import { banners, notices, noticeTexts } from '../db/schema/index.ts';
import { demoBanners, demoBannerTitle, demoContentLanguages, demoNotices, demoNoticeText } from './demo-content.ts';

/**
 * The demo merchant's banners (one per language, with its own alternative text), marquee notices and popups, in
 * every language the site ships.
 */
export async function seedContent(tx: Db, merchantId: number): Promise<void> {
  await tx.insert(banners).values(
    demoBanners.flatMap((b) =>
      demoContentLanguages.map((language) => ({
        merchantId,
        languages: [language],
        groupName: b.groupName,
        imageUrl: b.imageUrl,
        linkageType: b.linkageType,
        target: b.target,
        title: demoBannerTitle(b.key, language),
        sequence: b.sequence,
        kind: 'B' as const,
      })),
    ),
  );
  for (const [sequence, notice] of demoNotices.entries()) {
    const [row] = await tx
      .insert(notices)
      .values({ merchantId, type: notice.type, execution: notice.execution, sequence })
      .returning({ id: notices.id });
    const noticeId = (row as { id: number }).id;
    await tx.insert(noticeTexts).values(
      demoContentLanguages.map((language) => ({
        noticeId,
        language,
        ...demoNoticeText(notice.key, notice.type, language),
      })),
    );
  }
}
