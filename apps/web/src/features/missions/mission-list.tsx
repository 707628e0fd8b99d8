import type { Mission } from '@ficha/contract';
import { Button, EmptyState, ErrorState, LoadingState, moneyText } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { progressPercent } from '../../lib/progress-percent.ts';
import { useClaimMission, useMissionSummary } from './queries.ts';

/** A goal's figure: money for wager and deposit, a count otherwise. */
const figure = (mission: Mission, value: number, locale: string) =>
  mission.goal === 'wager' || mission.goal === 'deposit' ? moneyText(value, locale) : String(value);

/**
 * The member's running missions (decision 0078): each with its goal, a progress bar and its reward, and a claim
 * button once done; a claimed one says so until its next period.
 */
export function MissionList() {
  const { t, i18n } = useTranslation('missions');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const errorMessage = useErrorMessage();
  const summary = useMissionSummary();
  const claim = useClaimMission();
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  if (summary.isError)
    return (
      <ErrorState
        message={errorMessage(summary.error)}
        retryLabel={t('retry')}
        onRetry={() => void summary.refetch()}
        isRetrying={summary.isFetching}
      />
    );
  if (!summary.data) return <LoadingState label={t('loading')} />;
  if (summary.data.missions.length === 0) return <EmptyState message={t('no_missions')} icon="trophy" />;

  const rewardText = (m: Mission) =>
    m.rewardKind === 'points'
      ? t('reward_points', { points: m.reward })
      : t(m.rewardKind === 'cash' ? 'reward_cash' : 'reward_bonus', { amount: moneyText(m.reward, locale) });

  const onClaim = (m: Mission) => {
    setOutcome(null);
    claim.mutate(m.id, {
      onSuccess: () =>
        setOutcome({ kind: 'done', text: t('claimed_message', { title: m.title, reward: rewardText(m) }) }),
      onError: (error) => setOutcome({ kind: 'error', text: errorMessage(error) }),
    });
  };

  return (
    <div className="missions__list">
      <p
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        className={`missions__outcome missions__outcome--${outcome?.kind ?? 'none'}`}
      >
        {outcome?.text}
      </p>
      <ul className="missions__items">
        {summary.data.missions.map((m) => {
          const percent = progressPercent(m.target, m.progress);
          return (
            <li key={m.id} className="missions__item" aria-label={m.title}>
              <div className="missions__head">
                <span className="missions__period">{t(`period_${m.period}`)}</span>
                <h3 className="missions__title">{m.title}</h3>
              </div>
              <p className="missions__goal">
                {t(`goal_${m.goal}`, { target: figure(m, m.target, locale), count: m.target })}
                {m.gameType ? ` · ${m.gameType}` : ''}
              </p>
              <div
                className="missions__bar"
                role="progressbar"
                aria-label={t('progress_label', { title: m.title })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t('progress_text', {
                  progress: figure(m, m.progress, locale),
                  target: figure(m, m.target, locale),
                })}
              >
                <span className="missions__bar-fill" style={{ inlineSize: `${percent}%` }} />
              </div>
              <div className="missions__foot">
                <span className="missions__figures">
                  {t('progress_text', { progress: figure(m, m.progress, locale), target: figure(m, m.target, locale) })}
                </span>
                <span className="missions__reward">{rewardText(m)}</span>
                {m.state === 'claimed' ? (
                  <span className="missions__claimed">{t('state_claimed')}</span>
                ) : (
                  <Button
                    size="small"
                    disabled={m.state !== 'claimable' || claim.isPending}
                    aria-label={t('claim_named', { title: m.title })}
                    onClick={() => onClaim(m)}
                  >
                    {m.state === 'claimable' ? t('claim') : t('state_in_progress')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
