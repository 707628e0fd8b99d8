import { businessConstants, freePlay, type LoginChallenge, type LoginResult } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Button, Dialog, Spinner, Tabs } from '@ficha/ui';
import { canFreePlay, loginTabs, type LoginTab, type Modules } from './auth-modules.ts';
import type { LoginNotice } from '../../lib/auth-modal-store.ts';
import { FormError } from '../../ui/form-error.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginVerification } from './login-verification.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';
import '../../ui/auth-forms.css';

export interface LoginDialogProps {
  modules: Modules;
  initialUsername?: string;
  notice?: LoginNotice;
  /** A login worked (password empty for SMS, free play and verification): start the session. */
  onLoggedIn: (result: LoginResult, password: string) => Promise<void>;
  onOpenRegister: () => void;
  onOpenForgotPassword: () => void;
  onClose: () => void;
}

/** The operating system the free-play call reports, as far as the browser tells. */
function browserOs(): string {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return (data?.platform || navigator.platform || 'web').slice(0, 32);
}

/**
 * The login popup (SPEC §2.5, §4 "Login"): "Usuario" and, with code login on, "SMS" tabs; the forgot-password
 * and register links; free play when FREEPLAY3 is on; the verification step a new IP may need.
 */
export function LoginDialog({
  modules,
  initialUsername,
  notice,
  onLoggedIn,
  onOpenRegister,
  onOpenForgotPassword,
  onClose,
}: LoginDialogProps) {
  const { t } = useTranslation('account');
  const tabs = loginTabs(modules);
  const [tab, setTab] = useState<LoginTab>('username');
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const trial = useMutation({
    mutationFn: async () => {
      const result = await apiClient.call(freePlay, { platform: businessConstants.platform, os: browserOs() });
      await onLoggedIn(result, '');
    },
  });

  const handleVerified = (result: LoginResult) => onLoggedIn(result, '');

  let body;
  if (challenge) {
    body = <LoginVerification challenge={challenge} onVerified={handleVerified} onBack={() => setChallenge(null)} />;
  } else {
    const form =
      tab === 'sms' ? (
        <SmsLoginForm onLoggedIn={(result) => onLoggedIn(result, '')} onChallenge={setChallenge} />
      ) : (
        <LoginForm
          portal="player"
          initialUsername={initialUsername}
          onLoggedIn={onLoggedIn}
          onChallenge={setChallenge}
          onForgotPassword={onOpenForgotPassword}
        />
      );
    body =
      tabs.length > 1 ? (
        <Tabs
          label={t('local_login_way')}
          items={tabs.map((id) => ({ id, label: t(id === 'sms' ? 'login_tab_sms' : 'login_tab_username') }))}
          selectedId={tab}
          onSelect={setTab}
        >
          {form}
        </Tabs>
      ) : (
        form
      );
  }

  return (
    <Dialog title={t('login_title')} closeLabel={t('close')} onClose={onClose} size="small">
      {notice ? (
        <p className="auth-notice" role="status">
          {t(notice === 'session_lost' ? 'notice_session_lost' : 'after_reset_pass')}
        </p>
      ) : null}
      {body}
      {challenge ? null : (
        <div className="auth-dialog__footer">
          {canFreePlay(modules) ? (
            <>
              <Button
                variant="secondary"
                className="auth-form__submit"
                onClick={() => trial.mutate()}
                disabled={trial.isPending}
                aria-busy={trial.isPending}
              >
                {trial.isPending ? <Spinner /> : null}
                {t('in_free_trial')}
              </Button>
              <FormError error={trial.error} />
            </>
          ) : null}
          <p className="auth-dialog__switch">
            {t('no_account')}{' '}
            <button type="button" className="auth-form__link" onClick={onOpenRegister}>
              {t('in_register_now')}
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
