import { buttonClassName, Dialog, LoadingState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from './alert-message.tsx';

export interface ProofImageDialogProps {
  isOpen: boolean;
  title: string;
  /** The image as a data URL once fetched. */
  src: string | null;
  alt: string;
  className: string;
  /** Why the image could not be fetched. */
  errorMessage: string | null;
  onClose: () => void;
}

/** An image a player sent (a deposit's or a withdrawal's proof), loading until it arrives, with Close. */
export function ProofImageDialog({ isOpen, title, src, alt, className, errorMessage, onClose }: ProofImageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isBackdropDismissible={false}
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
          {t('dialog.close')}
        </button>
      }
    >
      {errorMessage ? <AlertMessage message={errorMessage} /> : null}
      {src ? <img className={className} src={src} alt={alt} /> : errorMessage ? null : <LoadingState />}
    </Dialog>
  );
}
