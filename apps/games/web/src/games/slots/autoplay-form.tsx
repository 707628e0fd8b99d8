import { readMoneyInput } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '../../lib/money.ts';
import { autoplaySpinChoices, checkAutoplaySettings, type AutoplaySettings } from './autoplay.ts';

/** An optional amount: empty is "no condition", otherwise a positive amount with at most 2 decimals. */
function readLimit(text: string): { ok: true; minor: bigint | null } | { ok: false } {
  const read = readMoneyInput(text);
  if (!read.ok) return read.reason === 'required' ? { ok: true, minor: null } : { ok: false };
  return { ok: true, minor: toMinor(read.amount) };
}

/** Auto-play: how many spins, and the conditions that stop it early. */
export function AutoplayForm({ onStart }: { onStart: (settings: AutoplaySettings) => void }) {
  const { t } = useTranslation();
  const [spins, setSpins] = useState<number>(autoplaySpinChoices[0]);
  const [winAbove, setWinAbove] = useState('');
  const [balanceBelow, setBalanceBelow] = useState('');
  const [onFreeSpins, setOnFreeSpins] = useState(true);
  const win = readLimit(winAbove);
  const balance = readLimit(balanceBelow);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!win.ok || !balance.ok) return;
    const settings: AutoplaySettings = {
      spins,
      stopOnWinAboveMinor: win.minor,
      stopOnBalanceBelowMinor: balance.minor,
      stopOnFreeSpins: onFreeSpins,
    };
    checkAutoplaySettings(settings);
    onStart(settings);
  }

  return (
    <form className="autoplay-form" onSubmit={submit} noValidate>
      <label className="field">
        {t('autoplay_spins')}
        <select value={spins} onChange={(event) => setSpins(Number(event.target.value))}>
          {autoplaySpinChoices.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('autoplay_stop_win_above')}
        <input
          inputMode="decimal"
          value={winAbove}
          placeholder={t('autoplay_no_limit')}
          aria-invalid={!win.ok}
          onChange={(event) => setWinAbove(event.target.value)}
        />
      </label>
      <label className="field">
        {t('autoplay_stop_balance_below')}
        <input
          inputMode="decimal"
          value={balanceBelow}
          placeholder={t('autoplay_no_limit')}
          aria-invalid={!balance.ok}
          onChange={(event) => setBalanceBelow(event.target.value)}
        />
      </label>
      {!win.ok || !balance.ok ? (
        <p className="lose-text small" role="alert">
          {t('amount_format')}
        </p>
      ) : null}
      <label className="row">
        <input type="checkbox" checked={onFreeSpins} onChange={(event) => setOnFreeSpins(event.target.checked)} />
        {t('autoplay_stop_free_spins')}
      </label>
      <button type="submit" className="btn btn-primary" disabled={!win.ok || !balance.ok}>
        {t('autoplay_start', { count: spins })}
      </button>
    </form>
  );
}
