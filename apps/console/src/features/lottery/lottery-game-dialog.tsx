import { parseMoneyText } from '@ficha/contract';
import { ActionDialog, CheckboxField, TextField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../ui/alert-message.tsx';
import type { LotteryGameView } from './queries.ts';

/** What the dialog sends: amounts as wire numbers, null for "no limit". */
export interface LotteryGameChange {
  gameCode: string;
  enabled: boolean;
  maxStakePerDraw: number | null;
  maxPayoutPerDraw: number | null;
  betLimits: Array<{ betType: string; minStake: number | null; maxStake: number | null }>;
}

export interface LotteryGameDialogProps {
  game: LotteryGameView;
  isBusy: boolean;
  error: string | null;
  onSave: (change: LotteryGameChange) => void;
  onClose: () => void;
}

const shown = (amount: number | null) => (amount === null ? '' : String(amount));

/** A typed amount: empty is "no limit", otherwise a positive amount with at most two decimals. */
function amountOf(text: string): number | null | 'bad' {
  if (!text.trim()) return null;
  const parsed = parseMoneyText(text.trim());
  return parsed.ok && parsed.minor > 0n ? Number(text.trim()) : 'bad';
}

/** Edits one game for the merchant: on or off, the limits per draw and the stake bounds of each bet type. */
export function LotteryGameDialog({ game, isBusy, error, onSave, onClose }: LotteryGameDialogProps) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(game.enabled);
  const [stakePerDraw, setStakePerDraw] = useState(shown(game.maxStakePerDraw));
  const [payoutPerDraw, setPayoutPerDraw] = useState(shown(game.maxPayoutPerDraw));
  const [limits, setLimits] = useState(() =>
    Object.fromEntries(
      game.betTypes.map((betType) => {
        const limit = game.betLimits.find((l) => l.betType === betType);
        return [betType, { min: shown(limit?.minStake ?? null), max: shown(limit?.maxStake ?? null) }];
      }),
    ),
  );
  const [bad, setBad] = useState<ReadonlySet<string>>(new Set());
  const problem = (key: string) => (bad.has(key) ? [t('lottery.settings.badAmount')] : []);

  function save() {
    const wrong = new Set<string>();
    const read = (key: string, text: string) => {
      const amount = amountOf(text);
      if (amount === 'bad') wrong.add(key);
      return amount === 'bad' ? null : amount;
    };
    const change: LotteryGameChange = {
      gameCode: game.gameCode,
      enabled,
      maxStakePerDraw: read('stake', stakePerDraw),
      maxPayoutPerDraw: read('payout', payoutPerDraw),
      betLimits: game.betTypes.map((betType) => ({
        betType,
        minStake: read(`${betType}:min`, limits[betType]!.min),
        maxStake: read(`${betType}:max`, limits[betType]!.max),
      })),
    };
    for (const limit of change.betLimits) {
      if (limit.minStake !== null && limit.maxStake !== null && limit.minStake > limit.maxStake) {
        wrong.add(`${limit.betType}:min`);
      }
    }
    setBad(wrong);
    if (wrong.size === 0) onSave(change);
  }

  return (
    <ActionDialog
      isOpen
      title={t('lottery.settings.editTitle', { game: game.gameCode })}
      onClose={onClose}
      action={{ label: t('lottery.settings.save'), isDisabled: isBusy, isBusy, onClick: save }}
    >
      <div className="lottery-form">
        {error ? <AlertMessage message={error} /> : null}
        <CheckboxField
          appearance="switch"
          label={t('lottery.settings.enabled')}
          checked={enabled}
          onCheckedChange={setEnabled}
        />
        <TextField
          label={t('lottery.settings.maxStakePerDraw')}
          hint={t('lottery.settings.maxStakePerDrawHint')}
          inputMode="decimal"
          value={stakePerDraw}
          errors={problem('stake')}
          onChange={(event) => setStakePerDraw(event.target.value)}
        />
        <TextField
          label={t('lottery.settings.maxPayoutPerDraw')}
          hint={t('lottery.settings.maxPayoutPerDrawHint')}
          inputMode="decimal"
          value={payoutPerDraw}
          errors={problem('payout')}
          onChange={(event) => setPayoutPerDraw(event.target.value)}
        />
        <fieldset className="lottery-limits">
          <legend>{t('lottery.settings.betLimits')}</legend>
          <p className="lottery-hint">{t('lottery.settings.betLimitsHint')}</p>
          {game.betTypes.map((betType) => (
            <div className="lottery-limit-row" key={betType}>
              <code>{betType}</code>
              <TextField
                label={t('lottery.settings.minStake', { betType })}
                inputMode="decimal"
                value={limits[betType]!.min}
                errors={problem(`${betType}:min`)}
                onChange={(event) =>
                  setLimits((all) => ({ ...all, [betType]: { ...all[betType]!, min: event.target.value } }))
                }
              />
              <TextField
                label={t('lottery.settings.maxStake', { betType })}
                inputMode="decimal"
                value={limits[betType]!.max}
                errors={problem(`${betType}:max`)}
                onChange={(event) =>
                  setLimits((all) => ({ ...all, [betType]: { ...all[betType]!, max: event.target.value } }))
                }
              />
            </div>
          ))}
        </fieldset>
      </div>
    </ActionDialog>
  );
}
