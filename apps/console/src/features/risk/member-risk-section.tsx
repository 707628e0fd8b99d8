import { useTranslation } from 'react-i18next';
import { useRiskAlerts } from './queries.ts';
import { RiskAlertsTable } from './risk-alerts-table.tsx';

/** The player's risk alerts, open and closed, on the member page (decision 0047). */
export function MemberRiskSection({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const alerts = useRiskAlerts({ status: '', rule: '', memberId }, 1);
  return (
    <section className="card" aria-labelledby="member-risk-title">
      <h2 id="member-risk-title" className="card-title">
        {t('risk.memberTitle')}
      </h2>
      {!alerts.data ? (
        <p>{alerts.isError ? t('risk.memberUnavailable') : t('states.loading')}</p>
      ) : alerts.data.list.length === 0 ? (
        <p>{t('risk.memberNone')}</p>
      ) : (
        <RiskAlertsTable alerts={alerts.data.list} />
      )}
    </section>
  );
}
