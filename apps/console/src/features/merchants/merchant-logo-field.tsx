import { merchantLogoMaxBytes, sniffImage, type FieldError } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { buttonClassName, bytesToBase64, FieldHelp, Spinner } from '@ficha/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useUploadMerchantLogo, type MerchantProfile } from './queries.ts';

const problem = (reason: string, params?: FieldError['params']): FieldError => ({
  field: 'dataBase64',
  reason,
  ...(params ? { params } : {}),
});

/**
 * A merchant's logo (decision 0069): the picked file is checked here first (size, and that its bytes are a png, jpeg
 * or webp), then stored by the platform at once, which checks it whole; the preview shows the stored logo.
 */
export function MerchantLogoField({ merchant }: { merchant: MerchantProfile }) {
  const { t } = useTranslation();
  const { fieldMessage, errorMessage } = useErrorMessage();
  const id = useId();
  const upload = useUploadMerchantLogo();
  const [logoUrl, setLogoUrl] = useState(merchant.logoUrl);
  const [errors, setErrors] = useState<string[]>([]);

  async function pick(file: File | null) {
    setErrors([]);
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImage(bytes);
    if (bytes.length > merchantLogoMaxBytes) return setErrors([fieldMessage(problem('too_big', { max: '512 KB' }))]);
    if (!contentType) return setErrors([fieldMessage(problem('not_image'))]);
    try {
      const saved = await upload.mutateAsync({ code: merchant.code, contentType, dataBase64: bytesToBase64(bytes) });
      setLogoUrl(saved.logoUrl);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? []) : [];
      setErrors(fields.length > 0 ? fields.map(fieldMessage) : [errorMessage(error)]);
    }
  }

  return (
    <div className="form-field merchant-logo-field">
      <span id={`${id}-label`} className="form-field__label">
        {t('merchants.logo')}
      </span>
      <figure className="merchant-logo-field__preview">
        {logoUrl ? (
          <img src={logoUrl} alt={t('merchants.logoOf', { name: merchant.name })} />
        ) : (
          <span className="merchant-logo-field__empty">{t('merchants.logoNone')}</span>
        )}
      </figure>
      <label className="merchant-logo-field__picker">
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,image/webp"
          aria-labelledby={`${id}-label`}
          aria-describedby={errors.length > 0 ? `${id}-hint ${id}-errors` : `${id}-hint`}
          aria-invalid={errors.length > 0 ? true : undefined}
          onChange={(event) => void pick(event.target.files?.[0] ?? null)}
        />
        <span className={buttonClassName('secondary', 'small')} aria-hidden="true">
          {t('merchants.logoUpload')}
        </span>
        {upload.isPending ? <Spinner size="small" /> : null}
      </label>
      <FieldHelp id={id} hint={t('merchants.logoHint')} errors={errors} />
    </div>
  );
}
