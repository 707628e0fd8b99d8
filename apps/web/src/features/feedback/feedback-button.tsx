import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '../../lib/i18n.ts';
import './feedback-button.css';

const FeedbackDialog = lazy(async () => ({
  default: (await withNamespaces(['content', 'account'], () => import('./feedback-dialog.tsx'))).FeedbackDialog,
}));

/** Opens the feedback modal (SPEC §2.4: from the footer); says so once a feedback is sent. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isSent, setIsSent] = useState(false);
  return (
    <>
      <button
        type="button"
        className="feedback-button"
        onClick={() => {
          setIsSent(false);
          setIsOpen(true);
        }}
      >
        {t('footer_feedback')}
      </button>
      <p role="status" className="feedback-button__status">
        {isSent ? t('footer_feedback_sent') : ''}
      </p>
      {isOpen ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            onClose={() => setIsOpen(false)}
            onSent={() => {
              setIsOpen(false);
              setIsSent(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
