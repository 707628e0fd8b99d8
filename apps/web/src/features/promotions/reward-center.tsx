import { Button, formatDateTime, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useClaimPromotion, useIssuedRewards, useMyApplications } from './queries.ts';

/**
 * The reward center on `/promotions` (rewardCenter, decision 0077): the rewards the operator issued to the member,
 * each claimed once with its button, and the member's applications with their status and, when rejected, the
 * reason. Shows nothing while both are empty.
 */
export function RewardCenter() {
  const { t, i18n } = useTranslation('promo');
  const errorMessage = useErrorMessage();
  const issued = useIssuedRewards();
  const applications = useMyApplications();
  const claim = useClaimPromotion();
  const rewards = issued.data ?? [];
  const applied = applications.data ?? [];
  if (rewards.length === 0 && applied.length === 0 && !claim.isSuccess) return null;

  return (
    <section className="reward-center" aria-labelledby="reward-center-title">
      <h2 id="reward-center-title" className="reward-center__title">
        {t('reward_center')}
        {rewards.length > 0 ? <span className="reward-center__badge">{rewards.length}</span> : null}
      </h2>
      {rewards.length > 0 ? (
        <ul className="reward-center__list">
          {rewards.map((reward) => (
            <li key={reward.id} className="reward-center__item">
              <div>
                <p className="reward-center__name" dir="auto">
                  {reward.title}
                </p>
                <p className="reward-center__meta">
                  {t('issued_amount', { amount: moneyText(reward.amount, i18n.language) })} ·{' '}
                  {t('issued_until', { date: formatDateTime(reward.endsAt, i18n.language) })}
                </p>
              </div>
              <Button
                disabled={claim.isPending}
                aria-busy={claim.isPending}
                onClick={() => claim.mutate({ id: reward.promotionId, kind: 'issued' })}
              >
                {t('state_claim')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {claim.isSuccess ? (
        <p className="promotion-action__status" role="status">
          {t('claim_done', { amount: moneyText(claim.data.claim.amount, i18n.language) })}
        </p>
      ) : null}
      {claim.isError ? (
        <p className="promotion-action__error" role="alert">
          {errorMessage(claim.error)}
        </p>
      ) : null}
      {applied.length > 0 ? (
        <>
          <h3 className="reward-center__subtitle">{t('my_applications')}</h3>
          <ul className="reward-center__list">
            {applied.map((application) => (
              <li key={application.id} className="reward-center__item">
                <div>
                  <p className="reward-center__name" dir="auto">
                    {application.title}
                  </p>
                  <p className="reward-center__meta">
                    {formatDateTime(application.createdAt, i18n.language)} ·{' '}
                    {t(`application_status_${application.status}`)}
                    {application.amount === null ? '' : ` · ${moneyText(application.amount, i18n.language)}`}
                  </p>
                  {application.status === 'rejected' && application.reason ? (
                    <p className="reward-center__reason" dir="auto">
                      {t('application_reason', { reason: application.reason })}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
