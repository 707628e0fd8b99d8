import type { CockfightFight } from '@ficha/contract';
import { useTranslation } from 'react-i18next';

const marks = { meron: 'M', wala: 'W', draw: 'D' } as const;

/** The last fights' results, latest first: a coloured mark per fight (MERON red, WALA blue, DRAW green). */
export function FightResults({ fights }: { fights: readonly CockfightFight[] }) {
  const { t } = useTranslation();
  if (fights.length === 0) return null;
  return (
    <section aria-label={t('cockfight_results')}>
      <h2 className="section-title">{t('cockfight_results')}</h2>
      <ol className="results-strip">
        {fights.map((fight) => {
          const outcome = fight.result ? t(`cockfight_side_${fight.result}`) : t('cockfight_state_cancelled');
          return (
            <li
              key={fight.id}
              className="result-mark"
              data-result={fight.result ?? 'cancelled'}
              title={`${t('cockfight_fight', { number: fight.number })}: ${outcome}`}
            >
              <span aria-hidden="true">{fight.result ? marks[fight.result] : '✕'}</span>
              <span className="visually-hidden">
                {t('cockfight_fight', { number: fight.number })}: {outcome}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
