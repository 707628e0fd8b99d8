import type { Db } from '../db/database.ts';
import { banners, notices, noticeTexts } from '../db/schema/index.ts';
import { demoBanners, demoNotices } from './demo-content.ts';

const demoLanguages = ['ES', 'EN'] as const;

/** The demo merchant's banners (one per language, with its own alternative text), marquee notices and popups. */
export async function seedContent(tx: Db, merchantId: number): Promise<void> {
  await tx.insert(banners).values(
    demoBanners.flatMap((b) =>
      demoLanguages.map((language) => ({
        merchantId,
        languages: [language],
        groupName: b.groupName,
        imageUrl: b.imageUrl,
        linkageType: b.linkageType,
        target: b.target,
        title: b[language],
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
      demoLanguages.map((language) => ({
        noticeId,
        language,
        title: notice[language][0],
        content: notice[language][1],
      })),
    );
  }
}
