import { riskRuleKinds, type RiskRuleKind } from '@ficha/contract';
import { buttonClassName, EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRiskAlerts, type RiskFilters } from '../../features/risk/queries.ts';
import { RiskAlertsTable } from '../../features/risk/risk-alerts-table.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

function filtersFromSearch(search: URLSearchParams): RiskFilters {
  const status = search.get('status') ?? 'open';
  const rule = search.get('rule') ?? '';
  return {
    status: status === 'open' || status === 'closed' ? status : '',
    rule: (riskRuleKinds as readonly string[]).includes(rule) ? (rule as RiskRuleKind) : '',
  };
}

function searchOf(filters: RiskFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.rule) params.set('rule', filters.rule);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `/console/risk`: the risk and AML alert queue, open first by default (issue 21, decision 0047). */
export function RiskPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  const alerts = useRiskAlerts(filters, page);
  const applyFilters = (change: Partial<RiskFilters>) =>
    setSearchParams((current) => searchOf({ ...filtersFromSearch(current), ...change }), { replace: true });

  function renderBody() {
    if (alerts.isError && !alerts.data)
      return (
        <ErrorState
          message={errorMessage(alerts.error)}
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isFetching}
        />
      );
    if (!alerts.data) return <LoadingState />;
    return (
      <>
        {alerts.data.list.length === 0 ? (
          <EmptyState message={t('risk.empty')} />
        ) : (
          <RiskAlertsTable alerts={alerts.data.list} isStale={alerts.isPlaceholderData} />
        )}
        <Pager
          page={page}
          totalPages={Math.max(alerts.data.totalPages, page)}
          onPageChange={(next) => setSearchParams(searchOf(filters, next))}
          isBusy={alerts.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('risk.title')}</h1>
          <p className="page-intro">{t('risk.intro')}</p>
        </div>
        <Link to="/risk-rules" className={buttonClassName('secondary')}>
          {t('nav.riskRules')}
        </Link>
      </div>
      <div className="risk-filters">
        <SelectField
          label={t('risk.status')}
          options={[
            { value: '', label: t('risk.allStatuses') },
            { value: 'open', label: t('risk.statuses.open') },
            { value: 'closed', label: t('risk.statuses.closed') },
          ]}
          value={filters.status}
          onChange={(event) => applyFilters({ status: event.target.value as RiskFilters['status'] })}
        />
        <SelectField
          label={t('risk.rule')}
          options={[
            { value: '', label: t('risk.allRules') },
            ...riskRuleKinds.map((rule) => ({ value: rule, label: t(`risk.rules.${rule}`) })),
          ]}
          value={filters.rule}
          onChange={(event) => applyFilters({ rule: event.target.value as RiskFilters['rule'] })}
        />
      </div>
      {renderBody()}
    </>
  );
}
