import type { KycDocument, KycDocumentKind, KycDocumentStatus } from '@ficha/contract';
import { Button, formatDateTime } from '@ficha/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useUploadKycDocument } from './queries.ts';
import { readKycFile } from './read-kyc-file.ts';

export interface DocumentRowProps {
  kind: KycDocumentKind;
  /** The newest upload of this kind, if any. */
  latest: KycDocument | undefined;
  locale: string;
}

const statusTone: Record<KycDocumentStatus | 'none', string> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'danger',
};

/** One required document: its state (and why it was rejected), and an upload unless it is approved or pending. */
export function DocumentRow({ kind, latest, locale }: DocumentRowProps) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const upload = useUploadKycDocument();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const status = latest?.status ?? 'none';
  const canUpload = status !== 'pending' && status !== 'approved';

  async function send() {
    setProblem(null);
    setDone(false);
    const file = input.current?.files?.[0];
    if (!file) {
      setProblem(t('kyc_file_required'));
      return;
    }
    const read = await readKycFile(file);
    if (!read.ok) {
      setProblem(t(read.reason));
      return;
    }
    try {
      await upload.mutateAsync({ kind, fileName: file.name, contentType: read.contentType, dataBase64: read.base64 });
      setDone(true);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <li className="kyc-document" data-kind={kind}>
      <div className="kyc-document__head">
        <span className="kyc-document__name">{t(`kyc_kind_${kind}`)}</span>
        <span className={`kyc-status kyc-status--${statusTone[status]}`}>{t(`kyc_status_${status}`)}</span>
      </div>
      {latest?.rejectReason ? (
        <p className="kyc-document__note">{t('kyc_reject_reason', { reason: latest.rejectReason })}</p>
      ) : null}
      {latest?.status === 'approved' && latest.expiresOn ? (
        <p className="kyc-document__note">
          {t('kyc_expires_on', { date: formatDateTime(`${latest.expiresOn}T12:00:00Z`, locale, { time: 'none' }) })}
        </p>
      ) : null}
      {canUpload ? (
        <div className="kyc-document__upload">
          <label htmlFor={inputId} className="kyc-document__label">
            {t('kyc_choose_file')}
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,application/pdf"
            className="kyc-document__file"
          />
          <Button type="button" onClick={() => void send()} disabled={upload.isPending} aria-busy={upload.isPending}>
            {t('kyc_upload')}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p className="kyc-document__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="kyc-document__done" role="status">
          {t('kyc_uploaded')}
        </p>
      ) : null}
    </li>
  );
}
