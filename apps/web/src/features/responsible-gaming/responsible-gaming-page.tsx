import {
  confirmRgLimit,
  excludeSelf,
  removeRgLimit,
  rgExclusionDurations,
  rgMoneyLimitKinds,
  rgPeriods,
  setRealityCheck,
  setRgLimit,
  setRgSessionLimit,
  type RgLimit,
  type RgStatus,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  moneyText,
  SelectField,
  TextField,
} from '@ficha/ui';
import { apiClient } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { endServerSession } from '../../lib/member-calls.ts';
import { rgStatusKey, rgStatusQuery, statementQuery } from './queries.ts';
import './responsible-gaming.css';

type MoneyKind = (typeof rgMoneyLimitKinds)[number];
type Period = (typeof rgPeriods)[number];
type Duration = (typeof rgExclusionDurations)[number];

const sessionMinuteChoices = [30, 60, 120, 240, 480];

/** Member center → "Juego responsable": limits, session limit, reality check, a break, the activity statement. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('rg');
  const errorMessage = useErrorMessage();
  const status = useQuery(rgStatusQuery);
  if (status.isError)
    return (
      <ErrorState
        message={errorMessage(status.error)}
        retryLabel={t('retry')}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  if (!status.data) return <LoadingState label={t('loading')} />;
  return (
    <div className="rg-page">
      <p className="rg-page__intro">{t('intro', { hours: String(status.data.coolingOffHours) })}</p>
      <LimitsSection status={status.data} />
      <SessionSection status={status.data} />
      <RealityCheckSection status={status.data} />
      <BreakSection />
      <StatementSection />
    </div>
  );
}

/** One titled part of the page, with the last failure of its change under it. */
function RgSection({
  id,
  title,
  error,
  children,
}: {
  id: string;
  title: string;
  error?: unknown;
  children: ReactNode;
}) {
  const errorMessage = useErrorMessage();
  return (
    <section className="rg-section" aria-labelledby={id}>
      <h2 id={id} className="rg-section__title">
        {title}
      </h2>
      {children}
      {error ? (
        <p className="rg-section__error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </section>
  );
}

/** Sends a change that answers the new status, and shows it. */
function useStatusChange<I>(send: (input: I) => Promise<RgStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (next) => queryClient.setQueryData(rgStatusKey, next),
  });
}

function LimitsSection({ status }: { status: RgStatus }) {
  const { t, i18n } = useTranslation('rg');
  const [kind, setKind] = useState<MoneyKind>('loss');
  const [period, setPeriod] = useState<Period>('day');
  const [amount, setAmount] = useState('');
  const save = useStatusChange((input: { kind: MoneyKind; period: Period; amount: number }) =>
    apiClient.call(setRgLimit, input),
  );
  const remove = useStatusChange((limit: RgLimit) =>
    apiClient.call(removeRgLimit, { kind: limit.kind, period: limit.period }),
  );
  const confirm = useStatusChange((limit: RgLimit) =>
    apiClient.call(confirmRgLimit, { kind: limit.kind, period: limit.period }),
  );
  const failure = save.error ?? remove.error ?? confirm.error;
  const money = (value: number) => moneyText(value, i18n.language);
  const show = (limit: RgLimit, value: number) =>
    limit.kind === 'session' ? t('minutes_value', { minutes: String(value) }) : money(value);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ kind, period, amount: Number(amount) }, { onSuccess: () => setAmount('') });
  }

  return (
    <RgSection id="rg-limits" title={t('limits_title')} error={failure}>
      {status.limits.length === 0 ? (
        <EmptyState message={t('no_limits')} />
      ) : (
        <ul className="rg-limits">
          {status.limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`} className="rg-limit">
              <div>
                <strong>
                  {t(`kind_${limit.kind}`)}
                  {limit.kind === 'session' ? '' : ` · ${t(`period_${limit.period as Period}`)}`}
                </strong>
                <p>{t('used', { used: show(limit, limit.used), value: show(limit, limit.value) })}</p>
                {limit.pending ? (
                  <p className="rg-limit__pending">
                    {limit.pending.value === null
                      ? t('pending_removal', { date: formatDateTime(limit.pending.effectiveAt, i18n.language) })
                      : t('pending_change', {
                          value: show(limit, limit.pending.value),
                          date: formatDateTime(limit.pending.effectiveAt, i18n.language),
                        })}
                  </p>
                ) : null}
              </div>
              <div className="rg-limit__actions">
                {limit.pending?.confirmable ? (
                  <Button size="small" onClick={() => confirm.mutate(limit)} disabled={confirm.isPending}>
                    {t('confirm')}
                  </Button>
                ) : null}
                {limit.pending === null ? (
                  <Button variant="secondary" size="small" onClick={() => remove.mutate(limit)}>
                    {t('remove')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className="rg-form" onSubmit={submit}>
        <SelectField
          label={t('limit_kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as MoneyKind)}
          options={rgMoneyLimitKinds.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
        />
        <SelectField
          label={t('period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
          options={rgPeriods.map((p) => ({ value: p, label: t(`period_${p}`) }))}
        />
        <TextField
          label={t('amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </form>
    </RgSection>
  );
}

function SessionSection({ status }: { status: RgStatus }) {
  const { t } = useTranslation('rg');
  const current = status.limits.find((l) => l.kind === 'session');
  const [minutes, setMinutes] = useState(String(current?.value ?? sessionMinuteChoices[1]));
  const save = useStatusChange((value: number) => apiClient.call(setRgSessionLimit, { minutes: value }));
  return (
    <RgSection id="rg-session" title={t('session_title')} error={save.error}>
      <form
        className="rg-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(Number(minutes));
        }}
      >
        <SelectField
          label={t('kind_session')}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          options={sessionMinuteChoices.map((m) => ({
            value: String(m),
            label: t('minutes_value', { minutes: String(m) }),
          }))}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </form>
    </RgSection>
  );
}

function RealityCheckSection({ status }: { status: RgStatus }) {
  const { t } = useTranslation('rg');
  const save = useStatusChange((minutes: number | null) => apiClient.call(setRealityCheck, { minutes }));
  return (
    <RgSection id="rg-reality" title={t('reality_title')} error={save.error}>
      <div className="rg-form">
        <SelectField
          label={t('reality_title')}
          isLabelHidden
          value={status.realityCheck.minutes === null ? '' : String(status.realityCheck.minutes)}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.value === '' ? null : Number(e.target.value))}
          options={[
            { value: '', label: t('reality_off') },
            ...status.realityCheck.options.map((m) => ({
              value: String(m),
              label: t('reality_every', { minutes: String(m) }),
            })),
          ]}
        />
      </div>
    </RgSection>
  );
}

function BreakSection() {
  const { t } = useTranslation('rg');
  const errorMessage = useErrorMessage();
  const [duration, setDuration] = useState<Duration>('24h');
  const [isAsking, setIsAsking] = useState(false);
  const exclude = useMutation({
    mutationFn: () => apiClient.call(excludeSelf, { duration }),
    // Every sign-in of the member was revoked: the site signs out and reloads to the public home.
    onSuccess: async () => {
      await endServerSession().catch(() => undefined);
      window.location.assign('/');
    },
  });
  return (
    <RgSection id="rg-break" title={t('break_title')}>
      <p>{t('break_intro')}</p>
      <div className="rg-form">
        <SelectField
          label={t('period')}
          value={duration}
          onChange={(e) => setDuration(e.target.value as Duration)}
          options={rgExclusionDurations.map((d) => ({ value: d, label: t(`duration_${d}`) }))}
        />
        <Button variant="danger" onClick={() => setIsAsking(true)}>
          {t('break_button')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('break_confirm_title')}
        message={t('break_confirm', { duration: t(`duration_${duration}`) })}
        confirmLabel={t('break_button')}
        onConfirm={() => exclude.mutate()}
        onCancel={() => setIsAsking(false)}
        isBusy={exclude.isPending}
        error={exclude.error ? errorMessage(exclude.error) : null}
      />
    </RgSection>
  );
}

function StatementSection() {
  const { t, i18n } = useTranslation('rg');
  const errorMessage = useErrorMessage();
  const statement = useQuery(statementQuery);
  const money = (value: number) => moneyText(value, i18n.language);
  return (
    <RgSection id="rg-statement" title={t('statement_title')}>
      {statement.isError ? (
        <ErrorState
          message={errorMessage(statement.error)}
          retryLabel={t('retry')}
          onRetry={() => void statement.refetch()}
        />
      ) : !statement.data ? (
        <LoadingState label={t('loading')} />
      ) : statement.data.months.length === 0 ? (
        <EmptyState message={t('statement_empty')} />
      ) : (
        <div className="rg-table-wrap">
          <table className="rg-table">
            <thead>
              <tr>
                <th scope="col">{t('month')}</th>
                <th scope="col">{t('deposits')}</th>
                <th scope="col">{t('withdrawals')}</th>
                <th scope="col">{t('stakes')}</th>
                <th scope="col">{t('net_result')}</th>
              </tr>
            </thead>
            <tbody>
              {statement.data.months.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.month}</th>
                  <td>{money(row.deposits)}</td>
                  <td>{money(row.withdrawals)}</td>
                  <td>{money(row.stakes)}</td>
                  <td className={row.netResult < 0 ? 'rg-loss' : undefined}>{money(row.netResult)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RgSection>
  );
}
