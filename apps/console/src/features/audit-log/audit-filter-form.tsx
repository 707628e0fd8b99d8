import { Button, TextField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilter } from './queries.ts';
import './audit-log-table.css';

/** `datetime-local` text (the operator's clock) of an instant, or empty. */
const localInput = (iso: string | undefined) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export interface AuditFilterFormProps {
  filter: AuditFilter;
  onFilter: (filter: AuditFilter) => void;
  /** The server's problems with the fields (an end before its start), already translated. */
  fieldErrors: Partial<Record<keyof AuditFilter, string[]>>;
}

/** The audit trail's filters: who (actor), what (action prefix, target) and when (from, to); applied with the button. */
export function AuditFilterForm({ filter, onFilter, fieldErrors }: AuditFilterFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(() => ({
    actor: filter.actor ?? '',
    action: filter.action ?? '',
    target: filter.target ?? '',
    from: localInput(filter.from),
    to: localInput(filter.to),
  }));
  const set = (patch: Partial<typeof fields>) => setFields((current) => ({ ...current, ...patch }));
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const instant = (value: string) => (value === '' ? undefined : new Date(value).toISOString());
  return (
    <form
      className="audit-filters"
      aria-label={t('audit.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter({
          actor: optional(fields.actor),
          action: optional(fields.action),
          target: optional(fields.target),
          from: instant(fields.from),
          to: instant(fields.to),
        });
      }}
    >
      <TextField
        label={t('audit.actor')}
        maxLength={64}
        value={fields.actor}
        onChange={(e) => set({ actor: e.target.value })}
        errors={fieldErrors.actor ?? []}
      />
      <TextField
        label={t('audit.action')}
        hint={t('audit.actionHint')}
        maxLength={64}
        value={fields.action}
        onChange={(e) => set({ action: e.target.value })}
        errors={fieldErrors.action ?? []}
      />
      <TextField
        label={t('audit.target')}
        maxLength={100}
        value={fields.target}
        onChange={(e) => set({ target: e.target.value })}
        errors={fieldErrors.target ?? []}
      />
      <TextField
        label={t('audit.from')}
        type="datetime-local"
        value={fields.from}
        onChange={(e) => set({ from: e.target.value })}
        errors={fieldErrors.from ?? []}
      />
      <TextField
        label={t('audit.to')}
        type="datetime-local"
        value={fields.to}
        onChange={(e) => set({ to: e.target.value })}
        errors={fieldErrors.to ?? []}
      />
      <Button type="submit" variant="secondary">
        {t('audit.filter')}
      </Button>
    </form>
  );
}
