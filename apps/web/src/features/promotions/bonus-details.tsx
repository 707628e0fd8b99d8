import type { MemberBonus } from '@ficha/contract';
import { Button, ConfirmDialog, EmptyState, ErrorState, formatDateTime, LoadingState, moneyText } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { contributionRows, wageringPercent } from './bonus-progress.ts';
import { useBonusDetails, useForfeitBonus } from './queries.ts';
import '../../ui/card.css';
import './promotions.css';

/** One bonus: status, amounts, wagering progress, what counts towards it, its limits and expiry; forfeit. */
function BonusCard({ bonus, onForfeit }: { bonus: MemberBonus; onForfeit: () => void }) {
  const { t, i18n } = useTranslation('promo');
  const { t: lobbyText } = useTranslation('lobby');
  const money = (amount: number) => moneyText(amount, i18n.language);
  const percent = wageringPercent(bonus.wagered, bonus.requirement);
  const isActive = bonus.status === 'active';
  return (
    <article className="card bonus-card" aria-label={t('bonus_amount', { amount: money(bonus.amount) })}>
      <div className="bonus-card__head">
        <h2 className="card__title">{t('bonus_amount', { amount: money(bonus.amount) })}</h2>
        <span className={`bonus-card__status bonus-card__status--${bonus.status}`}>
          {t(`bonus_status_${bonus.status}`)}
        </span>
      </div>
      {isActive ? <p className="bonus-card__held">{t('bonus_held', { amount: money(bonus.held) })}</p> : null}
      <div className="bonus-card__progress">
        <p className="card__note">
          {t('bonus_progress', { wagered: money(bonus.wagered), requirement: money(bonus.requirement) })}
        </p>
        <progress
          className="bonus-card__bar"
          max={100}
          value={percent}
          aria-label={t('bonus_progress_label')}
          aria-valuetext={`${percent} %`}
        />
      </div>
      <div>
        <h3 className="bonus-card__heading">{t('bonus_contributions')}</h3>
        <ul className="bonus-card__contributions">
          {contributionRows(bonus.contributions).map(([type, pct]) => (
            <li key={type}>
              <span>{lobbyText(`type_${type}` as 'type_RNG', { defaultValue: type })}</span>
              <span>{pct} %</span>
            </li>
          ))}
          <li>
            <span>{t('bonus_other_games')}</span>
            <span>{bonus.defaultContributionPct} %</span>
          </li>
        </ul>
      </div>
      <ul className="bonus-card__limits">
        {bonus.maxBet !== null ? <li>{t('bonus_max_bet', { amount: money(bonus.maxBet) })}</li> : null}
        {bonus.maxCashout !== null ? <li>{t('bonus_max_cashout', { amount: money(bonus.maxCashout) })}</li> : null}
        <li>
          {bonus.endedAt
            ? t('bonus_ended', { date: formatDateTime(bonus.endedAt, i18n.language) })
            : t('bonus_expires', { date: formatDateTime(bonus.expiresAt, i18n.language) })}
        </li>
      </ul>
      {isActive ? (
        <Button variant="danger" className="bonus-card__forfeit" onClick={onForfeit}>
          {t('forfeit')}
        </Button>
      ) : null}
    </article>
  );
}

/** The member centre's bonus details (`/wps/member/bonuses`): each bonus, newest first; forfeit asks first. */
export function BonusDetails() {
  const { t, i18n } = useTranslation('promo');
  const errorMessage = useErrorMessage();
  const bonuses = useBonusDetails();
  const forfeit = useForfeitBonus();
  const [asking, setAsking] = useState<MemberBonus | null>(null);

  if (bonuses.isError) {
    return (
      <ErrorState
        message={errorMessage(bonuses.error)}
        retryLabel={t('retry')}
        onRetry={() => void bonuses.refetch()}
      />
    );
  }
  if (!bonuses.data) return <LoadingState label={t('loading')} />;
  return (
    <div className="bonus-details">
      {forfeit.isSuccess ? (
        <p className="bonus-details__status" role="status">
          {t('forfeit_done')}
        </p>
      ) : null}
      {bonuses.data.length === 0 ? (
        <EmptyState message={t('bonus_empty')} />
      ) : (
        bonuses.data.map((bonus) => (
          <BonusCard
            key={bonus.id}
            bonus={bonus}
            onForfeit={() => {
              forfeit.reset();
              setAsking(bonus);
            }}
          />
        ))
      )}
      {asking ? (
        <ConfirmDialog
          title={t('forfeit_title')}
          message={t('forfeit_message', { amount: moneyText(asking.held, i18n.language) })}
          confirmLabel={t('forfeit')}
          onConfirm={() => forfeit.mutate(asking.id, { onSuccess: () => setAsking(null) })}
          onCancel={() => setAsking(null)}
          isBusy={forfeit.isPending}
          error={forfeit.isError ? errorMessage(forfeit.error) : null}
        />
      ) : null}
    </div>
  );
}
