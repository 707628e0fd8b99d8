import { formatDateTime } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberSupportHistory } from './queries.ts';

/** The member detail page's support chat: the player's latest messages and a link into the inbox. */
export function MemberSupportHistory({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const history = useMemberSupportHistory(memberId);
  const data = history.data;
  return (
    <section className="card member-support" aria-labelledby="member-support-title">
      <h2 id="member-support-title" className="card-title">
        {t('support.historyTitle')}
      </h2>
      {data && data.conversation ? (
        <>
          <p>
            <Link
              to={`/support?${data.conversation.status === 'closed' ? 'status=closed&' : ''}c=${data.conversation.id}`}
            >
              {t('support.openInInbox')}
            </Link>
          </p>
          <ol className="member-support__list">
            {data.messages.map((m) => (
              <li key={m.id}>
                <span className="member-support__meta">
                  {formatDateTime(m.createdAt, i18n.language, { time: 'short' })} ·{' '}
                  {m.author === 'operator' ? (m.operatorName ?? '') : data.conversation?.customerName}
                </span>
                <span className="member-support__text">{m.text || t('support.imageMessage')}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>{data ? t('support.noHistory') : t('states.loading')}</p>
      )}
    </section>
  );
}
