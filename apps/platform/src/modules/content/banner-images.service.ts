import { createHash, randomBytes } from 'node:crypto';
import {
  bannerDimensionsFit,
  bannerImageExtensions,
  bannerImageFilePattern,
  bannerImageMaxBytes,
  bannerImageMaxSide,
  bannerImageMinHeight,
  bannerImageMinWidth,
  bannerImagePathPrefix,
  DomainError,
  type BannerImage,
  type BannerImageType,
  type FieldError,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { BannerImageRow } from '../../db/schema/index.ts';
import { readImageFile } from '../../http/image-file.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { findBannerImageByKey, findMerchantBannerImage, insertBannerImage } from './banner-images.queries.ts';

/** The address an image is served at. */
export const bannerImageUrl = (row: Pick<BannerImageRow, 'fileKey' | 'contentType'>) =>
  `${bannerImagePathPrefix}${row.fileKey}.${bannerImageExtensions[row.contentType]}`;

function toBannerImage(row: BannerImageRow): BannerImage {
  return {
    id: row.id,
    url: bannerImageUrl(row),
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A refused upload: `banner_image_invalid` with the reason on the image's field. */
function refused(reason: string, params?: FieldError['params']): DomainError {
  return new DomainError('banner_image_invalid', {
    fields: [{ field: 'dataBase64', reason, ...(params ? { params } : {}) }],
  });
}

/**
 * Checks an uploaded banner image whole, as a deposit proof or a KYC document is checked (decision 0065): not empty,
 * at most 2 MB, the declared type equal to what its bytes are, a structure that holds to its end, and a banner's
 * size in pixels.
 */
function checkBannerImage(declared: BannerImageType, dataBase64: string) {
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length === 0) throw refused('required');
  if (bytes.length > bannerImageMaxBytes) throw refused('too_big', { max: '2 MB' });
  const image = readImageFile(bytes);
  if (!image || image.type !== declared) throw refused('not_image');
  if (!bannerDimensionsFit(image.width, image.height)) {
    throw refused('image_dimensions', {
      min: `${bannerImageMinWidth}×${bannerImageMinHeight}`,
      max: `${bannerImageMaxSide}×${bannerImageMaxSide}`,
    });
  }
  return { bytes, ...image };
}

/**
 * Banner images (issue 13, decision 0065): an operator stores them for its own merchant (audited); anyone may read
 * one by its address, which never changes and names a random key. A banner may point at an uploaded image only when
 * it is one of its own merchant's.
 */
export function createBannerImageService(db: Db, deps: { audit: AuditService }) {
  return {
    async upload(
      merchantId: number,
      input: { contentType: BannerImageType; dataBase64: string },
      actor: Actor,
    ): Promise<BannerImage> {
      const image = checkBannerImage(input.contentType, input.dataBase64);
      const sha256 = createHash('sha256').update(image.bytes).digest('hex');
      return db.transaction(async (tx) => {
        const { row, created } = await insertBannerImage(tx, {
          merchantId,
          fileKey: randomBytes(16).toString('hex'),
          sha256,
          contentType: image.type,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          sizeBytes: image.bytes.length,
          uploadedBy: actor.name,
        });
        const stored = toBannerImage(row);
        if (!created) return stored;
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'content.banner_image.upload',
          target: `banner_image:${row.id}`,
          before: null,
          after: {
            url: stored.url,
            contentType: stored.contentType,
            width: stored.width,
            height: stored.height,
            sha256,
          },
        });
        return stored;
      });
    },

    /** The image at a public address (`<key>.<ending>`): the ending must be its type's; else not found. */
    async file(file: string): Promise<{ contentType: BannerImageType; bytes: Buffer; fileKey: string }> {
      const [fileKey = '', ending] = file.split('.');
      const row = bannerImageFilePattern.test(file) ? await findBannerImageByKey(db, fileKey) : undefined;
      if (!row || bannerImageExtensions[row.contentType] !== ending) throw new DomainError('not_found');
      return { contentType: row.contentType, bytes: row.bytes, fileKey };
    },

    /**
     * Refuses a banner address under /media/banners/ that is not an upload of this merchant (another merchant's, or
     * none): a banner (or a promotion's art, decision 0077) shows only what its own operators stored. Other
     * addresses are the operator's to give.
     */
    async assertUsable(tx: Db, merchantId: number, imageUrl: string, field = 'imageUrl'): Promise<void> {
      if (!imageUrl.startsWith(bannerImagePathPrefix)) return;
      const file = imageUrl.slice(bannerImagePathPrefix.length);
      const [fileKey = ''] = file.split('.');
      const own = bannerImageFilePattern.test(file)
        ? await findMerchantBannerImage(tx, merchantId, fileKey)
        : undefined;
      if (!own || bannerImageUrl(own) !== imageUrl) {
        throw new DomainError('request_param_err', { fields: [{ field, reason: 'image_unknown' }] });
      }
    },
  };
}

export type BannerImageService = ReturnType<typeof createBannerImageService>;
