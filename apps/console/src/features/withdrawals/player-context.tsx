import type { WithdrawalPlayer } from '@ficha/contract';
import { moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge.tsx';
import { accountAgeDays } from './account-age.ts';

/**
 * The player behind a withdrawal as a reviewer weighs it: balance, lifetime deposits against withdrawals,
 * turnover, account age, and the flags that call for a closer look (KYC below the required level, open risk
 * alerts, a locked account).
 */
export function PlayerContext({
  memberId,
  username,
  currency,
  player,
}: {
  memberId: number;
  username: string;
  currency: string;
  player: WithdrawalPlayer | undefined;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => moneyText(amount, i18n.language, { currency });
  return (
    <div className="withdrawal-player">
      <Link to={`/members/${memberId}`}>{username}</Link>
      {player ? (
        <>
          <dl className="withdrawal-player-figures">
            <div>
              <dt>{t('withdrawals.context.balance')}</dt>
              <dd>{money(player.balance)}</dd>
            </div>
            <div>
              <dt>{t('withdrawals.context.depositsWithdrawals')}</dt>
              <dd>
                {money(player.deposits)} / {money(player.withdrawals)}
              </dd>
            </div>
            <div>
              <dt>{t('withdrawals.context.turnover')}</dt>
              <dd>{money(player.turnover)}</dd>
            </div>
            <div>
              <dt>{t('withdrawals.context.age')}</dt>
              <dd>{t('withdrawals.context.days', { count: accountAgeDays(player.registeredAt, new Date()) })}</dd>
            </div>
          </dl>
          <div className="withdrawal-player-flags">
            <Badge
              label={t('withdrawals.context.kyc', { level: player.kycLevel, required: player.kycRequiredLevel })}
              tone={player.kycLevel >= player.kycRequiredLevel ? 'success' : 'danger'}
            />
            {player.openRiskAlerts > 0 ? (
              <Badge label={t('withdrawals.context.riskAlerts', { count: player.openRiskAlerts })} tone="danger" />
            ) : null}
            {player.locked ? <Badge label={t('withdrawals.context.locked')} tone="danger" /> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
