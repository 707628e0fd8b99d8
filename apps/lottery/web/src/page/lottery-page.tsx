import { lotteryEndpoints } from '@ficha/contract';
import { isLotteryKind, type LotteryKind } from '@ficha/engines';
import { createAppQueryClient, moneyText } from '@ficha/ui';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, lotteryApi, startLotterySession } from '../lib/api.ts';
import { ChaseList } from './chase-list.tsx';
import { BetForm } from './bet-form.tsx';
import { DrawPanel } from './draw-panel.tsx';
import { RecentDraws } from './recent-draws.tsx';
import { TicketList } from './ticket-list.tsx';

const queryClient = createAppQueryClient({ staleTime: 2_000, retry: (count) => count < 2, onError: () => {} });

/** The lottery's betting page at `/play/<gameCode>?token=…`. */
export function LotteryPage(props: { gameCode: string | null; token: string | null; locale: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate {...props} />
    </QueryClientProvider>
  );
}

/** Exchanges the launch token once, then shows the page of the session's game. */
function SessionGate({ gameCode, token, locale }: { gameCode: string | null; token: string | null; locale: string }) {
  const { t } = useTranslation();
  const session = useQuery({
    queryKey: ['session', token],
    queryFn: () => startLotterySession(token!),
    enabled: token !== null && gameCode !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (gameCode === null) return <Status text={t('page_not_found')} failed />;
  if (token === null) return <Status text={t('error_missing_token')} failed />;
  if (session.isError) return <Status text={errorText(session.error, t('error_generic'))} failed />;
  if (!session.data) return <Status text={t('loading')} />;
  const kind = session.data.kind;
  if (session.data.gameCode !== gameCode || !isLotteryKind(kind)) return <Status text={t('error_wrong_game')} failed />;
  return <GamePage session={{ ...session.data, kind }} locale={locale} />;
}

function Status({ text, failed = false }: { text: string; failed?: boolean }) {
  return (
    <p
      className={failed ? 'lottery-status lottery-status--failed' : 'lottery-status'}
      role={failed ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}

/** The session the launch token was exchanged for, its game's kind checked. */
export type LotterySession = Awaited<ReturnType<typeof startLotterySession>> & { kind: LotteryKind };

function GamePage({ session, locale }: { session: LotterySession; locale: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [balance, setBalance] = useState(session.balance);
  const draws = useQuery({
    queryKey: ['draws', session.gameCode],
    queryFn: () => lotteryApi.call(lotteryEndpoints.draws, { gameCode: session.gameCode }),
    refetchInterval: 5_000,
  });
  const open = draws.data?.open ?? null;
  const { refetch } = draws;
  // The moment the open draw stops taking tickets, ask for the next one (the server opens it at that moment).
  const [closedCode, setClosedCode] = useState<string | null>(null);
  const openCode = open?.drawCode;
  const closesAt = open?.closesAt;
  useEffect(() => {
    if (openCode === undefined || closesAt === undefined) return;
    const timer = setTimeout(
      () => {
        setClosedCode(openCode);
        void refetch();
      },
      Math.max(0, Date.parse(closesAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [openCode, closesAt, refetch]);
  const buyable = open && open.drawCode !== closedCode ? open.drawCode : null;
  const money = (amount: number | bigint) => moneyText(amount, locale, { currency: session.currency });
  return (
    <div className="lottery">
      <header className="lottery-bar">
        <h1 className="lottery-title">{session.gameCode.toUpperCase()}</h1>
        {session.mode === 'demo' && <span className="lottery-tag">{t('demo')}</span>}
        <p className="lottery-balance">
          <span>{t('balance')}</span> <strong data-testid="lottery-balance">{money(balance)}</strong>
        </p>
      </header>
      <main className="lottery-grid">
        <section className="lottery-card lottery-play" aria-labelledby="draw-heading">
          <DrawPanel draw={open} loading={draws.isPending} locale={locale} />
          <BetForm
            session={session}
            drawCode={buyable}
            drawAt={open ? new Date(open.drawAt) : new Date()}
            money={money}
            onBought={(next) => {
              setBalance(next);
              void client.invalidateQueries({ queryKey: ['tickets'] });
              void client.invalidateQueries({ queryKey: ['chases'] });
            }}
          />
        </section>
        <div className="lottery-side">
          <TicketList kind={session.kind} money={money} locale={locale} />
          <ChaseList kind={session.kind} money={money} locale={locale} onBalance={setBalance} />
          <RecentDraws
            draws={draws.data?.recent ?? []}
            gameCode={session.gameCode}
            kind={session.kind}
            locale={locale}
          />
        </div>
      </main>
    </div>
  );
}
