import { sportsbookEndpoints, type SportsbookSport, type SportsEvent } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, sportsApi } from '../lib/api.ts';
import { isOpen, type SlipLeg } from '../lib/slip.ts';
import { EventCard } from './event-card.tsx';

/** How often the events are read again: live scores, minutes, prices and suspensions move with the feed. */
const refreshMs = 3_000;

/** The lane's events by sport: the live ones first (score and minute), then the upcoming ones by league. */
export function EventsView({
  sports,
  slip,
  onPick,
}: {
  sports: readonly SportsbookSport[];
  slip: readonly SlipLeg[];
  onPick: (leg: SlipLeg) => void;
}) {
  const { t } = useTranslation();
  const [sport, setSport] = useState<SportsbookSport | null>(null);
  const events = useQuery({
    queryKey: ['events', sport],
    queryFn: () => sportsApi.call(sportsbookEndpoints.events, sport ? { sport } : {}),
    refetchInterval: refreshMs,
  });
  const open = (events.data?.events ?? []).filter(
    (event) => isOpen(event) && (sport === null ? sports.includes(event.sport) : event.sport === sport),
  );
  const live = open.filter((event) => event.status === 'live');
  const upcoming = open.filter((event) => event.status === 'scheduled');
  return (
    <div className="events">
      <div className="chips" role="group" aria-label={t('sports_filter')}>
        {[null, ...sports].map((item) => (
          <button
            key={item ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={sport === item}
            onClick={() => setSport(item)}
          >
            {item ? t(`sport_${item}`) : t('sport_all')}
          </button>
        ))}
      </div>
      {events.isPending ? (
        <p className="page-status" role="status">
          {t('loading')}
        </p>
      ) : null}
      {events.isError ? (
        <p className="page-status" role="alert">
          {errorText(events.error, t('error_generic'))}
        </p>
      ) : null}
      {events.isSuccess && open.length === 0 ? <p className="page-status">{t('events_empty')}</p> : null}
      <EventSection title={t('events_live')} events={live} slip={slip} onPick={onPick} />
      <EventSection title={t('events_upcoming')} events={upcoming} slip={slip} onPick={onPick} />
    </div>
  );
}

function EventSection(props: {
  title: string;
  events: readonly SportsEvent[];
  slip: readonly SlipLeg[];
  onPick: (leg: SlipLeg) => void;
}) {
  if (props.events.length === 0) return null;
  return (
    <section className="event-section" aria-label={props.title}>
      <h2 className="section-title">{props.title}</h2>
      <ul className="event-list">
        {props.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} slip={props.slip} onPick={props.onPick} />
          </li>
        ))}
      </ul>
    </section>
  );
}
