import { DataTable, ErrorState, formatDateTime, LoadingState, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { useRaffleDraw } from './queries.ts';
import './promotions.css';

/**
 * A raffle's draw for the operator (decision 0076): the seed hash published when it was created; once drawn the
 * revealed seed, the tickets and entrants counted, and each winner with the prize and whether it was claimed.
 */
export function RaffleDrawPanel({ promotionId }: { promotionId: number }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const draw = useRaffleDraw(promotionId);
  let body;
  if (draw.isError)
    body = (
      <ErrorState message={errorMessage(draw.error)} onRetry={() => void draw.refetch()} isRetrying={draw.isFetching} />
    );
  else if (!draw.data) body = <LoadingState />;
  else {
    const d = draw.data;
    body = (
      <>
        <dl className="raffle-draw__facts">
          <dt>{t('promotions.raffleDraw.state')}</dt>
          <dd>{t(`promotions.raffleDraw.states.${d.state}`)}</dd>
          <dt>{t('promotions.raffleDraw.seedHash')}</dt>
          <dd>
            <code className="raffle-draw__code">{d.seedHash}</code>
          </dd>
          {d.serverSeed ? (
            <>
              <dt>{t('promotions.raffleDraw.serverSeed')}</dt>
              <dd>
                <code className="raffle-draw__code">{d.serverSeed}</code>
              </dd>
            </>
          ) : null}
          {d.drawnAt ? (
            <>
              <dt>{t('promotions.raffleDraw.drawnAt')}</dt>
              <dd>{formatDateTime(d.drawnAt, i18n.language)}</dd>
              <dt>{t('promotions.raffleDraw.tickets')}</dt>
              <dd>{t('promotions.raffleDraw.ticketsValue', { tickets: d.totalTickets, entrants: d.entrants })}</dd>
            </>
          ) : null}
        </dl>
        {d.drawnAt && d.winners.length === 0 ? <p>{t('promotions.raffleDraw.noWinners')}</p> : null}
        {d.drawnAt && d.winners.length > 0 ? (
          <DataTable
            caption={t('promotions.raffleDraw.winners')}
            rows={d.winners}
            rowKey={(w) => w.rank}
            columns={[
              { label: t('promotions.raffleDraw.rank'), cell: (w) => w.rank },
              {
                label: t('promotions.member'),
                cell: (w) => <Link to={`/members/${w.memberId}`}>{w.username}</Link>,
              },
              { label: t('promotions.raffleDraw.ticket'), cell: (w) => `#${w.ticket}` },
              { label: t('promotions.raffleDraw.prize'), cell: (w) => moneyText(w.prize, i18n.language) },
              {
                label: t('promotions.raffleDraw.claim'),
                cell: (w) =>
                  w.claimedAt ? (
                    <Badge
                      tone="success"
                      label={t('promotions.raffleDraw.claimedAt', { date: formatDateTime(w.claimedAt, i18n.language) })}
                    />
                  ) : (
                    <Badge tone="neutral" label={t('promotions.raffleDraw.unclaimed')} />
                  ),
              },
            ]}
          />
        ) : null}
        {d.drawnAt ? null : <p>{t('promotions.raffleDraw.notDrawn')}</p>}
      </>
    );
  }
  return (
    <section className="raffle-draw" aria-labelledby="raffle-draw-title">
      <h2 id="raffle-draw-title">{t('promotions.raffleDraw.title')}</h2>
      {body}
    </section>
  );
}
