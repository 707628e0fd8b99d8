import { buttonClassName } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import './pager.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isBusy?: boolean;
}

export function Pager({ page, totalPages, onPageChange, isBusy = false }: PagerProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, totalPages);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1 || isBusy}
      >
        <span aria-hidden="true">‹ </span>
        {t('pager.previous')}
      </button>
      <span className="pager-position" aria-live="polite">
        {t('pager.page', { page, total: lastPage })}
      </span>
      <button
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= lastPage || isBusy}
      >
        {t('pager.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
