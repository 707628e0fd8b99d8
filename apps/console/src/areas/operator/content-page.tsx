import type { ConsoleBanner, ConsoleNotice, ConsoleNoticeType } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../features/announcements/announcements.css';
import { BannerEditDialog } from '../../features/announcements/banner-edit-dialog.tsx';
import { BannersTable } from '../../features/announcements/banners-table.tsx';
import { HelpSection } from '../../features/announcements/help-section.tsx';
import { NoticeEditDialog } from '../../features/announcements/notice-edit-dialog.tsx';
import { NoticesTable } from '../../features/announcements/notices-table.tsx';
import {
  useConsoleBanners,
  useConsoleNotices,
  useDeleteBanner,
  useDeleteNotice,
} from '../../features/announcements/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { buttonClassName, ConfirmDialog, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useCan } from '../../lib/use-can.ts';

type Deletion = { kind: 'banner'; item: ConsoleBanner } | { kind: 'notice'; item: ConsoleNotice };

/** `/console/content`: the site's banners, marquee notices, popups and help sections, each with its editor. */
export function ContentPage() {
  const { t } = useTranslation();
  const canManage = useCan('content.manage');
  const { errorMessage } = useErrorMessage();
  const banners = useConsoleBanners();
  const [editedBanner, setEditedBanner] = useState<ConsoleBanner | 'new' | null>(null);
  const [editedMarquee, setEditedMarquee] = useState<ConsoleNotice | 'new' | null>(null);
  const [editedPopup, setEditedPopup] = useState<ConsoleNotice | 'new' | null>(null);
  const [editedAgentNotice, setEditedAgentNotice] = useState<ConsoleNotice | 'new' | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const deleteBanner = useDeleteBanner();
  const deleteNotice = useDeleteNotice();
  const deleting = deletion?.kind === 'banner' ? deleteBanner : deleteNotice;

  function renderBanners() {
    if (banners.isError)
      return <ErrorState message={errorMessage(banners.error)} onRetry={() => void banners.refetch()} />;
    if (!banners.data) return <LoadingState />;
    if (banners.data.list.length === 0) return <EmptyState message={t('announcements.noBanners')} />;
    return (
      <BannersTable
        banners={banners.data.list}
        onEdit={setEditedBanner}
        onDelete={(item) => setDeletion({ kind: 'banner', item })}
      />
    );
  }

  function confirmDeletion() {
    if (!deletion) return;
    const done = { onSuccess: () => setDeletion(null) };
    if (deletion.kind === 'banner') deleteBanner.mutate(deletion.item.id, done);
    else deleteNotice.mutate(deletion.item.id, done);
  }

  const deletionName = deletion?.kind === 'banner' ? deletion.item.title : (deletion?.item.texts[0]?.title ?? '');

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('announcements.title')}</h1>
        <p className="page-intro">{t('announcements.intro')}</p>
      </div>
      <div className="announcement-sections">
        <section aria-labelledby="content-banners-title">
          <div className="announcement-section-head">
            <h2 id="content-banners-title" className="card-title">
              {t('announcements.bannersTitle')}
            </h2>
            {canManage ? (
              <button type="button" className={buttonClassName('primary')} onClick={() => setEditedBanner('new')}>
                {t('announcements.bannerNew')}
              </button>
            ) : null}
          </div>
          {renderBanners()}
        </section>
        <NoticeSection type="PL" onEdit={setEditedMarquee} onDelete={(item) => setDeletion({ kind: 'notice', item })} />
        <NoticeSection type="PU" onEdit={setEditedPopup} onDelete={(item) => setDeletion({ kind: 'notice', item })} />
        <NoticeSection
          type="AG"
          onEdit={setEditedAgentNotice}
          onDelete={(item) => setDeletion({ kind: 'notice', item })}
        />
        <HelpSection />
      </div>
      <BannerEditDialog banner={editedBanner} onClose={() => setEditedBanner(null)} />
      <NoticeEditDialog type="PL" notice={editedMarquee} onClose={() => setEditedMarquee(null)} />
      <NoticeEditDialog type="PU" notice={editedPopup} onClose={() => setEditedPopup(null)} />
      <NoticeEditDialog type="AG" notice={editedAgentNotice} onClose={() => setEditedAgentNotice(null)} />
      <ConfirmDialog
        isOpen={deletion !== null}
        title={t('announcements.deleteTitle')}
        message={t('announcements.deleteMessage', { name: deletionName })}
        confirmLabel={t('announcements.delete')}
        onConfirm={confirmDeletion}
        onCancel={() => {
          deleting.reset();
          setDeletion(null);
        }}
        isBusy={deleting.isPending}
        error={deleting.isError ? errorMessage(deleting.error) : null}
      />
    </>
  );
}

function NoticeSection({
  type,
  onEdit,
  onDelete,
}: {
  type: ConsoleNoticeType;
  onEdit: (notice: ConsoleNotice | 'new') => void;
  onDelete: (notice: ConsoleNotice) => void;
}) {
  const { t } = useTranslation();
  const canManage = useCan('content.manage');
  const { errorMessage } = useErrorMessage();
  const notices = useConsoleNotices(type);
  const titleId = `content-notices-${type}`;
  let body;
  if (notices.isError)
    body = <ErrorState message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />;
  else if (!notices.data) body = <LoadingState />;
  else if (notices.data.list.length === 0) body = <EmptyState message={t(`announcements.noNotices.${type}`)} />;
  else {
    body = (
      <NoticesTable
        type={type}
        notices={notices.data.list}
        languages={notices.data.languages}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <div className="announcement-section-head">
        <h2 id={titleId} className="card-title">
          {t(`announcements.noticesTitle.${type}`)}
        </h2>
        {canManage ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => onEdit('new')}>
            {t(`announcements.noticeNew.${type}`)}
          </button>
        ) : null}
      </div>
      {type === 'PU' ? <p className="card-hint">{t('announcements.popupHint')}</p> : null}
      {type === 'AG' ? <p className="card-hint">{t('announcements.agentHint')}</p> : null}
      {body}
    </section>
  );
}
