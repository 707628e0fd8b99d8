import { useTranslation } from 'react-i18next';
import { RegisterRulesForm } from '../../features/register-rules/register-rules-form.tsx';
import { useRegisterRules } from '../../features/register-rules/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';

/** `/console/register-rules`: which registration fields are asked for, and how each is checked (SPEC §5). */
export function RegisterRulesPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const rules = useRegisterRules();

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('registerRules.title')}</h1>
        <p className="page-intro">{t('registerRules.intro')}</p>
      </div>
      {rules.data ? (
        <RegisterRulesForm rules={rules.data} />
      ) : rules.isError ? (
        <ErrorState
          message={errorMessage(rules.error)}
          onRetry={() => void rules.refetch()}
          isRetrying={rules.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
