import { useTranslation } from 'react-i18next';
import { PasswordPolicyForm } from '../../features/password-policy/password-policy-form.tsx';
import { usePasswordPolicy } from '../../features/password-policy/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';

/** `/console/password-policy`: default weak password, expiry, captcha threshold and new-IP verification. */
export function PasswordPolicyPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const policy = usePasswordPolicy();

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('passwordPolicy.title')}</h1>
        <p className="page-intro">{t('passwordPolicy.intro')}</p>
      </div>
      {policy.data ? (
        <PasswordPolicyForm policy={policy.data} />
      ) : policy.isError ? (
        <ErrorState
          message={errorMessage(policy.error)}
          onRetry={() => void policy.refetch()}
          isRetrying={policy.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
