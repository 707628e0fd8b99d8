import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { ConvertForm } from '../../features/points/convert-form.tsx';
import { EarningRules } from '../../features/points/earning-rules.tsx';
import { PointBalanceCard } from '../../features/points/point-balance-card.tsx';
import { pointBalanceQuery, pointConfigQuery, pointRewardsQuery } from '../../features/points/queries.ts';
import { RankCard } from '../../features/points/rank-card.tsx';
import { RedeemRecords } from '../../features/points/redeem-records.tsx';
import { RewardCatalog } from '../../features/points/reward-catalog.tsx';
import '../../ui/card.css';
import './point-mall-page.css';

/**
 * `/pointMall` (SPEC §3 points mall, decision 0055): the balance and the VIP rank, how points are earned, the
 * rewards with their stock and a redeem dialog, the conversion to cash or bonus, and the redeem records.
 */
export function PointMallPage() {
  const { t, i18n } = useTranslation('points');
  const errorMessage = useErrorMessage();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const balance = useQuery(pointBalanceQuery());
  const config = useQuery(pointConfigQuery());
  const rewards = useQuery(pointRewardsQuery());

  const failed = [balance, config, rewards].find((q) => q.isError);
  let body;
  if (failed)
    body = (
      <ErrorState
        message={errorMessage(failed.error)}
        retryLabel={t('retry')}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    );
  else if (!balance.data || !config.data || !rewards.data) body = <LoadingState label={t('loading')} />;
  else {
    const points = balance.data.pointBalance;
    body = (
      <>
        <div className="point-mall__top">
          <PointBalanceCard points={points} locale={locale} />
          <RankCard />
        </div>
        <RewardCatalog rewards={rewards.data} balance={points} locale={locale} />
        <div className="point-mall__bottom">
          <EarningRules config={config.data} locale={locale} />
          <ConvertForm config={config.data} balance={points} locale={locale} />
          <RedeemRecords locale={locale} />
        </div>
      </>
    );
  }

  return (
    <div className="point-mall">
      <h1 className="point-mall__title">{t('title')}</h1>
      {body}
    </div>
  );
}
