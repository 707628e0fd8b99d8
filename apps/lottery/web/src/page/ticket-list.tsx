import { lotteryEndpoints } from '@ficha/contract';
import { formatDateTime } from '@ficha/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, lotteryApi } from '../lib/api.ts';
import type { LotteryKind } from '@ficha/engines';
import { betTypeKey } from '../lib/text-keys.ts';
import { PickList } from './pick-label.tsx';

/** The session player's latest tickets of the game: draw, bet, stake, state and what each won. */
export function TicketList({
  kind,
  money,
  locale,
}: {
  kind: LotteryKind;
  money: (amount: number) => string;
  locale: string;
}) {
  const { t } = useTranslation();
  const tickets = useQuery({
    queryKey: ['tickets'],
    queryFn: () => lotteryApi.call(lotteryEndpoints.tickets, {}),
    refetchInterval: 5_000,
  });
  return (
    <section className="lottery-card" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{t('my_tickets')}</h2>
      {tickets.isError && (
        <p className="lottery-problem" role="alert">
          {errorText(tickets.error, t('error_generic'))}
        </p>
      )}
      {tickets.data?.tickets.length === 0 && <p className="lottery-muted">{t('no_tickets')}</p>}
      <ul className="lottery-list" data-testid="my-tickets">
        {tickets.data?.tickets.map((ticket) => (
          <li key={ticket.ticketId} className="lottery-row lottery-ticket">
            <span>
              <span className="lottery-code">{ticket.drawCode}</span>
              <br />
              {t(betTypeKey(ticket.betType))}
              {ticket.position !== null && ` · ${t('position_n', { n: ticket.position })}`}
              {ticket.picks.length > 0 && (
                <>
                  {' · '}
                  <PickList kind={kind} bet={ticket} at={new Date(ticket.createdAt)} />
                </>
              )}
              <br />
              <span className="lottery-muted">{formatDateTime(ticket.createdAt, locale)}</span>
            </span>
            <strong>{money(ticket.stake)}</strong>
            <span className={`lottery-state lottery-state--${ticket.state}`}>
              {t(`ticket_state_${ticket.state}`)}
              {ticket.win !== null && ticket.win > 0 && ` · ${money(ticket.win)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
