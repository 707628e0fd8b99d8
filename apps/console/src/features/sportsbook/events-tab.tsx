import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  moneyText,
  RowAction,
  SelectField,
} from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { RejectReasonDialog } from '../../ui/reject-reason-dialog.tsx';
import { marketLabel, oddsText, selectionLabel } from './market-label.ts';
import {
  useSetMarketState,
  useSportsbookEvents,
  useVoidSportsbookBets,
  type SportsbookEventRow,
  type SportsbookMarketRow,
} from './queries.ts';

const statusTone = { scheduled: 'neutral', live: 'info', finished: 'success', cancelled: 'danger' } as const;

type Pending =
  | { kind: 'state'; event: SportsbookEventRow; market: SportsbookMarketRow; action: 'suspend' | 'reopen' }
  | { kind: 'void'; event: SportsbookEventRow; market: SportsbookMarketRow | null };

/**
 * The events with their markets as the merchant sees them (decision 0089): the feed's state, the merchant's own
 * suspensions and voids and its open bets on each market; suspend or reopen a market, void a market or an event,
 * each after a confirmation.
 */
export function EventsTab({ providerCode }: { providerCode: string }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('sportsbook.manage');
  const canVoid = useCan('sportsbook.void');
  const [scope, setScope] = useState<'open' | 'past'>('open');
  const events = useSportsbookEvents(providerCode, scope);
  const setState = useSetMarketState();
  const voidBets = useVoidSportsbookBets();
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const eventName = (event: SportsbookEventRow) => `${event.home} – ${event.away}`;
  const scopeChoice = (
    <SelectField
      label={t('sportsbook.events.scope')}
      value={scope}
      onChange={(change) => setScope(change.target.value === 'past' ? 'past' : 'open')}
      options={[
        { value: 'open', label: t('sportsbook.events.scopeOpen') },
        { value: 'past', label: t('sportsbook.events.scopePast') },
      ]}
    />
  );

  let body;
  if (events.isPending) body = <LoadingState label={t('states.loading')} />;
  else if (events.isError)
    body = <ErrorState message={errorMessage(events.error)} onRetry={() => void events.refetch()} />;
  else if (events.data.events.length === 0)
    body = <EmptyState message={t(scope === 'open' ? 'sportsbook.events.noneOpen' : 'sportsbook.events.nonePast')} />;
  else
    body = events.data.events.map((event) => {
      const open = !event.settled && (event.status === 'scheduled' || event.status === 'live');
      return (
        <article key={event.id} className="sportsbook-event" aria-label={eventName(event)}>
          <header className="sportsbook-event__head">
            <div>
              <h3 className="sportsbook-event__name">{eventName(event)}</h3>
              <p className="sportsbook-hint">
                {t(`sportsbook.sport.${event.sport}`)} · {event.league} ·{' '}
                <time dateTime={event.startsAt}>
                  {formatDateTime(event.startsAt, i18n.language, { time: 'short' })}
                </time>
              </p>
            </div>
            <div className="sportsbook-event__state">
              <Badge label={t(`sportsbook.status.${event.status}`)} tone={statusTone[event.status]} />
              {event.voided ? <Badge label={t('sportsbook.events.voided')} tone="danger" /> : null}
              <span className="sportsbook-score">
                {t('sportsbook.events.score', { home: event.score.home, away: event.score.away })}
                {event.minute !== null && event.status === 'live' ? ` · ${event.minute}'` : ''}
              </span>
              {canVoid && open && !event.voided ? (
                <RowAction
                  label={t('sportsbook.events.voidEvent')}
                  rowName={eventName(event)}
                  variant="danger"
                  onClick={() => {
                    voidBets.reset();
                    setPending({ kind: 'void', event, market: null });
                  }}
                />
              ) : null}
            </div>
          </header>
          {event.markets.length === 0 ? (
            <EmptyState message={t('sportsbook.events.noMarkets')} />
          ) : (
            <DataTable
              caption={t('sportsbook.events.marketsOf', { event: eventName(event) })}
              rows={event.markets}
              rowKey={(market) => market.id}
              columns={[
                { label: t('sportsbook.events.market'), cell: (market) => marketLabel(t, market) },
                {
                  label: t('sportsbook.events.odds'),
                  cell: (market) =>
                    Object.keys(market.odds).length === 0
                      ? '—'
                      : Object.entries(market.odds)
                          .map(([selection, odds]) => `${selectionLabel(t, selection)} ${oddsText(odds)}`)
                          .join(' · '),
                },
                {
                  label: t('sportsbook.events.state'),
                  cell: (market) => <MarketState market={market} />,
                },
                { label: t('sportsbook.events.openBets'), cell: (market) => String(market.openBets) },
                {
                  label: t('sportsbook.events.openStake'),
                  cell: (market) => moneyText(market.openStake, i18n.language),
                },
                {
                  label: t('sportsbook.actions'),
                  cell: (market) =>
                    open && !market.voided ? (
                      <div className="sportsbook-actions">
                        {canManage ? (
                          <RowAction
                            label={t(
                              market.suspendedByMerchant ? 'sportsbook.events.reopen' : 'sportsbook.events.suspend',
                            )}
                            rowName={`${eventName(event)} ${marketLabel(t, market)}`}
                            onClick={() => {
                              setState.reset();
                              setPending({
                                kind: 'state',
                                event,
                                market,
                                action: market.suspendedByMerchant ? 'reopen' : 'suspend',
                              });
                            }}
                          />
                        ) : null}
                        {canVoid ? (
                          <RowAction
                            label={t('sportsbook.events.voidMarket')}
                            rowName={`${eventName(event)} ${marketLabel(t, market)}`}
                            variant="danger"
                            onClick={() => {
                              voidBets.reset();
                              setPending({ kind: 'void', event, market });
                            }}
                          />
                        ) : null}
                      </div>
                    ) : null,
                },
              ]}
            />
          )}
        </article>
      );
    });

  const stateAsked = pending?.kind === 'state' ? pending : null;
  const voidAsked = pending?.kind === 'void' ? pending : null;
  const voidTarget = voidAsked
    ? voidAsked.market
      ? `${eventName(voidAsked.event)} · ${marketLabel(t, voidAsked.market)}`
      : eventName(voidAsked.event)
    : '';
  const openBetsOf = (asked: NonNullable<typeof voidAsked>) =>
    asked.market ? asked.market.openBets : asked.event.markets.reduce((sum, market) => sum + market.openBets, 0);

  return (
    <section className="sportsbook-tab">
      <div className="sportsbook-toolbar">{scopeChoice}</div>
      {done ? (
        <p className="sportsbook-done" role="status">
          {done}
        </p>
      ) : null}
      {body}
      <ConfirmDialog
        isOpen={stateAsked !== null}
        title={t(stateAsked?.action === 'reopen' ? 'sportsbook.events.reopenTitle' : 'sportsbook.events.suspendTitle', {
          market: stateAsked ? `${eventName(stateAsked.event)} · ${marketLabel(t, stateAsked.market)}` : '',
        })}
        message={t(
          stateAsked?.action === 'reopen' ? 'sportsbook.events.reopenMessage' : 'sportsbook.events.suspendMessage',
        )}
        confirmLabel={t(stateAsked?.action === 'reopen' ? 'sportsbook.events.reopen' : 'sportsbook.events.suspend')}
        isBusy={setState.isPending}
        error={setState.isError ? errorMessage(setState.error) : null}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          stateAsked &&
          setState.mutate(
            { providerCode, marketId: stateAsked.market.id, action: stateAsked.action },
            {
              onSuccess: (answer) => {
                setDone(
                  t(answer.suspendedByMerchant ? 'sportsbook.events.suspended' : 'sportsbook.events.reopened', {
                    market: marketLabel(t, stateAsked.market),
                    event: eventName(stateAsked.event),
                  }),
                );
                setPending(null);
              },
            },
          )
        }
      />
      <RejectReasonDialog
        isOpen={voidAsked !== null}
        title={t('sportsbook.events.voidTitle', { target: voidTarget })}
        actionLabel={t('sportsbook.events.voidAction')}
        texts={{
          reason: t('sportsbook.events.reason'),
          hint: t('sportsbook.events.voidHint', { count: voidAsked ? openBetsOf(voidAsked) : 0 }),
          required: t('sportsbook.events.reasonRequired'),
        }}
        isBusy={voidBets.isPending}
        error={voidBets.isError ? errorMessage(voidBets.error) : null}
        onClose={() => setPending(null)}
        onReject={(reason, close) =>
          voidAsked &&
          voidBets.mutate(
            { providerCode, eventId: voidAsked.event.id, marketId: voidAsked.market?.id ?? null, reason },
            {
              onSuccess: (answer) => {
                setDone(
                  t('sportsbook.events.voidDone', {
                    target: voidTarget,
                    count: answer.refunded,
                    amount: moneyText(answer.refundedStake, i18n.language),
                  }),
                );
                close();
              },
            },
          )
        }
      />
    </section>
  );
}

function MarketState({ market }: { market: SportsbookMarketRow }) {
  const { t } = useTranslation();
  if (market.voided) return <Badge label={t('sportsbook.market.voided')} tone="danger" />;
  if (market.suspendedByMerchant) return <Badge label={t('sportsbook.market.suspendedByYou')} tone="info" />;
  return (
    <Badge label={t(`sportsbook.market.${market.status}`)} tone={market.status === 'open' ? 'success' : 'neutral'} />
  );
}
