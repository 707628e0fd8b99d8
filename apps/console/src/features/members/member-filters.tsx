import { SelectField, TextField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberTypeChoices } from '../../lib/member-types.ts';
import { useMemberLabels } from '../../lib/use-member-labels.ts';
import { isBalanceText, type MemberListFilters } from './member-search.ts';

export interface MemberFiltersProps {
  filters: MemberListFilters;
  onChange: (filters: MemberListFilters) => void;
}

/** Status, type and a balance range of the member list; a bound applies when it leaves its field as money. */
export function MemberFilters({ filters, onChange }: MemberFiltersProps) {
  const { t } = useTranslation();
  const { typeLabel, statusLabel } = useMemberLabels();
  const [minDraft, setMinDraft] = useState(filters.minBalance);
  const [maxDraft, setMaxDraft] = useState(filters.maxBalance);

  function applyBound(name: 'minBalance' | 'maxBalance', text: string) {
    if (isBalanceText(text) && text.trim() !== filters[name]) onChange({ ...filters, [name]: text.trim() });
  }

  return (
    <form
      className="member-filters"
      role="search"
      aria-label={t('members.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isBalanceText(minDraft) && isBalanceText(maxDraft)) {
          onChange({ ...filters, minBalance: minDraft.trim(), maxBalance: maxDraft.trim() });
        }
      }}
    >
      <SelectField
        label={t('members.status')}
        value={filters.status}
        options={[
          { value: '', label: t('members.allStatuses') },
          { value: 'active', label: statusLabel('active') },
          { value: 'locked', label: statusLabel('locked') },
        ]}
        onChange={(event) => onChange({ ...filters, status: event.target.value as MemberListFilters['status'] })}
      />
      <SelectField
        label={t('members.type')}
        value={filters.type}
        options={[
          { value: '', label: t('members.allTypes') },
          ...memberTypeChoices.map((type) => ({ value: String(type), label: typeLabel(type) })),
        ]}
        onChange={(event) => onChange({ ...filters, type: event.target.value })}
      />
      <TextField
        label={t('members.minBalance')}
        inputMode="decimal"
        autoComplete="off"
        value={minDraft}
        error={isBalanceText(minDraft) ? undefined : t('members.balanceInvalid')}
        onChange={(event) => setMinDraft(event.target.value)}
        onBlur={() => applyBound('minBalance', minDraft)}
      />
      <TextField
        label={t('members.maxBalance')}
        inputMode="decimal"
        autoComplete="off"
        value={maxDraft}
        error={isBalanceText(maxDraft) ? undefined : t('members.balanceInvalid')}
        onChange={(event) => setMaxDraft(event.target.value)}
        onBlur={() => applyBound('maxBalance', maxDraft)}
      />
      <button type="submit" className="visually-hidden">
        {t('members.applyFilters')}
      </button>
    </form>
  );
}
