import { useTranslation } from 'react-i18next';
import { Dialog } from '@ficha/ui';
import { AnnouncementList } from './announcement-list.tsx';
import type { Notice } from './home-banners.ts';

/** The announcement popup: the popups for this visitor or member, in pages of 9 with a detail pane. */
export function AnnouncementPopup({ items, onClose }: { items: readonly Notice[]; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Dialog title={t('in_increase_announcement')} closeLabel={t('close')} onClose={onClose}>
      <AnnouncementList items={items} />
    </Dialog>
  );
}
