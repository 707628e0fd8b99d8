import type { LgwDraw } from '@ficha/contract';
import { useTranslation } from 'react-i18next';

/** A draw's numbers as balls (a cancelled draw says so instead), read out as one list. */
export function DrawNumbers({ draw, size = 'medium' }: { draw: LgwDraw; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('lottery');
  if (draw.state === 'cancelled') return <span className="lottery-numbers__cancelled">{t('cancelled')}</span>;
  if (!draw.numbers) return <span className="lottery-numbers__pending">{t('drawing_now')}</span>;
  return (
    <ol className={`lottery-numbers lottery-numbers--${size}`} aria-label={t('numbers_of', { numero: draw.numero })}>
      {draw.numbers.map((n, index) => (
        <li key={index} className="lottery-ball">
          {n}
        </li>
      ))}
    </ol>
  );
}
