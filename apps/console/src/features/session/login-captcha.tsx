import { useTranslation } from 'react-i18next';
import { buttonClassName, TextField } from '@ficha/ui';
import './login-captcha.css';

export interface LoginCaptchaProps {
  /** The PNG as base64, or null while it loads. */
  image: string | null;
  /** Why the picture could not be loaded. */
  loadError: string | null;
  answer: string;
  onAnswerChange: (answer: string) => void;
  onRefresh: () => void;
}

/** The image captcha the server asks for after failed sign-ins: the picture, a new one on request, the answer. */
export function LoginCaptcha({ image, loadError, answer, onAnswerChange, onRefresh }: LoginCaptchaProps) {
  const { t } = useTranslation();
  return (
    <div className="login-captcha">
      <div className="login-captcha-image">
        {image ? (
          <img src={`data:image/png;base64,${image}`} alt={t('login.captchaImage')} width={150} height={50} />
        ) : (
          <span className="page-meta">{loadError ?? t('states.loading')}</span>
        )}
        <button type="button" className={buttonClassName('secondary')} onClick={onRefresh}>
          {t('login.captchaRefresh')}
        </button>
      </div>
      <TextField
        label={t('login.captcha')}
        hint={t('login.captchaHint')}
        name="captcha"
        value={answer}
        onChange={(event) => onAnswerChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        required
      />
    </div>
  );
}
