import type { ConsoleFeedback } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, formatDateTime, RowAction } from '@ficha/ui';
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
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        {
          label: t('feedbackInbox.createdAt'),
          cell: (item) => formatDateTime(item.createdAt, i18n.language, { time: 'short' }),
        },
        {
          label: t('feedbackInbox.sender'),
          cell: (item) => (
            <>
              <span className="feedback-sender">{item.sender || t('feedbackInbox.anonymous')}</span>
              <span className="feedback-note">
                {item.memberId === null ? t('feedbackInbox.visitor') : t('feedbackInbox.member')}
              </span>
            </>
          ),
        },
        { label: t('feedbackInbox.type'), cell: (item) => t(`feedbackInbox.types.${item.type}`) },
        {
          label: t('feedbackInbox.content'),
          cell: (item) => (
            <>
              <p className="feedback-text">{item.content}</p>
              {item.answer ? (
                <p className="feedback-note">
                  {t('feedbackInbox.answeredBy', { name: item.answeredBy ?? '' })}: {item.answer}
                </p>
              ) : null}
            </>
          ),
        },
        {
          label: t('feedbackInbox.status'),
          cell: (item) => (
            <Badge
              label={t(`feedbackInbox.statuses.${item.status}`)}
              tone={item.status === 'open' ? 'info' : 'success'}
            />
          ),
        },
        {
          label: t('feedbackInbox.actions'),
          isLabelHidden: true,
          cell: (item) =>
            item.status === 'open' && canAnswer ? (
              <RowAction
                label={t('feedbackInbox.answer')}
                onClick={() => onAnswer(item)}
                aria-label={t('feedbackInbox.answerNamed', { name: item.sender || t('feedbackInbox.anonymous') })}
              />
            ) : null,
        },
      ]}
    />
  );
}
