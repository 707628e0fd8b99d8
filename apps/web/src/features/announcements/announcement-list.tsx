import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ficha/ui';
import { useLanguage } from '../../lib/i18n.ts';
import { contentLanguageAttributes, ContentLanguageNote } from '../../ui/content-language.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import {
  goToPage,
  initialListState,
  itemsOfPage,
  pageCountOf,
  pagerItems,
  toggleItem,
  type ListState,
} from './announcement-pages.ts';
import type { Notice } from './home-banners.ts';
import './announcement-list.css';

/**
 * Announcements as pages of 9 titles beside a detail pane (SPEC §2.5): a title opens its announcement and
 * closes it again; another page opens its first one. Below 720 px the pane sits under the titles.
 */
export function AnnouncementList({ items }: { items: readonly Notice[] }) {
  const { t, i18n } = useTranslation('content');
  const siteLanguage = useLanguage();
  const id = useId();
  const [state, setState] = useState<ListState>(initialListState);
  const pageCount = pageCountOf(items.length);
  const pageItems = itemsOfPage(items, state.page);
  const selected = state.selected === null ? undefined : pageItems[state.selected];
  const paneId = `${id}-pane`;

  if (items.length === 0) return <p className="announcement-list__empty">{t('announcement_empty')}</p>;

  return (
    <div className="announcement-list">
      <div className="announcement-list__titles">
        <ul className="announcement-list__items">
          {pageItems.map((item, index) => {
            const isOpen = state.selected === index;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="announcement-list__title"
                  aria-expanded={isOpen}
                  aria-controls={paneId}
                  onClick={() => setState(toggleItem(state, index))}
                >
                  <span {...contentLanguageAttributes(item.language, siteLanguage)}>{item.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {pageCount > 1 ? (
          <nav className="announcement-pager" aria-label={t('pager_label')}>
            <button
              type="button"
              className="announcement-pager__step"
              disabled={state.page <= 1}
              onClick={() => setState(goToPage(state, state.page - 1, pageCount))}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('pager_previous')}</span>
            </button>
            {pagerItems(state.page, pageCount).map((entry) =>
              entry.kind === 'gap' ? (
                <span key={entry.key} className="announcement-pager__gap" aria-hidden="true">
                  …
                </span>
              ) : (
                <button
                  key={entry.page}
                  type="button"
                  className="announcement-pager__page"
                  aria-current={entry.page === state.page ? 'page' : undefined}
                  aria-label={t('pager_page', { page: entry.page })}
                  onClick={() => setState(goToPage(state, entry.page, pageCount))}
                >
                  {entry.page}
                </button>
              ),
            )}
            <button
              type="button"
              className="announcement-pager__step"
              disabled={state.page >= pageCount}
              onClick={() => setState(goToPage(state, state.page + 1, pageCount))}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('pager_next')}</span>
            </button>
          </nav>
        ) : null}
      </div>
      <section id={paneId} className="announcement-list__pane" aria-live="polite">
        {selected ? (
          <article>
            <ContentLanguageNote language={selected.language} />
            <h3 className="announcement-list__heading" {...contentLanguageAttributes(selected.language, siteLanguage)}>
              {selected.title}
            </h3>
            <p className="announcement-list__time">
              {t('published', {
                date: formatDateTime(selected.time, i18n.language, { date: 'medium', time: 'short' }),
              })}
            </p>
            <div {...contentLanguageAttributes(selected.language, siteLanguage)}>
              <RichText html={selected.content} />
            </div>
          </article>
        ) : (
          <p className="announcement-list__hint">{t('announcement_choose')}</p>
        )}
      </section>
    </div>
  );
}
