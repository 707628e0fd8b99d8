import { sniffImage, uploadImageTypes, type UploadImageType } from './proof-image.ts';

/**
 * A banner image an operator uploads (decision 0065): png, jpeg or webp by its bytes, at most 2 MB, and of a size a
 * banner can be — at least 320×80 (a phone's hero strip) and at most 4096 px on either side.
 */
export const bannerImageTypes = uploadImageTypes;
export type BannerImageType = UploadImageType;
export const bannerImageMaxBytes = 2 * 1024 * 1024;
export const bannerImageMinWidth = 320;
export const bannerImageMinHeight = 80;
export const bannerImageMaxSide = 4096;

/** The file ending a stored banner image is served under, by type. */
export const bannerImageExtensions: Record<BannerImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Why a banner image is refused; the upload answers it as the field error's reason. */
export type BannerImageProblem = 'empty' | 'too_big' | 'not_image' | 'dimensions';

/** Whether a width and height fit a banner. */
export function bannerDimensionsFit(width: number, height: number): boolean {
  return (
    width >= bannerImageMinWidth &&
    height >= bannerImageMinHeight &&
    width <= bannerImageMaxSide &&
    height <= bannerImageMaxSide
  );
}

/**
 * The checks a browser can make before sending (size, and the first bytes' type): the server checks the whole
 * file again, its structure and its size in pixels.
 */
export function bannerImageProblemOf(bytes: Uint8Array): BannerImageProblem | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > bannerImageMaxBytes) return 'too_big';
  return sniffImage(bytes) ? null : 'not_image';
}
