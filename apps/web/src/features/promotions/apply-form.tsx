import { applicationCommentMax, applicationImagesMax, type Promotion } from '@ficha/contract';
import { Button, readProofFile, TextareaField } from '@ficha/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useApplyPromotion } from './queries.ts';

interface PickedImage {
  name: string;
  contentType: 'image/png' | 'image/jpeg';
  base64: string;
}

/**
 * The application of an "apply" promotion (SPEC §5, decision 0077): a comment of at most 140 characters and up to
 * 3 png or jpg images of at most 5 MB each, checked here before sending (the server checks each image whole again).
 * Each picked image shows as a thumbnail that can be removed.
 */
export function ApplyForm({ promotion }: { promotion: Pick<Promotion, 'id' | 'state'> }) {
  const { t } = useTranslation('promo');
  const errorMessage = useErrorMessage();
  const apply = useApplyPromotion();
  const id = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  async function pick(files: FileList | null) {
    const picked = [...(files ?? [])];
    const found: string[] = [];
    const added: PickedImage[] = [];
    for (const file of picked) {
      if (images.length + added.length >= applicationImagesMax) {
        found.push(t('apply_too_many', { max: applicationImagesMax }));
        break;
      }
      const read = await readProofFile(file);
      if (read.ok) added.push({ name: file.name, contentType: read.contentType, base64: read.base64 });
      else found.push(t(`apply_image_${read.reason}`, { name: file.name }));
    }
    setImages((current) => [...current, ...added]);
    setProblems(found);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply.mutate({
      promotionId: promotion.id,
      comment: comment.trim(),
      images: images.map(({ contentType, base64 }) => ({ contentType, dataBase64: base64 })),
    });
  }

  if (apply.isSuccess) {
    return (
      <p className="apply-form__done" role="status">
        {t('apply_done')}
      </p>
    );
  }

  return (
    <form className="apply-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="apply-form__title">
        {t(promotion.state === 'rejected' ? 'apply_again_title' : 'apply_title')}
      </h3>
      <TextareaField
        label={t('apply_comment')}
        hint={t('apply_comment_hint', { max: applicationCommentMax, left: applicationCommentMax - comment.length })}
        maxLength={applicationCommentMax}
        rows={3}
        value={comment}
        dir="auto"
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="apply-form__images">
        <label className="apply-form__picker">
          <span className="apply-form__picker-label">{t('apply_images', { max: applicationImagesMax })}</span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={images.length >= applicationImagesMax}
            aria-describedby={`${id}-images-hint`}
            data-testid="apply-images"
            onChange={(event) => {
              void pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-images-hint`} className="apply-form__hint">
          {t('apply_images_hint')}
        </p>
        {images.length > 0 ? (
          <ul className="apply-form__thumbs">
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`} className="apply-form__thumb">
                <img src={`data:${image.contentType};base64,${image.base64}`} alt={image.name} />
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => setImages((current) => current.filter((_, at) => at !== index))}
                >
                  {t('apply_remove', { name: image.name })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {problems.map((problem) => (
          <p key={problem} className="promotion-action__error" role="alert">
            {problem}
          </p>
        ))}
      </div>
      {apply.isError ? (
        <p className="promotion-action__error" role="alert">
          {errorMessage(apply.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={apply.isPending} aria-busy={apply.isPending}>
        {t('apply_send')}
      </Button>
    </form>
  );
}
