import type { Promotion } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now.ts';
import { countdownTarget, countdownText } from './countdown.ts';

/** "Starts in …" before a promotion opens, "Ends in …" while it runs, ticking each second; nothing once closed. */
export function PromotionCountdown({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation('promo');
  const now = useNow();
  const target = countdownTarget(promotion, now);
  if (!target) return null;
  const time = countdownText(target.at, now, i18n.language);
  return (
    <p className="promotion-countdown">
      <time dateTime={new Date(target.at).toISOString()}>
        {target.kind === 'starts' ? t('starts_in', { time }) : t('ends_in', { time })}
      </time>
    </p>
  );
}
