import { sportsbookEndpoints, type SportsbookGameCode, type SportsOddsFormat } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, setSessionToken, sportsApi } from '../lib/api.ts';
import type { BettingPage } from '../lib/page-params.ts';
import { CockfightPage } from './cockfight-page.tsx';
import { SportsbookPage } from './sportsbook-page.tsx';
import { SessionContext } from './session-context.tsx';

const exchanges = new Map<string, ReturnType<typeof exchange>>();
const exchange = (token: string) => sportsApi.call(sportsbookEndpoints.startSession, { token });

/** The launch token is spent once per page load: a second render shares the first exchange. */
function startSession(token: string) {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = exchange(token);
    exchanges.set(token, pending);
  }
  return pending;
}

/** The betting page of a lane: the launch token exchanged for a session, then the book. */
export function App({ page, locale }: { page: BettingPage; locale: string }) {
  const { t } = useTranslation();
  if (!page.lane)
    return (
      <p className="page-status" role="alert">
        {t('page_not_found')}
      </p>
    );
  if (!page.token)
    return (
      <p className="page-status" role="alert">
        {t('launch_missing')}
      </p>
    );
  return <StartedBook token={page.token} lane={page.lane} locale={locale} />;
}

function StartedBook({ token, lane, locale }: { token: string; lane: SportsbookGameCode; locale: string }) {
  const { t } = useTranslation();
  const started = useQuery({
    queryKey: ['session', token],
    queryFn: async () => {
      const session = await startSession(token);
      setSessionToken(session.sessionToken);
      return session;
    },
    staleTime: Infinity,
    retry: false,
  });
  const [balance, setBalance] = useState<number | null>(null);
  const [oddsFormat, setOddsFormat] = useState<SportsOddsFormat | null>(null);
  if (started.isPending)
    return (
      <p className="page-status" role="status">
        {t('loading')}
      </p>
    );
  if (started.isError) {
    return (
      <p className="page-status" role="alert">
        {errorText(started.error, t('error_generic'))}
      </p>
    );
  }
  const session = started.data;
  return (
    <SessionContext.Provider
      value={{
        session,
        balance: balance ?? session.balance,
        setBalance,
        locale,
        oddsFormat: oddsFormat ?? session.oddsFormat,
        setOddsFormat,
      }}
    >
      {(session.lane ?? lane) === 'cockfight' ? <CockfightPage /> : <SportsbookPage lane={session.lane ?? lane} />}
    </SessionContext.Provider>
  );
}
