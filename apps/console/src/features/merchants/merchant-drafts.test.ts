import { createPlatformMerchant, updatePlatformMerchant } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, newMerchantDraft, requestOf } from './merchant-drafts.ts';

const filled = () => ({
  ...newMerchantDraft(),
  code: 'norte',
  name: 'Norte',
  domains: 'norte.example\n\n  www.norte.example  ',
  customerService: 'TELEGRAM | 1 | Telegram | https://t.me/norte',
  resources: 'FACEBOOK | Facebook | https://facebook.com/norte',
  theme: { isOwn: true, brandColour: '#1d4ed8', onBrandColour: '#ffffff' },
  owner: { username: 'norteadmin', displayName: 'Norte', password: 'NorteOwner#2026' },
});

describe('merchant drafts', () => {
  it('turns the form into a request the contract accepts', () => {
    const request = requestOf(filled());
    expect(request.domains).toEqual(['norte.example', 'www.norte.example']);
    expect(request.customerService).toEqual([
      { csType: 'TELEGRAM', csPosition: 1, title: 'Telegram', url: 'https://t.me/norte' },
    ]);
    expect(request.resources).toEqual([
      { resourceType: 'FACEBOOK', label: 'Facebook', url: 'https://facebook.com/norte' },
    ]);
    expect(request.agentSupportHours).toBeNull();
    expect(createPlatformMerchant.request.safeParse(request).success).toBe(true);
  });

  it('leaves the colours to the platform unless the merchant has its own', () => {
    expect(requestOf({ ...filled(), theme: { isOwn: false, brandColour: 'x', onBrandColour: 'y' } }).theme).toBeNull();
  });

  it('reads a merchant back into the same form', () => {
    const request = requestOf(filled());
    const profile = {
      ...request,
      isDefault: false,
      logoUrl: null,
      appLinks: { android: '', ios: '' },
      modules: request.modules as Record<string, boolean>,
      createdAt: '2026-11-27T00:00:00.000Z',
    };
    const { owner: _owner, ...update } = requestOf(draftOf(profile));
    expect(updatePlatformMerchant.request.safeParse(update).success).toBe(true);
    expect(update.customerService).toEqual(request.customerService);
  });
});
