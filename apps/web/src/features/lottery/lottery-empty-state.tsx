import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@ficha/ui';
import type { LotteryRegion } from './lottery-regions.ts';

/** Three lottery balls over a ticket: the picture of a lottery page with no game of its kind. */
function LotteryArt() {
  return (
    <svg className="lottery-empty__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="18" y="70" width="124" height="38" rx="8" className="lottery-empty__ticket" />
      <path d="M40 82h50M40 94h30" className="lottery-empty__lines" />
      <circle cx="52" cy="48" r="24" className="lottery-empty__ball lottery-empty__ball--a" />
      <circle cx="96" cy="40" r="20" className="lottery-empty__ball lottery-empty__ball--b" />
      <circle cx="124" cy="62" r="14" className="lottery-empty__ball lottery-empty__ball--c" />
      <text x="52" y="56" textAnchor="middle" className="lottery-empty__digit">
        7
      </text>
      <text x="96" y="47" textAnchor="middle" className="lottery-empty__digit lottery-empty__digit--small">
        3
      </text>
      <text x="124" y="67" textAnchor="middle" className="lottery-empty__digit lottery-empty__digit--tiny">
        9
      </text>
    </svg>
  );
}

/**
 * A lottery page whose kind of games the site does not offer (SPEC §2.1 `/seaLottery`, `/vnLottery`), or a site
 * without lottery games: a picture, what is missing and why, and where to go instead.
 */
export function LotteryEmptyState({ region }: { region: LotteryRegion }) {
  const { t } = useTranslation('lottery');
  return (
    <section className="lottery-card lottery-empty" data-testid="lottery-empty">
      <LotteryArt />
      <h2 className="lottery-empty__title">{t(`empty_title_${region}`)}</h2>
      <p className="lottery-empty__text">{t(`empty_text_${region}`)}</p>
      <div className="lottery-empty__actions">
        {region === 'main' ? null : (
          <Link to="/lottery" className={buttonClassName('primary')}>
            {t('empty_action_lottery')}
          </Link>
        )}
        <Link to="/" className={buttonClassName('secondary')}>
          {t('back_to_lobby')}
        </Link>
      </div>
    </section>
  );
}
