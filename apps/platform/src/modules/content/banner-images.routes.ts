import { getBannerImage, uploadConsoleBannerImage } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { BannerImageService } from './banner-images.service.ts';

/** A year: an image's address names a key that is never reused, so its bytes never change. */
const immutableCacheControl = 'public, max-age=31536000, immutable';

/** Uploading a banner image (the operator's merchant) and serving one by its address (anyone; decision 0065). */
export function bannerImageRoutes(bind: EndpointBinder, bannerImages: BannerImageService) {
  bind.bind(uploadConsoleBannerImage, async (input, request) =>
    bannerImages.upload(operatorMerchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(getBannerImage, async ({ file }, _request, reply) => {
    const image = await bannerImages.file(file);
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', immutableCacheControl)
      .header('etag', `"${image.fileKey}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.bytes);
  });
}
