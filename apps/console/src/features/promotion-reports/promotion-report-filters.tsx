import { Button, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodQuery, ReportPeriodFields } from '../../ui/report-period-fields.tsx';
import type { PromotionReportQuery } from './queries.ts';

export interface PromotionReportFiltersProps {
  value: PromotionReportQuery;
  /** The promotions the range shows (id and title), for the promotion filter. */
  promotions: ReadonlyArray<{ key: string; label: string }>;
  onApply: (next: PromotionReportQuery) => void;
}

/** The report's period (merchant-local days; a custom range takes two dates) and promotion. Applied with the button. */
export function PromotionReportFilters({ value, promotions, onApply }: PromotionReportFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PromotionReportQuery>(value);
  const set = (patch: Partial<PromotionReportQuery>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <form
      className="report-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(periodQuery(draft));
      }}
    >
      <ReportPeriodFields value={draft} onChange={set} />
      <SelectField
        label={t('promotionReports.promotion')}
        value={draft.promotionId === undefined ? '' : String(draft.promotionId)}
        options={[
          { value: '', label: t('promotionReports.allPromotions') },
          ...promotions.map((p) => ({ value: p.key, label: `${p.label} (#${p.key})` })),
        ]}
        onChange={(event) => set({ promotionId: event.target.value === '' ? undefined : Number(event.target.value) })}
      />
      <Button type="submit" variant="secondary">
        {t('reports.show')}
      </Button>
    </form>
  );
}
