import type { LanguageCode, RoundDetail } from '@ficha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api.ts';
import { formatDateTime, moneyText } from '@ficha/ui';
import { toMinor } from '../lib/money.ts';
import { PageStatus } from '../ui/page-status.tsx';
import { verifyPageHref } from '../verify/verify-link.ts';
import { recomputeRound, fromWireOutcome } from './replay-model.ts';
import { fetchRoundDetail } from './round-detail-call.ts';
import { ReplayView } from './replay-view.tsx';
import '../ui/shell.css';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; detail: RoundDetail };

/** `/rounds/<roundId>`: a round for game recall, replayed, with its fairness data and a check in the browser. */
export default function RoundReplayPage({
  roundId,
  locale,
  language,
}: {
  roundId: string;
  locale: string;
  language: LanguageCode;
}) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetchRoundDetail(roundId).then(
      (detail) => live && setLoad({ state: 'ready', detail }),
      (error: unknown) => live && setLoad({ state: 'failed', message: errorText(error, t('error_generic')) }),
    );
    return () => {
      live = false;
    };
  }, [roundId, t]);

  if (load.state === 'loading') return <PageStatus />;
  if (load.state === 'failed') return <PageStatus failure={load.message} />;
  const { detail } = load;
  const name = detail.gameNames[language] ?? detail.gameNames['ES'] ?? detail.gameCode;
  const money = (amount: number) => moneyText(amount, locale, { currency: detail.currency });
  const recomputed = recomputeRound(detail);
  const when = (iso: string) => formatDateTime(iso, locale, { date: 'medium' });
  return (
    <main className="replay-page">
      <h1>
        {t('replay_title', { game: name })}
        {detail.mode === 'demo' ? <span className="badge">{t('demo')}</span> : null}
      </h1>
      <dl className="facts">
        <dt>{t('replay_round')}</dt>
        <dd className="mono">{detail.roundId}</dd>
        <dt>{t('replay_state')}</dt>
        <dd>{t(`round_state_${detail.state}`)}</dd>
        <dt>{t('replay_time')}</dt>
        <dd>{when(detail.createdAt)}</dd>
        <dt>{t('bet')}</dt>
        <dd>{money(detail.stake)}</dd>
        <dt>{t('replay_win')}</dt>
        <dd className={toMinor(detail.win) > 0n ? 'win-text' : ''}>
          {money(detail.win)} ({detail.multiplier}×)
        </dd>
      </dl>
      <section className="board">
        <ReplayView model={fromWireOutcome(detail.outcome)} />
      </section>
      <section className="controls">
        <h2 className="small">{t('fairness_title')}</h2>
        <dl className="facts">
          <dt>{t('fairness_server_seed_hash')}</dt>
          <dd className="mono">{detail.fairness.serverSeedHash}</dd>
          <dt>{t('fairness_server_seed')}</dt>
          <dd className="mono">{detail.fairness.serverSeed ?? t('replay_seed_hidden')}</dd>
          <dt>{t('fairness_client_seed')}</dt>
          <dd className="mono">{detail.fairness.clientSeed}</dd>
          <dt>{t('fairness_nonce')}</dt>
          <dd className="mono">{detail.fairness.nonce}</dd>
        </dl>
        {recomputed.state === 'checked' ? (
          <p
            className={`check ${recomputed.commitmentMatches && recomputed.drawMatches ? 'win-text' : 'lose-text'}`}
            role="status"
          >
            {recomputed.commitmentMatches ? t('verify_commitment_ok') : t('verify_commitment_bad')}{' '}
            {recomputed.drawMatches ? t('replay_draw_ok') : t('replay_draw_bad')}
          </p>
        ) : (
          <p className="muted small">{t('replay_rotate_to_verify')}</p>
        )}
        <a
          className="btn"
          href={verifyPageHref({
            serverSeed: detail.fairness.serverSeed ?? undefined,
            serverSeedHash: detail.fairness.serverSeedHash,
            clientSeed: detail.fairness.clientSeed,
            nonce: detail.fairness.nonce,
            settings: detail.fairness.settings,
          })}
        >
          {t('verify_title')}
        </a>
      </section>
    </main>
  );
}
