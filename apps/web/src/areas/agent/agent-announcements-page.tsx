import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { contentLanguageAttributes, ContentLanguageNote } from '../../ui/content-language.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useAgentAnnouncements } from './agent-queries.ts';

/** `agentAnnouncement`: the merchant's announcements for agents (type AG, written in the console). */
export function AgentAnnouncementsPage() {
  const { t, i18n } = useTranslation('agent');
  const errorMessage = useErrorMessage();
  const siteLanguage = useLanguage();
  const announcements = useAgentAnnouncements();
  if (announcements.isError) {
    return <ErrorState message={errorMessage(announcements.error)} onRetry={() => void announcements.refetch()} />;
  }
  if (!announcements.data) return <LoadingState label={t('loading')} />;
  if (announcements.data.list.length === 0) return <EmptyState icon="megaphone" message={t('announcements_empty')} />;
  return (
    <ul className="agent-announcements">
      {announcements.data.list.map((notice) => (
        <li key={notice.id} className="agent-card">
          <ContentLanguageNote language={notice.language} />
          <h2 className="agent-card__title" {...contentLanguageAttributes(notice.language, siteLanguage)}>
            {notice.title}
          </h2>
          <p className="agent-card__meta">
            <time dateTime={notice.time}>{formatDateTime(notice.time, i18n.language, { date: 'medium' })}</time>
          </p>
          <div {...contentLanguageAttributes(notice.language, siteLanguage)}>
            <RichText html={notice.content} />
          </div>
        </li>
      ))}
    </ul>
  );
}
