import type { BannerImage } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { UploadedImageField } from '../../ui/uploaded-image-field.tsx';
import { useUploadBannerImage } from './queries.ts';

export interface BannerImageFieldProps {
  /** The banner's image address as the form holds it now. */
  imageUrl: string;
  /** An upload stored the image: the form takes its address. */
  onStored: (image: BannerImage) => void;
}

/** Uploads a banner image (decision 0065) through the merchant's image store. */
export function BannerImageField({ imageUrl, onStored }: BannerImageFieldProps) {
  const { t } = useTranslation();
  return (
    <UploadedImageField
      imageUrl={imageUrl}
      onStored={onStored}
      upload={useUploadBannerImage()}
      label={t('announcements.imageUpload')}
      hint={t('announcements.imageUploadHint')}
      previewLabel={t('announcements.imagePreview')}
      testId="banner-image-file"
    />
  );
}
