import type { RaffleStatus } from '@ficha/contract';
import { Button, formatDateTime, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { progressPercent } from '../../lib/progress-percent.ts';
import { useClaimRaffle, useRaffles } from './queries.ts';

/** A drawn raffle's prize of the caller: claim it, or see it was claimed. */
function RaffleClaim({ raffle }: { raffle: RaffleStatus }) {
  const { t, i18n } = useTranslation('promo');
  const errorMessage = useErrorMessage();
  const claim = useClaimRaffle();
  const mine = raffle.winners.find((w) => w.mine);
  if (!mine) return null;
  const amount = moneyText(mine.prize, i18n.language);
  return (
    <div className="raffle-card__win">
      <p className="raffle-card__won">{t('raffle_you_won', { rank: mine.rank, amount })}</p>
      {mine.claimed || claim.isSuccess ? (
        <p role="status">{t('raffle_claimed', { amount })}</p>
      ) : (
        <Button disabled={claim.isPending} aria-busy={claim.isPending} onClick={() => claim.mutate(raffle.promotionId)}>
          {t('raffle_claim')}
        </Button>
      )}
      {claim.isError ? (
        <p className="promotion-action__error" role="alert">
          {errorMessage(claim.error)}
        </p>
      ) : null}
    </div>
  );
}

/** One raffle: its terms, the member's tickets and the way to the next, and once drawn the winners and the seed. */
function RaffleCard({ raffle }: { raffle: RaffleStatus }) {
  const { t, i18n } = useTranslation('promo');
  const { t: lobbyText } = useTranslation('lobby');
  const money = (amount: number) => moneyText(amount, i18n.language);
  const s = raffle.settings;
  const open = raffle.state === 'open';
  const percent = progressPercent(s.ticketEvery, s.ticketEvery - raffle.toNextTicket);
  const types = s.gameTypes.map((type) => lobbyText(`type_${type}` as 'type_RNG', { defaultValue: type }));
  return (
    <article className="card raffle-card" aria-label={raffle.title}>
      <div className="raffle-card__head">
        <h3 className="card__title" dir="auto">
          {raffle.title}
        </h3>
        <span className={`raffle-card__state raffle-card__state--${raffle.state}`}>
          {t(`raffle_state_${raffle.state}`)}
        </span>
      </div>
      <ul className="promotion-terms">
        <li>{t('raffle_ticket_every', { amount: money(s.ticketEvery) })}</li>
        <li>{types.length > 0 ? t('raffle_types', { types: types.join(', ') }) : t('raffle_all_games')}</li>
        <li>
          {t('raffle_days', {
            start: formatDateTime(`${raffle.firstDay}T12:00:00Z`, i18n.language, { time: 'none' }),
            end: formatDateTime(`${raffle.lastDay}T12:00:00Z`, i18n.language, { time: 'none' }),
          })}
        </li>
        {s.maxTicketsPerMember !== null ? <li>{t('raffle_max_tickets', { count: s.maxTicketsPerMember })}</li> : null}
        <li>{t(`raffle_pay_${s.payAs}`)}</li>
      </ul>
      <ol className="raffle-card__prizes" aria-label={t('raffle_prizes')}>
        {s.prizes.map((prize, index) => (
          <li key={index}>{t('raffle_prize', { rank: index + 1, amount: money(prize) })}</li>
        ))}
      </ol>
      <p className="raffle-card__tickets">{t('raffle_my_tickets', { count: raffle.tickets })}</p>
      {open && raffle.toNextTicket > 0 ? (
        <div className="bonus-card__progress">
          <p className="card__note">{t('raffle_next_ticket', { amount: money(raffle.toNextTicket) })}</p>
          <progress
            className="bonus-card__bar"
            max={100}
            value={percent}
            aria-label={t('raffle_progress_label')}
            aria-valuetext={`${percent} %`}
          />
        </div>
      ) : null}
      {raffle.state === 'drawn' ? (
        <>
          <h4 className="bonus-card__heading">{t('raffle_winners')}</h4>
          {raffle.winners.length === 0 ? (
            <p className="card__note">{t('raffle_no_winners')}</p>
          ) : (
            <ol className="raffle-card__winners">
              {raffle.winners.map((w) => (
                <li key={w.rank} className={w.mine ? 'raffle-card__winner--mine' : undefined}>
                  {t('raffle_winner_line', {
                    rank: w.rank,
                    name: `\u2068${w.username}\u2069`,
                    ticket: w.ticket,
                    amount: money(w.prize),
                  })}
                </li>
              ))}
            </ol>
          )}
          <RaffleClaim raffle={raffle} />
        </>
      ) : null}
      <details className="raffle-card__fairness">
        <summary>{t('raffle_fairness')}</summary>
        <p className="card__note">{t('raffle_seed_hash')}</p>
        <code className="raffle-card__code">{raffle.seedHash}</code>
        {raffle.serverSeed ? (
          <>
            <p className="card__note">{t('raffle_server_seed')}</p>
            <code className="raffle-card__code">{raffle.serverSeed}</code>
            <p className="card__note">{t('raffle_total_tickets', { count: raffle.totalTickets ?? 0 })}</p>
            <ul className="raffle-card__entries">
              {raffle.entries.map((e) => (
                <li key={e.firstTicket}>
                  {t('raffle_entry_line', {
                    name: `\u2068${e.username}\u2069`,
                    first: e.firstTicket,
                    last: e.firstTicket + e.tickets - 1,
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="card__note">{t('raffle_verify')}</p>
      </details>
      {raffle.drawnAt ? (
        <p className="card__note">{t('raffle_drawn_at', { date: formatDateTime(raffle.drawnAt, i18n.language) })}</p>
      ) : null}
    </article>
  );
}

/** The raffles section of `/promotions` for a signed-in member (MCSFE_getRafflePromotionStatus); absent when none. */
export function RaffleBoard() {
  const { t } = useTranslation('promo');
  const raffles = useRaffles(true);
  if (!raffles.data || raffles.data.length === 0) return null;
  return (
    <section className="raffle-board" aria-labelledby="raffle-board-title">
      <h2 id="raffle-board-title" className="raffle-board__title">
        {t('raffle_title')}
      </h2>
      <div className="promotions-page__grid">
        {raffles.data.map((raffle) => (
          <RaffleCard key={raffle.promotionId} raffle={raffle} />
        ))}
      </div>
    </section>
  );
}
