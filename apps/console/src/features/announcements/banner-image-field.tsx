import { bannerImageProblemOf, sniffImage, type BannerImage, type FieldError } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { buttonClassName, bytesToBase64, FieldHelp, Spinner } from '@ficha/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useUploadBannerImage } from './queries.ts';

export interface BannerImageFieldProps {
  /** The banner's image address as the form holds it now. */
  imageUrl: string;
  /** An upload stored the image: the form takes its address. */
  onStored: (image: BannerImage) => void;
}

/** The chosen file while it is sent: shown at once from its own bytes. */
interface Chosen {
  name: string;
  previewUrl: string;
}

/** What the browser's own checks found, as the server would word it. */
const problemField = (reason: string, params?: FieldError['params']): FieldError => ({
  field: 'dataBase64',
  reason,
  ...(params ? { params } : {}),
});

/**
 * Uploads a banner image (decision 0065): the picked file is checked here first (size, and that its bytes are a png,
 * jpeg or webp), shown at once, then stored by the platform, whose address the form takes; the preview then shows the
 * stored image as the site will. Problems show under the picker, worded like the server's field errors.
 */
export function BannerImageField({ imageUrl, onStored }: BannerImageFieldProps) {
  const { t } = useTranslation();
  const { fieldMessage, errorMessage } = useErrorMessage();
  const id = useId();
  const upload = useUploadBannerImage();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [stored, setStored] = useState<BannerImage | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  async function pick(file: File | null) {
    setErrors([]);
    setStored(null);
    if (!file) return setChosen(null);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = bannerImageProblemOf(bytes);
    const contentType = sniffImage(bytes);
    if (problem || !contentType) {
      setChosen(null);
      const reason = problem === 'empty' ? 'required' : (problem ?? 'not_image');
      return setErrors([fieldMessage(problemField(reason, reason === 'too_big' ? { max: '2 MB' } : undefined))]);
    }
    // A data: address, which the console's content policy allows for pictures (a blob: one it does not).
    const dataBase64 = bytesToBase64(bytes);
    setChosen({ name: file.name, previewUrl: `data:${contentType};base64,${dataBase64}` });
    try {
      const image = await upload.mutateAsync({ contentType, dataBase64 });
      setStored(image);
      onStored(image);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? []) : [];
      setErrors(fields.length > 0 ? fields.map(fieldMessage) : [errorMessage(error)]);
    }
  }

  const isStored = stored !== null && stored.url === imageUrl;
  const previewUrl = chosen && !isStored ? chosen.previewUrl : imageUrl || null;

  return (
    <div className="form-field banner-image-field">
      <span id={`${id}-label`} className="form-field__label">
        {t('announcements.imageUpload')}
      </span>
      <label className="banner-image-field__picker">
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,image/webp"
          aria-labelledby={`${id}-label`}
          aria-describedby={errors.length > 0 ? `${id}-hint ${id}-errors` : `${id}-hint`}
          aria-invalid={errors.length > 0 ? true : undefined}
          data-testid="banner-image-file"
          onChange={(event) => void pick(event.target.files?.[0] ?? null)}
        />
        <span className={buttonClassName('secondary', 'small')} aria-hidden="true">
          {t('announcements.imageUpload')}
        </span>
        <span className="banner-image-field__name">
          {chosen ? t('announcements.imageChosen', { name: chosen.name }) : null}
        </span>
      </label>
      <FieldHelp id={id} hint={t('announcements.imageUploadHint')} errors={errors} />
      <figure className="banner-image-field__preview" aria-live="polite">
        {previewUrl ? (
          <img src={previewUrl} alt={t('announcements.imagePreview')} />
        ) : (
          <span className="banner-image-field__empty">{t('announcements.imageNone')}</span>
        )}
        <figcaption>
          {upload.isPending ? (
            <>
              <Spinner size="small" /> {t('announcements.imageUploading')}
            </>
          ) : isStored ? (
            t('announcements.imageStored', { width: stored.width, height: stored.height })
          ) : null}
        </figcaption>
      </figure>
    </div>
  );
}
