import { ActionDialog, buttonClassName, Dialog, LoadingState, TextField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { ProofImageDialog } from '../../ui/proof-image-dialog.tsx';
import { RejectReasonDialog } from '../../ui/reject-reason-dialog.tsx';
import { useKycDocumentFile, useReviewKycDocument, type ConsoleKycDocument } from './queries.ts';

type DialogOf = { document: ConsoleKycDocument | null; onClose: () => void };

/** Saves a PDF to the operator's disk: it is never opened as a page of the console (decision 0049). */
function downloadPdf(fileName: string, dataBase64: string) {
  const bytes = Uint8Array.from(atob(dataBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The document: an image shown as data, a PDF offered as a download only. */
export function KycDocumentViewer({ document, onClose }: DialogOf) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const file = useKycDocumentFile(document?.id ?? null);
  const title = t('kyc.viewTitle', { id: document?.id ?? '', member: document?.username ?? '' });
  const error = file.isError ? errorMessage(file.error) : null;
  if (document?.contentType !== 'application/pdf') {
    return (
      <ProofImageDialog
        isOpen={document !== null}
        title={title}
        src={file.data ? `data:${file.data.contentType};base64,${file.data.dataBase64}` : null}
        alt={t('kyc.imageAlt', {
          kind: document ? t(`kyc.kinds.${document.kind}`) : '',
          member: document?.username ?? '',
        })}
        className="kyc-document-image"
        errorMessage={error}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog
      isOpen
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
          {t('dialog.close')}
        </button>
      }
    >
      {error ? <AlertMessage message={error} /> : null}
      <p>{t('kyc.pdfNote')}</p>
      {file.data ? (
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => file.data && downloadPdf(file.data.fileName, file.data.dataBase64)}
        >
          {t('kyc.downloadPdf', { name: file.data.fileName })}
        </button>
      ) : error ? null : (
        <LoadingState />
      )}
    </Dialog>
  );
}

/** Approves a pending document, with the document's own expiry date when it has one. */
export function ApproveKycDialog({ document, onClose }: DialogOf) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const review = useReviewKycDocument();
  const [expiresOn, setExpiresOn] = useState('');

  function close() {
    review.reset();
    setExpiresOn('');
    onClose();
  }

  return (
    <ActionDialog
      isBackdropDismissible={false}
      isOpen={document !== null}
      title={t('kyc.approveTitle', { id: document?.id ?? '' })}
      onClose={close}
      action={{
        label: t('kyc.approve'),
        isBusy: review.isPending,
        onClick: () => {
          if (!document) return;
          review.mutate(
            { documentId: document.id, decision: 'approve', expiresOn: expiresOn || null },
            { onSuccess: close },
          );
        },
      }}
    >
      <p>
        {t('kyc.approveMessage', {
          kind: document ? t(`kyc.kinds.${document.kind}`) : '',
          member: document?.username ?? '',
        })}
      </p>
      <TextField
        label={t('kyc.expiresOn')}
        hint={t('kyc.expiresOnHint')}
        type="date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
      />
      {review.isError ? <AlertMessage message={errorMessage(review.error)} /> : null}
    </ActionDialog>
  );
}

/** Rejects with a reason the player sees on the identity page. */
export function RejectKycDialog({ document, onClose }: DialogOf) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const review = useReviewKycDocument();
  return (
    <RejectReasonDialog
      isOpen={document !== null}
      title={t('kyc.rejectTitle', { id: document?.id ?? '' })}
      actionLabel={t('kyc.reject')}
      texts={{
        reason: t('kyc.rejectReason'),
        hint: t('kyc.rejectReasonHint'),
        required: t('kyc.rejectReasonRequired'),
      }}
      isBusy={review.isPending}
      error={review.isError ? errorMessage(review.error) : null}
      onReject={(reason, done) => {
        if (document) review.mutate({ documentId: document.id, decision: 'reject', reason }, { onSuccess: done });
      }}
      onClose={() => {
        review.reset();
        onClose();
      }}
    />
  );
}
