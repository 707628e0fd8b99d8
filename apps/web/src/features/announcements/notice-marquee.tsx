import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { EmptyState, ErrorState, Icon, LoadingState } from '@ficha/ui';
import { selectMarqueeNotices } from './home-banners.ts';
import { useAnnouncements } from './queries.ts';
import { useLanguage, withNamespaces } from '../../lib/i18n.ts';
import { contentLanguageAttributes } from '../../ui/content-language.tsx';
import './notice-marquee.css';

const NoticeListDialog = lazy(async () => ({
  default: (await withNamespaces(['content'], () => import('./notice-list-dialog.tsx'))).NoticeListDialog,
}));

/** Scrolling speed: seconds per character, with a floor so short lines stay readable. */
const secondsPerCharacter = 0.18;
const minimumDurationSeconds = 12;

/** The home page's notice marquee: the titles of the player notices, scrolling. */
export function NoticeMarquee() {
  const { t } = useTranslation('home');
  const siteLanguage = useLanguage();
  const errorMessage = useErrorMessage();
  const notices = useAnnouncements(selectMarqueeNotices);
  const [isListOpen, setIsListOpen] = useState(false);

  let content;
  if (notices.isPending) content = <LoadingState label={t('notices_loading')} />;
  else if (notices.isError) {
    content = (
      <ErrorState
        message={errorMessage(notices.error)}
        retryLabel={t('retry')}
        onRetry={() => void notices.refetch()}
        isRetrying={notices.isFetching}
      />
    );
  } else if (notices.data.length === 0) content = <EmptyState message={t('notices_empty')} />;
  else {
    const characters = notices.data.reduce((sum, notice) => sum + notice.title.length, 0);
    const style = {
      '--marquee-duration': `${Math.max(minimumDurationSeconds, characters * secondsPerCharacter)}s`,
    } as CSSProperties;
    content = (
      <div className="notice-marquee">
        <span className="notice-marquee__icon">
          <Icon name="megaphone" />
        </span>
        <div className="notice-marquee__viewport">
          <ul className="notice-marquee__track" style={style}>
            {notices.data.map((notice) => (
              <li
                key={notice.id}
                className="notice-marquee__item"
                {...contentLanguageAttributes(notice.language, siteLanguage)}
              >
                {notice.title}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="notice-marquee__all" onClick={() => setIsListOpen(true)}>
          {t('notices_all')}
        </button>
      </div>
    );
  }

  return (
    <section className="home-notices" aria-labelledby="home-notices-title">
      <h2 id="home-notices-title" className="visually-hidden">
        {t('notices')}
      </h2>
      {content}
      {isListOpen ? (
        <Suspense fallback={null}>
          <NoticeListDialog onClose={() => setIsListOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
