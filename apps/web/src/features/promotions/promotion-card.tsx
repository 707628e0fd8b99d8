import type { Promotion } from '@ficha/contract';
import { Button } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { PromotionAction } from './promotion-action.tsx';
import { PromotionArt } from './promotion-art.tsx';
import { PromotionCountdown } from './promotion-countdown.tsx';

/** One promotion on the list: its art, title, summary, countdown, its state's button and the way to its details. */
export function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation('promo');
  return (
    <article className="promotion-card" aria-labelledby={`promotion-${promotion.id}-title`}>
      <PromotionArt art={promotion.art} kind={promotion.kind} />
      <div className="promotion-card__body">
        <p className="promotion-card__category">{t(`category_${promotion.category}`)}</p>
        <h2 id={`promotion-${promotion.id}-title`} className="promotion-card__title" dir="auto">
          {promotion.title}
        </h2>
        <p className="promotion-card__summary" dir="auto">
          {promotion.summary}
        </p>
        <PromotionCountdown promotion={promotion} />
        <div className="promotion-card__actions">
          <PromotionAction promotion={promotion} onApply={onOpen} />
          <Button variant="ghost" onClick={onOpen}>
            {t('details')}
          </Button>
        </div>
      </div>
    </article>
  );
}
