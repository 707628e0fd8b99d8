import { Button } from '@ficha/ui';

export interface PagerProps {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
  /** `label` names the pager as a navigation region; without it the pager is a plain group of buttons. */
  texts: { label?: string; previous: string; next: string; pageOf: string };
  className: string;
}

/** Previous / next over a paged list, with "page n of m" (`texts.pageOf`); nothing when there is one page. */
export function Pager({ pageNo, totalPages, onPage, texts, className }: PagerProps) {
  if (totalPages <= 1) return null;
  const Container = texts.label ? 'nav' : 'div';
  return (
    <Container className={className} aria-label={texts.label}>
      <Button variant="secondary" size="small" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {texts.previous}
      </Button>
      <span>{texts.pageOf}</span>
      <Button variant="secondary" size="small" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {texts.next}
      </Button>
    </Container>
  );
}
