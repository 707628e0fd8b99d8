import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';
import { requestChangePassword } from './change-password-event.ts';
import { SecuritySection } from './security-section.tsx';

/** "Contraseña de acceso": the change itself happens in the app's change-password modal. */
export function PasswordSection() {
  const { t } = useTranslation('member');
  return (
    <SecuritySection title={t('login_password_title')} description={t('login_password_text')}>
      <div className="security-form__actions">
        <Button variant="secondary" aria-haspopup="dialog" onClick={requestChangePassword}>
          {t('change_password')}
        </Button>
      </div>
    </SecuritySection>
  );
}
