import type { PointReward } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, moneyText, RewardArt } from '@ficha/ui';
import { redeemBlock } from './mall-math.ts';
import { RedeemDialog } from './redeem-dialog.tsx';
import { Section } from './section.tsx';
import './points.css';

export interface RewardCatalogProps {
  rewards: readonly PointReward[];
  balance: number;
  locale: string;
}

/** The mall's rewards: art, name, cost, value or stock, and a redeem button (disabled, with why, when it can't be). */
export function RewardCatalog({ rewards, balance, locale }: RewardCatalogProps) {
  const { t } = useTranslation('points');
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <Section title={t('catalog_title')} className="point-catalog">
      {rewards.length === 0 ? <p className="card__note">{t('no_rewards')}</p> : null}
      <ul className="point-catalog__grid">
        {rewards.map((reward) => {
          const block = redeemBlock(balance, reward);
          return (
            <li key={reward.id} className={`point-reward point-reward--${reward.kind}`}>
              <div className="point-reward__art">
                <RewardArt art={reward.art} imageUrl={reward.imageUrl} />
              </div>
              <div className="point-reward__body">
                <span className="point-reward__kind">{t(`kind_${reward.kind}`)}</span>
                <h3 className="point-reward__name">{reward.name}</h3>
                <p className="point-reward__description">{reward.description}</p>
                <p className="point-reward__facts">
                  <strong className="point-reward__cost">
                    {t('points_amount', { points: number(reward.points) })}
                  </strong>
                  {reward.kind === 'item' ? null : <span>{moneyText(reward.value, locale)}</span>}
                  {reward.stock === null ? null : (
                    <span>{reward.stock > 0 ? t('stock_left', { stock: number(reward.stock) }) : t('sold_out')}</span>
                  )}
                </p>
                <Button
                  size="small"
                  disabled={block !== null}
                  aria-label={t('redeem_named', { name: reward.name })}
                  onClick={() => setChosen(reward)}
                >
                  {block === 'short' ? t('short') : block === 'sold_out' ? t('sold_out') : t('redeem')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {chosen ? (
        <RedeemDialog reward={chosen} balance={balance} locale={locale} onClose={() => setChosen(null)} />
      ) : null}
    </Section>
  );
}
