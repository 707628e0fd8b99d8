import type { ConsoleFeedback } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { buttonClassName, DataTable, formatDateTime } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import { useCan } from '../../lib/use-can.ts';

/** The feedback inbox: when, who, what about, what they wrote, and its state; open ones can be answered. */
export function FeedbackTable({
  items,
  isStale,
  onAnswer,
}: {
  items: readonly ConsoleFeedback[];
  isStale: boolean;
  onAnswer: (item: ConsoleFeedback) => void;
}) {
  const { t, i18n } = useTranslation();
  const canAnswer = useCan('feedback.answer');
  return (
    <DataTable
      caption={t('feedbackInbox.caption')}
      className="feedback-table"
      isStale={isStale}
      columns={[
        t('feedbackInbox.createdAt'),
        t('feedbackInbox.sender'),
        t('feedbackInbox.type'),
        t('feedbackInbox.content'),
        t('feedbackInbox.status'),
        { label: <span className="visually-hidden">{t('feedbackInbox.actions')}</span> },
      ]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td data-label={t('feedbackInbox.createdAt')}>
            {formatDateTime(item.createdAt, i18n.language, { time: 'short' })}
          </td>
          <td data-label={t('feedbackInbox.sender')}>
            <span className="feedback-sender">{item.sender || t('feedbackInbox.anonymous')}</span>
            <span className="feedback-note">
              {item.memberId === null ? t('feedbackInbox.visitor') : t('feedbackInbox.member')}
            </span>
          </td>
          <td data-label={t('feedbackInbox.type')}>{t(`feedbackInbox.types.${item.type}`)}</td>
          <td data-label={t('feedbackInbox.content')}>
            <p className="feedback-text">{item.content}</p>
            {item.answer ? (
              <p className="feedback-note">
                {t('feedbackInbox.answeredBy', { name: item.answeredBy ?? '' })}: {item.answer}
              </p>
            ) : null}
          </td>
          <td data-label={t('feedbackInbox.status')}>
            <Badge
              label={t(`feedbackInbox.statuses.${item.status}`)}
              tone={item.status === 'open' ? 'info' : 'success'}
            />
          </td>
          <td>
            {item.status === 'open' && canAnswer ? (
              <button
                type="button"
                className={buttonClassName('secondary')}
                onClick={() => onAnswer(item)}
                aria-label={t('feedbackInbox.answerNamed', { name: item.sender || t('feedbackInbox.anonymous') })}
              >
                {t('feedbackInbox.answer')}
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
