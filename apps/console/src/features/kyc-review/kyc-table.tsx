import type { KycDocumentStatus } from '@ficha/contract';
import { DataTable, formatDateTime, RowAction } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { Badge } from '../../ui/badge.tsx';
import type { ConsoleKycDocument } from './queries.ts';
import './kyc-review.css';

const statusTones: Record<KycDocumentStatus, 'neutral' | 'success' | 'danger' | 'info'> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  expired: 'neutral',
};

export interface KycTableProps {
  documents: readonly ConsoleKycDocument[];
  isStale?: boolean;
  onView: (document: ConsoleKycDocument) => void;
  onApprove: (document: ConsoleKycDocument) => void;
  onReject: (document: ConsoleKycDocument) => void;
}

/** The KYC queue: one row per document, with the viewer and, while pending, approve and reject. */
export function KycTable({ documents, isStale = false, onView, onApprove, onReject }: KycTableProps) {
  const { t, i18n } = useTranslation();
  const canReview = useCan('kyc.review');
  return (
    <DataTable
      caption={t('kyc.caption')}
      className="kyc-table"
      isStale={isStale}
      rows={documents}
      rowKey={(document) => document.id}
      columns={[
        { label: t('kyc.id'), cell: (document) => document.id },
        {
          label: t('kyc.createdAt'),
          cell: (document) => (
            <time dateTime={document.createdAt}>
              {formatDateTime(document.createdAt, i18n.language, { time: 'short' })}
            </time>
          ),
        },
        { label: t('kyc.member'), cell: (document) => document.username },
        { label: t('kyc.kind'), cell: (document) => t(`kyc.kinds.${document.kind}`) },
        { label: t('kyc.file'), className: 'kyc-file', cell: (document) => document.fileName },
        {
          label: t('kyc.status'),
          cell: (document) => (
            <>
              <Badge label={t(`kyc.statuses.${document.status}`)} tone={statusTones[document.status]} />
              {document.rejectReason ? <p className="kyc-note">{document.rejectReason}</p> : null}
              {document.expiresOn ? (
                <p className="kyc-note">{t('kyc.validUntil', { date: document.expiresOn })}</p>
              ) : null}
              {document.reviewedBy ? (
                <p className="kyc-note">{t('kyc.reviewedBy', { name: document.reviewedBy })}</p>
              ) : null}
            </>
          ),
        },
        {
          label: t('kyc.actions'),
          cell: (document) => (
            <div className="kyc-actions">
              <RowAction label={t('kyc.view')} rowName={`#${document.id}`} onClick={() => onView(document)} />
              {document.status === 'pending' && canReview ? (
                <>
                  <RowAction
                    variant="primary"
                    label={t('kyc.approve')}
                    rowName={`#${document.id}`}
                    onClick={() => onApprove(document)}
                  />
                  <RowAction
                    label={t('kyc.reject')}
                    rowName={`#${document.id}`}
                    variant="danger"
                    onClick={() => onReject(document)}
                  />
                </>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
