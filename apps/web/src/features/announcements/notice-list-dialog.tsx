import { useTranslation } from 'react-i18next';
import { Dialog, LoadingState } from '@ficha/ui';
import { AnnouncementList } from './announcement-list.tsx';
import { selectMarqueeNotices } from './home-banners.ts';
import { useAnnouncements } from './queries.ts';

/** The notice list (SPEC §2.5): every marquee notice, in pages of 9 with a detail pane. */
export function NoticeListDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('content');
  const notices = useAnnouncements(selectMarqueeNotices);
  return (
    <Dialog title={t('notices_title')} closeLabel={t('close')} onClose={onClose}>
      {notices.data ? <AnnouncementList items={notices.data} /> : <LoadingState label={t('loading')} />}
    </Dialog>
  );
}
