import { rgExclusionDurations, rgMoneyLimitKinds, rgPeriods, type RgLimit } from '@ficha/contract';
import { buttonClassName, ConfirmDialog, formatDateTime, SelectField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { usePlayerRg, usePlayerRgAction } from './queries.ts';
import './rg-tools.css';

type MoneyKind = (typeof rgMoneyLimitKinds)[number];
type Period = (typeof rgPeriods)[number];
type Duration = (typeof rgExclusionDurations)[number];

/**
 * A player's responsible gaming on the member page: limits (with pending raises), exclusions and every RG event;
 * with `rg.manage`, set or lift a limit and take a time-out or exclusion on the player's behalf. A lift waits for the
 * cooling-off like the player's own, and no exclusion can be lifted before its end (decision 0048).
 */
export function MemberRgSection({ memberId, username }: { memberId: number; username: string }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const rg = usePlayerRg(memberId);
  const action = usePlayerRgAction(memberId);
  const canManage = useCan('rg.manage');
  const [kind, setKind] = useState<MoneyKind>('loss');
  const [period, setPeriod] = useState<Period>('day');
  const [amount, setAmount] = useState('');
  const [duration, setDuration] = useState<Duration>('24h');
  const [isExcluding, setIsExcluding] = useState(false);

  if (!rg.data)
    return (
      <section className="card">
        <p>{rg.isError ? errorMessage(rg.error) : t('states.loading')}</p>
      </section>
    );

  const limitValue = (limit: RgLimit) =>
    limit.kind === 'session' ? t('rgTools.minutes', { count: limit.value }) : String(limit.value);

  function setLimit(event: FormEvent) {
    event.preventDefault();
    action.mutate(
      { kind: 'limit', input: { memberId, kind, period, amount: amount.trim() } },
      { onSuccess: () => setAmount('') },
    );
  }

  return (
    <section className="card" aria-labelledby="member-rg-title">
      <h2 id="member-rg-title" className="card-title">
        {t('rgTools.title')}
      </h2>
      {action.isError ? <AlertMessage message={errorMessage(action.error)} /> : null}
      <h3>{t('rgTools.limits')}</h3>
      {rg.data.limits.length === 0 ? <p>{t('rgTools.noLimits')}</p> : null}
      <ul className="rg-list">
        {rg.data.limits.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`}>
            {t(`rgTools.kinds.${limit.kind}`)} · {t(`rgTools.periods.${limit.period}`)}: {limitValue(limit)} (
            {t('rgTools.used', { used: limit.used })})
            {limit.pending ? (
              <span className="rg-muted">
                {' '}
                {t('rgTools.pending', {
                  value: limit.pending.value ?? t('rgTools.removal'),
                  at: formatDateTime(limit.pending.effectiveAt, i18n.language, { time: 'short' }),
                })}
              </span>
            ) : null}
            {canManage && !limit.pending ? (
              <button
                type="button"
                className={buttonClassName('ghost', 'small')}
                disabled={action.isPending}
                onClick={() =>
                  action.mutate({ kind: 'lift', input: { memberId, kind: limit.kind, period: limit.period } })
                }
              >
                {t('rgTools.lift')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <form className="rg-form" onSubmit={setLimit}>
          <SelectField
            label={t('rgTools.kind')}
            value={kind}
            options={rgMoneyLimitKinds.map((k) => ({ value: k, label: t(`rgTools.kinds.${k}`) }))}
            onChange={(event) => setKind(event.target.value as MoneyKind)}
          />
          <SelectField
            label={t('rgTools.period')}
            value={period}
            options={rgPeriods.map((p) => ({ value: p, label: t(`rgTools.periods.${p}`) }))}
            onChange={(event) => setPeriod(event.target.value as Period)}
          />
          <TextField
            label={t('rgTools.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <button type="submit" className={buttonClassName('secondary')} disabled={action.isPending || !amount.trim()}>
            {t('rgTools.setLimit')}
          </button>
        </form>
      ) : null}
      <p className="rg-muted">{t('rgTools.coolingOff', { hours: rg.data.coolingOffHours })}</p>

      <h3>{t('rgTools.exclusions')}</h3>
      {rg.data.exclusions.length === 0 ? <p>{t('rgTools.noExclusions')}</p> : null}
      <ul className="rg-list">
        {rg.data.exclusions.map((exclusion, index) => (
          <li key={index}>
            {t(`rgTools.exclusionKinds.${exclusion.kind}`)} ·{' '}
            {exclusion.endsAt
              ? t('rgTools.until', { at: formatDateTime(exclusion.endsAt, i18n.language, { time: 'short' }) })
              : t('rgTools.permanent')}{' '}
            <span className="rg-muted">({t(`rgTools.sources.${exclusion.source}`)})</span>
          </li>
        ))}
      </ul>
      {canManage ? (
        <div className="rg-form">
          <SelectField
            label={t('rgTools.duration')}
            value={duration}
            options={rgExclusionDurations.map((d) => ({ value: d, label: t(`rgTools.durations.${d}`) }))}
            onChange={(event) => setDuration(event.target.value as Duration)}
          />
          <button type="button" className={buttonClassName('danger')} onClick={() => setIsExcluding(true)}>
            {t('rgTools.exclude')}
          </button>
        </div>
      ) : null}

      <h3>{t('rgTools.events')}</h3>
      {rg.data.events.length === 0 ? <p>{t('rgTools.noEvents')}</p> : null}
      <ul className="rg-list">
        {rg.data.events.slice(0, 50).map((event) => (
          <li key={event.id}>
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, i18n.language, { time: 'short' })}</time>{' '}
            <code>{event.kind}</code> {event.operator ? <strong>{event.operator}</strong> : null}
            <span className="rg-muted"> {JSON.stringify(event.detail)}</span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={isExcluding}
        title={t('rgTools.excludeTitle', { username })}
        message={t('rgTools.excludeBody', { duration: t(`rgTools.durations.${duration}`) })}
        confirmLabel={t('rgTools.exclude')}
        isBusy={action.isPending}
        onCancel={() => setIsExcluding(false)}
        onConfirm={() =>
          void action
            .mutateAsync({ kind: 'exclude', input: { memberId, duration } })
            .finally(() => setIsExcluding(false))
            .catch(() => undefined)
        }
      />
    </section>
  );
}
