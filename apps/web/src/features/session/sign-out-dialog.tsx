import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@ficha/ui';
import { useSession } from '../../lib/use-session.ts';

export interface SignOutDialogProps {
  onClose: () => void;
}

/** SPEC §4 "Logout": the confirmation (`in_sure_logout`), then the sign-out with its progress. */
export function SignOutDialog({ onClose }: SignOutDialogProps) {
  const { t } = useTranslation('account');
  const session = useSession();
  const [isBusy, setIsBusy] = useState(false);

  const handleConfirm = () => {
    setIsBusy(true);
    void session.signOut().finally(() => setIsBusy(false));
  };

  return (
    <ConfirmDialog
      title={t('in_sign_out')}
      message={t('in_sure_logout')}
      confirmLabel={t('confirm')}
      cancelLabel={t('label_cancel')}
      closeLabel={t('close')}
      onConfirm={handleConfirm}
      onCancel={onClose}
      isBusy={isBusy}
    />
  );
}
