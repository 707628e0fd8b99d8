import { slotDefinitions } from '@ficha/engines';
import { useTranslation } from 'react-i18next';
import { symbolKey } from '../../lib/text-keys.ts';
import { slotArtByCode } from './themes/art-by-code.ts';
import './slots.css';

/**
 * A slot's paytable in the help panel: each symbol's pays by run length (in line bets for line slots, in
 * units of stake/betUnits for ways), the wild and scatter, free spins, and the paylines drawn as grids.
 */
export default function SlotPaytable({ slotCode }: { slotCode: string }) {
  const { t } = useTranslation();
  const slot = slotDefinitions.find((s) => s.code === slotCode);
  const art = slotArtByCode[slotCode];
  if (!slot || !art) return null;
  const symbolIds = [slot.wild, ...[...slot.regularSymbols].reverse()].filter((id) => slot.pays[id]);
  const runLengths = Array.from({ length: slot.reels.length - slot.minRun + 1 }, (_, i) => slot.minRun + i);
  const Draw = (id: string) => {
    const Art = art.symbols[id];
    return (
      <svg viewBox="0 0 100 100" aria-hidden="true">
        {Art ? <Art /> : null}
      </svg>
    );
  };
  return (
    <section className="paytable">
      <h3>{t('paytable_title')}</h3>
      <p className="muted small">
        {slot.wins.mode === 'lines'
          ? t('paytable_lines', { lines: slot.wins.lines.length })
          : t('paytable_ways', { ways: slot.rows ** slot.reels.length, units: slot.betUnits })}
      </p>
      <div className="paytable-grid">
        {symbolIds.map((id) => (
          <div key={id} className="paytable-item">
            {Draw(id)}
            <div>
              <strong>{t(symbolKey(slot.code, id))}</strong>
              {runLengths.map((run, i) => (
                <div key={run}>
                  {run}× — {slot.pays[id]![i]}
                </div>
              ))}
            </div>
          </div>
        ))}
        <div className="paytable-item">
          {Draw(slot.scatter)}
          <div>
            <strong>{t(symbolKey(slot.code, slot.scatter))}</strong>
            {slot.scatterPays.map((pay, count) =>
              pay > 0 || (slot.freeSpinsAwarded[count] ?? 0) > 0 ? (
                <div key={count}>
                  {count}× — {pay} · {t('paytable_free_spins', { count: slot.freeSpinsAwarded[count] ?? 0 })}
                </div>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <p className="small">{t('paytable_wild', { name: t(symbolKey(slot.code, slot.wild)) })}</p>
      <p className="small">
        {t('paytable_free_spin_rule', {
          name: t(symbolKey(slot.code, slot.scatter)),
          multiplier: slot.freeSpinMultiplier,
        })}
      </p>
      {slot.wins.mode === 'lines' ? (
        <>
          <h3>{t('paytable_paylines')}</h3>
          <div className="paylines">
            {slot.wins.lines.map((rows, index) => (
              <svg key={index} viewBox="0 0 50 34" role="img" aria-label={t('paytable_payline', { n: index + 1 })}>
                <rect width="50" height="34" rx="3" fill="var(--color-surface-raised)" />
                {rows.map((row, reel) => (
                  <rect
                    key={reel}
                    x={2 + reel * 9.5}
                    y={2 + row * 10}
                    width="8"
                    height="9"
                    rx="1.5"
                    fill="var(--color-accent)"
                  />
                ))}
                <text x="48" y="32" textAnchor="end" fontSize="7" fill="var(--color-text-muted)">
                  {index + 1}
                </text>
              </svg>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
