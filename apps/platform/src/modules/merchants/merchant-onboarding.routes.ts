import {
  createPlatformMerchant,
  getMerchantLogo,
  listPlatformMerchants,
  updatePlatformMerchant,
  uploadPlatformMerchantLogo,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf } from '../../http/request-context.ts';
import type { MerchantLogoService } from './merchant-logos.ts';
import type { MerchantOnboardingService } from './merchant-onboarding.service.ts';

/** A year: a logo's address names a key that is never reused, so its bytes never change. */
const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * The platform's merchants (decision 0069): the super-operator's list, creation, configuration and logo (the
 * permission `merchants.manage`, which no merchant role holds); a logo is served to anyone by its address.
 */
export function merchantOnboardingRoutes(
  bind: EndpointBinder,
  deps: { onboarding: MerchantOnboardingService; logos: MerchantLogoService },
) {
  bind.bind(listPlatformMerchants, async () => ({ list: await deps.onboarding.list() }));
  bind.bind(createPlatformMerchant, async (input, request) => deps.onboarding.create(input, operatorActorOf(request)));
  bind.bind(updatePlatformMerchant, async (input, request) => deps.onboarding.update(input, operatorActorOf(request)));
  bind.bind(uploadPlatformMerchantLogo, async ({ code, ...image }, request) => {
    await deps.logos.upload(code, image, operatorActorOf(request));
    return deps.onboarding.profile(code);
  });
  bind.bind(getMerchantLogo, async ({ file }, _request, reply) => {
    const logo = await deps.logos.file(file);
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', immutableCacheControl)
      .header('etag', `"${logo.fileKey}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(logo.bytes);
  });
}
