import { readMoneyInput } from '@ficha/contract';
import { schemaResolver, withChecks } from '@ficha/ui/forms';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toMinor } from '../../lib/money.ts';
import { autoplaySpinChoices, checkAutoplaySettings, type AutoplaySettings } from './autoplay.ts';

/** An optional amount: empty is "no condition", otherwise a positive amount with at most 2 decimals. */
function readLimit(text: string): { ok: true; minor: bigint | null } | { ok: false } {
  const read = readMoneyInput(text);
  if (!read.ok) return read.reason === 'required' ? { ok: true, minor: null } : { ok: false };
  return { ok: true, minor: toMinor(read.amount) };
}

const limitOf = (text: string) => {
  const limit = readLimit(text);
  return limit.ok ? limit.minor : null;
};

/** The auto-play settings the form's inputs describe; a stop amount that is not one is `amount_format`. */
const autoplaySchema = withChecks(
  z.object({ spins: z.string(), winAbove: z.string(), balanceBelow: z.string(), onFreeSpins: z.boolean() }),
  (values) =>
    (['winAbove', 'balanceBelow'] as const).map((field) =>
      readLimit(values[field]).ok ? null : { field, reason: 'amount_format' },
    ),
).transform((values): AutoplaySettings => ({
  spins: Number(values.spins),
  stopOnWinAboveMinor: limitOf(values.winAbove),
  stopOnBalanceBelowMinor: limitOf(values.balanceBelow),
  stopOnFreeSpins: values.onFreeSpins,
}));

/** Auto-play: how many spins, and the conditions that stop it early. */
export function AutoplayForm({ onStart }: { onStart: (settings: AutoplaySettings) => void }) {
  const { t } = useTranslation();
  // The stop amounts are checked as they are typed.
  const form = useForm({
    defaultValues: { spins: String(autoplaySpinChoices[0]), winAbove: '', balanceBelow: '', onFreeSpins: true },
    mode: 'onChange',
    resolver: schemaResolver(autoplaySchema),
  });
  const spins = Number(useWatch({ control: form.control, name: 'spins' }));
  const { errors } = form.formState;
  const isInvalid = Boolean(errors.winAbove ?? errors.balanceBelow);

  const submit = form.handleSubmit((settings) => {
    checkAutoplaySettings(settings);
    onStart(settings);
  });

  return (
    <form className="autoplay-form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field">
        {t('autoplay_spins')}
        <select {...form.register('spins')}>
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
          placeholder={t('autoplay_no_limit')}
          aria-invalid={Boolean(errors.winAbove)}
          {...form.register('winAbove')}
        />
      </label>
      <label className="field">
        {t('autoplay_stop_balance_below')}
        <input
          inputMode="decimal"
          placeholder={t('autoplay_no_limit')}
          aria-invalid={Boolean(errors.balanceBelow)}
          {...form.register('balanceBelow')}
        />
      </label>
      {isInvalid ? (
        <p className="lose-text small" role="alert">
          {t('amount_format')}
        </p>
      ) : null}
      <label className="row">
        <input type="checkbox" {...form.register('onFreeSpins')} />
        {t('autoplay_stop_free_spins')}
      </label>
      <button type="submit" className="btn btn-primary" disabled={isInvalid}>
        {t('autoplay_start', { count: spins })}
      </button>
    </form>
  );
}
