import { lotteryEndpoints } from '@ficha/contract';
import type { LotteryKind } from '@ficha/engines';
import { formatDateTime } from '@ficha/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, lotteryApi } from '../lib/api.ts';
import { betTypeKey } from '../lib/text-keys.ts';
import { PickList } from './pick-label.tsx';

interface ChaseListProps {
  kind: LotteryKind;
  money: (amount: number) => string;
  locale: string;
  onBalance: (balance: number) => void;
}

/** The player's chases of the game: the draws left of each, what it won, and a button to cancel the rest. */
export function ChaseList({ kind, money, locale, onBalance }: ChaseListProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const chases = useQuery({
    queryKey: ['chases'],
    queryFn: () => lotteryApi.call(lotteryEndpoints.chases, {}),
    refetchInterval: 5_000,
  });

  async function cancel(chaseId: string) {
    setCancelling(chaseId);
    setOutcome(null);
    try {
      const answer = await lotteryApi.call(lotteryEndpoints.cancelChase, { chaseId });
      onBalance(answer.balance);
      setOutcome({ ok: true, text: t('chase_cancelled') });
      await client.invalidateQueries({ queryKey: ['chases'] });
      await client.invalidateQueries({ queryKey: ['tickets'] });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, t('error_generic')) });
    } finally {
      setCancelling(null);
    }
  }

  return (
    <section className="lottery-card" aria-labelledby="chases-heading">
      <h2 id="chases-heading">{t('my_chases')}</h2>
      {chases.isError && (
        <p className="lottery-problem" role="alert">
          {errorText(chases.error, t('error_generic'))}
        </p>
      )}
      {chases.data?.chases.length === 0 && <p className="lottery-muted">{t('no_chases')}</p>}
      {outcome && (
        <p className={outcome.ok ? 'lottery-ok' : 'lottery-problem'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      <ul className="lottery-list" data-testid="my-chases">
        {chases.data?.chases.map((chase) => (
          <li key={chase.chaseId} className="lottery-row lottery-ticket">
            <span>
              {t(betTypeKey(chase.betType))}
              {chase.position !== null && ` · ${t('position_n', { n: chase.position })}`}
              {chase.picks.length > 0 && (
                <>
                  {' · '}
                  <PickList kind={kind} bet={chase} at={new Date(chase.createdAt)} />
                </>
              )}
              <br />
              <span className="lottery-muted">
                {t('chase_left', { left: chase.drawsLeft, total: chase.draws })}
                {chase.nextDrawCode && ` · ${chase.nextDrawCode}`}
              </span>
              <br />
              <span className="lottery-muted">{formatDateTime(chase.createdAt, locale)}</span>
            </span>
            <strong>{money(chase.stake)}</strong>
            <span className={`lottery-state lottery-state--chase-${chase.state}`}>
              {t(`chase_state_${chase.state}`)}
              {chase.won > 0 && ` · ${t('chase_won', { amount: money(chase.won) })}`}
            </span>
            {chase.state === 'running' && chase.drawsLeft > 0 && (
              <button
                type="button"
                className="lottery-link"
                disabled={cancelling === chase.chaseId}
                onClick={() => void cancel(chase.chaseId)}
              >
                {t('chase_cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
