import { wireMoneyText } from '@ficha/contract';
import type { WalletMovement } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useKindText } from './use-kind-text.ts';
import { formatDateTime } from '@ficha/ui';

export interface MovementListProps {
  movements: readonly WalletMovement[];
  /** Opens a movement's details; without it the rows are plain. */
  onSelect?: (entryId: number) => void;
}

/** A game's movements carry its code and round id as their memo: long ids that only the details show. */
const gameKinds: ReadonlySet<string> = new Set(['bet', 'win', 'rollback']);

/**
 * Movements of the wallet as rows: time, translated type and reference (not a game round's ids, which the details
 * show); signed amount and balance after.
 */
export function MovementList({ movements, onSelect }: MovementListProps) {
  const { t } = useTranslation('money');
  const locale = toLocaleTag(useLanguage());
  const kindText = useKindText();
  return (
    <ul className="movement-list">
      {movements.map((movement) => {
        const body = (
          <>
            <span className="movement-list__main">
              <span className="movement-list__kind">{kindText(movement.kind, movement.amount)}</span>
              <span className="movement-list__meta">
                <time dateTime={movement.time}>{formatDateTime(movement.time, locale, { time: 'short' })}</time>
                {movement.memo && !gameKinds.has(movement.kind) ? <span> · {movement.memo}</span> : null}
              </span>
            </span>
            <span className="movement-list__numbers">
              <span
                className={
                  movement.amount < 0 ? 'movement-list__amount' : 'movement-list__amount movement-list__amount--in'
                }
              >
                {wireMoneyText(movement.amount, locale, true)}
              </span>
              <span className="movement-list__balance">
                {t('records_balance_after')}: {wireMoneyText(movement.balanceAfter, locale)}
              </span>
            </span>
          </>
        );
        return (
          <li key={`${movement.entryId}:${movement.amount}`} className="movement-list__item">
            {onSelect ? (
              <button
                type="button"
                className="movement-list__row movement-list__row--button"
                onClick={() => onSelect(movement.entryId)}
              >
                {body}
                <span className="visually-hidden">{t('records_details')}</span>
              </button>
            ) : (
              <div className="movement-list__row">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
