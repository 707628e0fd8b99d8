import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';

/** Previous / next over a paged list, with "page n of m"; nothing when there is one page. */
export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('agent');
  if (totalPages <= 1) return null;
  return (
    <nav className="agent-pager" aria-label={t('pages')}>
      <Button variant="secondary" size="small" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('previous')}
      </Button>
      <span>{t('page_of', { page: pageNo, total: totalPages })}</span>
      <Button variant="secondary" size="small" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
