import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankPerks } from '@ficha/contract';
import { formatDateTime, moneyText } from '@ficha/ui';
import { QueryStates } from '../../ui/query-states.tsx';
import { progressPercent } from '../../lib/progress-percent.ts';
import { rankProgressQuery } from './queries.ts';
import '../../ui/card.css';
import './rank-card.css';

interface ProgressRowProps {
  label: string;
  actual: number;
  expected: number;
  locale: string;
}

function ProgressRow({ label, actual, expected, locale }: ProgressRowProps) {
  const labelId = useId();
  return (
    <div className="rank-card__row">
      <p id={labelId} className="rank-card__row-label">
        <span>{label}</span>
        <span>
          {moneyText(actual, locale)} / {moneyText(expected, locale)}
        </span>
      </p>
      <progress
        className="rank-card__bar"
        max={100}
        value={progressPercent(expected, actual)}
        aria-labelledby={labelId}
      />
    </div>
  );
}

interface PerkListProps {
  title: string;
  perks: RankPerks;
  /** The next rank's list also names its level-up reward (paid on reaching it). */
  withLevelUp: boolean;
  locale: string;
}

/** A rank's perks (decision 0082), only those it has. */
function PerkList({ title, perks, withLevelUp, locale }: PerkListProps) {
  const { t } = useTranslation('points');
  const items: string[] = [];
  if (perks.rebateBoost > 0)
    items.push(
      t('perk_rebate', { rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(perks.rebateBoost) }),
    );
  if (perks.withdrawDailyCount > 0) items.push(t('perk_withdraw_count', { count: perks.withdrawDailyCount }));
  if (perks.withdrawDailyAmount > 0)
    items.push(t('perk_withdraw_amount', { amount: moneyText(perks.withdrawDailyAmount, locale) }));
  if (perks.birthdayReward > 0) items.push(t('perk_birthday', { amount: moneyText(perks.birthdayReward, locale) }));
  if (withLevelUp && perks.levelUpReward > 0)
    items.push(t('perk_level_up', { amount: moneyText(perks.levelUpReward, locale) }));
  return (
    <div className="rank-card__perks">
      <p className="rank-card__perks-title">{title}</p>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="card__note">{t('perk_none')}</p>
      )}
    </div>
  );
}

/** The member's VIP rank (MCSFE_getPlayerRankProgress): its name and level, and the bars towards the next rank. */
export function RankCard() {
  const { t, i18n } = useTranslation('points');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const rank = useQuery(rankProgressQuery());

  let body;
  if (!rank.data) body = <QueryStates query={rank} loadingLabel={t('loading')} retryLabel={t('retry')} />;
  else {
    const r = rank.data;
    body = (
      <>
        <div className="rank-card__head">
          <span className={`rank-card__badge rank-card__badge--${Math.min(r.level, 4)}`} aria-hidden="true">
            {r.iconUrl ? (
              <img src={r.iconUrl} alt="" />
            ) : (
              <svg viewBox="0 0 32 32" focusable="false">
                <path d="M4 24l2-14 6 6 4-9 4 9 6-6 2 14z" fill="currentColor" />
                <rect x="4" y="25" width="24" height="3" rx="1" fill="currentColor" />
              </svg>
            )}
          </span>
          <div>
            <p className="rank-card__name">{r.level > 0 ? r.playerRankName : t('rank_none')}</p>
            {r.level > 0 ? <p className="card__note">{t('rank_level', { level: r.level })}</p> : null}
          </div>
        </div>
        {r.heldUntil ? (
          <p className="card__note">
            {t('rank_held_until', { date: formatDateTime(r.heldUntil, locale, { date: 'medium', time: 'none' }) })}
          </p>
        ) : null}
        {r.nextRankName ? (
          <>
            <p className="rank-card__next">{t('rank_next', { name: r.nextRankName })}</p>
            <ProgressRow
              label={t('rank_monthly')}
              actual={r.monthlyTurnover.actual}
              expected={r.monthlyTurnover.expected}
              locale={locale}
            />
            <ProgressRow label={t('rank_total')} actual={r.totalTurnover} expected={r.totalExpected} locale={locale} />
          </>
        ) : (
          <p className="rank-card__next">{t('rank_top')}</p>
        )}
        {r.perks ? <PerkList title={t('rank_perks')} perks={r.perks} withLevelUp={false} locale={locale} /> : null}
        {r.nextPerks && r.nextRankName ? (
          <PerkList
            title={t('rank_next_perks', { name: r.nextRankName })}
            perks={r.nextPerks}
            withLevelUp
            locale={locale}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="card rank-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t('rank_title')}
      </h2>
      {body}
    </section>
  );
}
