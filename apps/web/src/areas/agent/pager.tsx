import { useTranslation } from 'react-i18next';
import { Pager as PagerBase } from '../../ui/pager.tsx';

/** The agent pages' pager: previous / next with "page n of m"; nothing when there is one page. */
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
  return (
    <PagerBase
      pageNo={pageNo}
      totalPages={totalPages}
      onPage={onPage}
      className="agent-pager"
      texts={{
        label: t('pages'),
        previous: t('previous'),
        next: t('next'),
        pageOf: t('page_of', { page: pageNo, total: totalPages }),
      }}
    />
  );
}
