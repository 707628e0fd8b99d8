import { randomBytes } from 'node:crypto';
import {
  DomainError,
  merchantLogoFilePattern,
  merchantLogoMaxBytes,
  merchantLogoMaxSide,
  merchantLogoMinSide,
  merchantLogoPathPrefix,
  type FieldError,
  type UploadImageType,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { readImageFile } from '../../http/image-file.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { localLobbyChanges, type LobbyCacheHooks } from '../../cache/lobby-changes.ts';
import { findLogoByKey, replaceLogo, updateMerchantConfigRow } from './merchant-onboarding.queries.ts';
import { findMerchantByCode, lockMerchant } from './merchants.queries.ts';
import type { Actor } from './merchants.service.ts';

const logoExtensions: Record<UploadImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The address a merchant's logo file is served at. */
export const merchantLogoUrl = (file: string) => `${merchantLogoPathPrefix}${file}`;

function refused(reason: string, params?: FieldError['params']): DomainError {
  return new DomainError('request_param_err', {
    fields: [{ field: 'dataBase64', reason, ...(params ? { params } : {}) }],
  });
}

/**
 * Checks a logo whole with the one image reader (decision 0065's, used by KYC documents and banners): not empty, at
 * most 512 KB, its bytes of the declared type with a structure that holds to its end, 32 to 1024 px a side.
 */
function checkLogo(declared: UploadImageType, dataBase64: string) {
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length === 0) throw refused('required');
  if (bytes.length > merchantLogoMaxBytes) throw refused('too_big', { max: '512 KB' });
  const image = readImageFile(bytes);
  if (!image || image.type !== declared) throw refused('not_image');
  const fits = (side: number) => side >= merchantLogoMinSide && side <= merchantLogoMaxSide;
  if (!fits(image.width) || !fits(image.height)) {
    throw refused('image_dimensions', {
      min: `${merchantLogoMinSide}×${merchantLogoMinSide}`,
      max: `${merchantLogoMaxSide}×${merchantLogoMaxSide}`,
    });
  }
  return { bytes, ...image };
}

/**
 * Merchants' logos (decision 0069): the super-operator sets one (audited in the merchant's trail; the previous one
 * is dropped); anyone reads it by its address, which names a random key and so never changes.
 */
export function createMerchantLogoService(db: Db, deps: { audit: AuditService; lobby?: LobbyCacheHooks }) {
  const lobby = deps.lobby ?? localLobbyChanges();
  return {
    /** Stores the logo and answers the merchant's id (its profile is the onboarding service's to build). */
    async upload(
      code: string,
      input: { contentType: UploadImageType; dataBase64: string },
      actor: Actor,
    ): Promise<number> {
      const image = checkLogo(input.contentType, input.dataBase64);
      const merchantId = await db.transaction(async (tx) => {
        const found = await findMerchantByCode(tx, code);
        const current = found && (await lockMerchant(tx, found.id));
        if (!current) throw new DomainError('merchant_not_found');
        const fileKey = randomBytes(16).toString('hex');
        const logoFile = `${fileKey}.${logoExtensions[image.type]}`;
        await replaceLogo(tx, {
          fileKey,
          merchantId: current.id,
          contentType: image.type,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          uploadedBy: actor.name,
        });
        await updateMerchantConfigRow(tx, current.id, { logoFile });
        await deps.audit.record(tx, {
          merchantId: current.id,
          actor,
          action: 'merchant.logo',
          target: `merchant:${current.code}`,
          before: { logoFile: current.logoFile },
          after: { logoFile, contentType: image.type, width: image.width, height: image.height },
        });
        return current.id;
      });
      lobby.changed(merchantId);
      return merchantId;
    },

    /** The logo at a public address (`<key>.<ending>`): the ending must be its type's; else not found. */
    async file(file: string): Promise<{ contentType: UploadImageType; bytes: Buffer; fileKey: string }> {
      const [fileKey = '', ending] = file.split('.');
      const row = merchantLogoFilePattern.test(file) ? await findLogoByKey(db, fileKey) : undefined;
      if (!row || logoExtensions[row.contentType] !== ending) throw new DomainError('not_found');
      return { contentType: row.contentType, bytes: row.bytes, fileKey };
    },
  };
}

export type MerchantLogoService = ReturnType<typeof createMerchantLogoService>;
