import { bannerImageProblemOf, sniffImage, type BannerImage, type FieldError } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { buttonClassName, bytesToBase64, FieldHelp, Spinner } from '@ficha/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/use-error-message.ts';
import './uploaded-image-field.css';

export interface UploadedImageFieldProps {
  /** The image address as the form holds it now. */
  imageUrl: string;
  /** An upload stored the image: the form takes its address. */
  onStored: (image: BannerImage) => void;
  /** The upload call (a banner image, a promotion's art: the same store, decisions 0065 and 0077). */
  upload: {
    mutateAsync: (input: { contentType: BannerImage['contentType']; dataBase64: string }) => Promise<BannerImage>;
    isPending: boolean;
  };
  label: string;
  hint: string;
  /** The preview image's text alternative. */
  previewLabel: string;
  testId: string;
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
 * Uploads an image to the merchant's image store (a banner's, decision 0065; a promotion's art, 0077): the picked
 * file is checked here first (size, and that its bytes are a png, jpeg or webp), shown at once, then stored by the
 * platform, whose address the form takes; the preview then shows the stored image as the site will. Problems show
 * under the picker, worded like the server's field errors.
 */
export function UploadedImageField({
  imageUrl,
  onStored,
  upload,
  label,
  hint,
  previewLabel,
  testId,
}: UploadedImageFieldProps) {
  const { t } = useTranslation();
  const { fieldMessage, errorMessage } = useErrorMessage();
  const id = useId();
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
    <div className="form-field uploaded-image-field">
      <span id={`${id}-label`} className="form-field__label">
        {label}
      </span>
      <label className="uploaded-image-field__picker">
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg,image/webp"
          aria-labelledby={`${id}-label`}
          aria-describedby={errors.length > 0 ? `${id}-hint ${id}-errors` : `${id}-hint`}
          aria-invalid={errors.length > 0 ? true : undefined}
          data-testid={testId}
          onChange={(event) => void pick(event.target.files?.[0] ?? null)}
        />
        <span className={buttonClassName('secondary', 'small')} aria-hidden="true">
          {label}
        </span>
        <span className="uploaded-image-field__name">
          {chosen ? t('imageField.chosen', { name: chosen.name }) : null}
        </span>
      </label>
      <FieldHelp id={id} hint={hint} errors={errors} />
      <figure className="uploaded-image-field__preview" aria-live="polite">
        {previewUrl ? (
          <img src={previewUrl} alt={previewLabel} />
        ) : (
          <span className="uploaded-image-field__empty">{t('imageField.none')}</span>
        )}
        <figcaption>
          {upload.isPending ? (
            <>
              <Spinner size="small" /> {t('imageField.uploading')}
            </>
          ) : isStored ? (
            t('imageField.stored', { width: stored.width, height: stored.height })
          ) : null}
        </figcaption>
      </figure>
    </div>
  );
}
