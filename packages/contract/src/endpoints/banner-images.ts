import { z } from 'zod';
import { bannerImageMaxBytes, bannerImageTypes } from '../banner-image.ts';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject } from '../schemas.ts';

/**
 * Banner images an operator uploads (issue 13, decision 0065): sent base64 inside the JSON body like a deposit
 * proof, kept by the platform per merchant and served under a stable address of their own. The body limit holds
 * base64 of 2 MB plus the JSON around it; a bigger image inside it is refused as `banner_image_invalid`.
 */
const bannerImageBodyLimit = Math.ceil((bannerImageMaxBytes * 4) / 3) + 64 * 1024;

/** The stored image's file name: a random key and the ending of its type. */
export const bannerImageFilePattern = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Where uploaded banner images are served; a banner's `imageUrl` under it names one of the merchant's uploads. */
export const bannerImagePathPrefix = '/media/banners/';

export const bannerImageSchema = z.object({
  id: z.number().int(),
  /** The site path it is served at: `/media/banners/<key>.<png|jpg|webp>`, never changing. */
  url: z.string(),
  contentType: z.enum(bannerImageTypes),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

export const uploadConsoleBannerImage = defineEndpoint({
  name: 'uploadConsoleBannerImage',
  method: 'POST',
  path: '/cms/v1/announcements/banner-images',
  auth: 'operator',
  tag: 'console',
  summary:
    'Stores a banner image of the merchant (png, jpg or webp by its bytes, at most 2 MB, 320×80 to 4096×4096 px) and answers its address; the same file again answers the same image; audited',
  bodyLimit: bannerImageBodyLimit,
  request: z.strictObject({
    contentType: z.enum(bannerImageTypes),
    dataBase64: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid_format'),
  }),
  response: bannerImageSchema,
});

export const getBannerImage = defineEndpoint({
  name: 'getBannerImage',
  method: 'GET',
  path: '/media/banners/:file',
  auth: 'none',
  tag: 'media',
  summary:
    'An uploaded banner image as its bytes, with its own content type, `nosniff` and a year of caching (the address never changes)',
  request: queryObject({ file: z.string().regex(bannerImageFilePattern, 'invalid_format') }),
  response: z.string(),
});
