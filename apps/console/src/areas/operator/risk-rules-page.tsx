import { ErrorState, LoadingState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useRiskRules } from '../../features/risk/queries.ts';
import { RiskRuleCard } from '../../features/risk/risk-rule-card.tsx';
import '../../features/risk/risk.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';

/** `/console/risk-rules`: the merchant's risk and AML rules, each on or off with its values (decision 0047). */
export function RiskRulesPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const rules = useRiskRules();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('risk.rulesTitle')}</h1>
        <p className="page-intro">{t('risk.rulesIntro')}</p>
      </div>
      {rules.data ? (
        <div className="risk-rules">
          {rules.data.rules.map((rule) => (
            <RiskRuleCard key={`${rule.rule}-${JSON.stringify(rule)}`} rule={rule} />
          ))}
        </div>
      ) : rules.isError ? (
        <ErrorState message={errorMessage(rules.error)} onRetry={() => void rules.refetch()} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
