import { Button, SelectField, TextField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetSearchQuery } from './queries.ts';

const statuses = ['', 'open', 'settled', 'cancelled'] as const;

/** `datetime-local` text (the operator's clock) for an instant. */
const localInput = (at: Date) => new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * The bet search's filters: a time range (at most 31 days; the last 24 hours to start), player, round id, game,
 * vendor, status and stake range. Applied with the button.
 */
export function BetSearchForm({ onSearch }: { onSearch: (query: BetSearchQuery) => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(() => ({
    from: localInput(new Date(Date.now() - 86_400_000)),
    to: localInput(new Date(Date.now() + 60_000)),
    username: '',
    roundId: '',
    gameCode: '',
    vendor: '',
    status: '' as (typeof statuses)[number],
    minStake: '',
    maxStake: '',
  }));
  const set = (patch: Partial<typeof fields>) => setFields((current) => ({ ...current, ...patch }));
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return (
    <form
      className="report-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({
          from: new Date(fields.from).toISOString(),
          to: new Date(fields.to).toISOString(),
          username: optional(fields.username),
          roundId: optional(fields.roundId),
          gameCode: optional(fields.gameCode),
          vendor: optional(fields.vendor),
          status: fields.status === '' ? undefined : fields.status,
          minStake: optional(fields.minStake),
          maxStake: optional(fields.maxStake),
        });
      }}
    >
      <TextField
        label={t('bets.from')}
        type="datetime-local"
        required
        value={fields.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        label={t('bets.to')}
        type="datetime-local"
        required
        value={fields.to}
        onChange={(e) => set({ to: e.target.value })}
      />
      <TextField
        label={t('bets.username')}
        value={fields.username}
        onChange={(e) => set({ username: e.target.value })}
      />
      <TextField label={t('bets.roundId')} value={fields.roundId} onChange={(e) => set({ roundId: e.target.value })} />
      <TextField
        label={t('bets.gameCode')}
        value={fields.gameCode}
        onChange={(e) => set({ gameCode: e.target.value })}
      />
      <TextField label={t('bets.vendor')} value={fields.vendor} onChange={(e) => set({ vendor: e.target.value })} />
      <SelectField
        label={t('bets.status')}
        value={fields.status}
        options={statuses.map((id) => ({ value: id, label: t(`bets.statuses.${id === '' ? 'any' : id}`) }))}
        onChange={(e) => set({ status: e.target.value as (typeof statuses)[number] })}
      />
      <TextField
        label={t('bets.minStake')}
        inputMode="decimal"
        value={fields.minStake}
        onChange={(e) => set({ minStake: e.target.value })}
      />
      <TextField
        label={t('bets.maxStake')}
        inputMode="decimal"
        value={fields.maxStake}
        onChange={(e) => set({ maxStake: e.target.value })}
      />
      <Button type="submit" variant="secondary">
        {t('bets.search')}
      </Button>
    </form>
  );
}
