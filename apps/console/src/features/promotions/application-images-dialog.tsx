import { buttonClassName, Dialog, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useApplicationImage, type ConsoleApplicationRow } from './application-queries.ts';

/** An application's comment and images (one at a time, 1 to 3), as the player sent them. */
export function ApplicationImagesDialog({
  application,
  onClose,
}: {
  application: ConsoleApplicationRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [position, setPosition] = useState(1);
  const image = useApplicationImage(application && application.imageCount > 0 ? application.id : null, position);
  const close = () => {
    setPosition(1);
    onClose();
  };
  return (
    <Dialog
      isBackdropDismissible={false}
      isOpen={application !== null}
      title={t('applications.viewTitle', { member: application?.username ?? '' })}
      onClose={close}
      footer={
        <button type="button" className={buttonClassName('secondary')} onClick={close}>
          {t('dialog.close')}
        </button>
      }
    >
      {application ? (
        <div className="application-view">
          <p className="application-view__comment" dir="auto">
            {application.comment || t('applications.noComment')}
          </p>
          {application.imageCount > 1 ? (
            <div className="application-view__pages" role="group" aria-label={t('applications.images')}>
              {Array.from({ length: application.imageCount }, (_, index) => index + 1).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={buttonClassName(n === position ? 'primary' : 'secondary', 'small')}
                  aria-pressed={n === position}
                  onClick={() => setPosition(n)}
                >
                  {t('applications.imageN', { n })}
                </button>
              ))}
            </div>
          ) : null}
          {application.imageCount === 0 ? (
            <p>{t('applications.noImages')}</p>
          ) : image.isError ? (
            <AlertMessage message={errorMessage(image.error)} />
          ) : image.data ? (
            <img
              className="application-view__image"
              src={image.data}
              alt={t('applications.imageAlt', { n: position, member: application.username })}
            />
          ) : (
            <LoadingState />
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
