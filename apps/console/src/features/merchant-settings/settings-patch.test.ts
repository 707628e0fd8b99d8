import type { MerchantSettings } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { settingsDraftOf, type SettingsDraft } from './settings-draft.ts';
import { buildSettingsPatch, hasChanges } from './settings-patch.ts';

const saved: MerchantSettings = {
  merchantCode: 'demo',
  name: 'Demo',
  maintenance: false,
  agentsMayLockDownline: true,
  timeZone: 'UTC',
  blockedCountries: ['US', 'CN'],
  blockedCidrs: ['10.0.0.0/8'],
  sharedLoginCidrs: [],
  modules: { REG3: true, FREEPLAY3: true, PTSYS3: false },
  customerServiceScript: '',
  kycRequired: false,
  siteTemplate: 'ficha',
  defaultTheme: 'dark',
  licence: { authority: 'Demo Gaming Commission', number: 'DGC-1', url: '' },
  updatedAt: '2025-11-21T21:45:03.000Z',
};

/** The saved settings with some values typed over them. */
function applyEdits(
  settings: MerchantSettings,
  { modules, ...edits }: Partial<Omit<SettingsDraft, 'modules'>> & { modules?: Partial<SettingsDraft['modules']> },
): SettingsDraft {
  const draft = settingsDraftOf(settings);
  return { ...draft, ...edits, modules: { ...draft.modules, ...modules } };
}

describe('settingsDraftOf', () => {
  it('shows the saved settings', () => {
    const draft = settingsDraftOf(saved);
    expect(draft.maintenance).toBe(false);
    expect(draft.blockedCountriesText).toBe('US\nCN');
    expect(draft.blockedCidrsText).toBe('10.0.0.0/8');
    expect(draft.modules.FREEPLAY3).toBe(true);
  });

  it('treats modules missing from the saved settings as off', () => {
    expect(settingsDraftOf(saved).modules.AGENTPOLICY3).toBe(false);
  });
});

describe('buildSettingsPatch', () => {
  it('is empty when nothing changed', () => {
    const patch = buildSettingsPatch(saved, applyEdits(saved, {}));
    expect(patch).toEqual({});
    expect(hasChanges(patch)).toBe(false);
  });

  it('sends only the agents-may-lock switch when only it changed', () => {
    expect(buildSettingsPatch(saved, applyEdits(saved, { agentsMayLockDownline: false }))).toEqual({
      agentsMayLockDownline: false,
    });
  });

  it('sends only the time zone when only it changed', () => {
    expect(buildSettingsPatch(saved, applyEdits(saved, { timeZone: 'America/Mexico_City' }))).toEqual({
      timeZone: 'America/Mexico_City',
    });
  });

  it('sends only the maintenance switch when only it changed', () => {
    expect(buildSettingsPatch(saved, applyEdits(saved, { maintenance: true }))).toEqual({ maintenance: true });
  });

  it('is empty when an edit puts back the saved value', () => {
    const draft = applyEdits(saved, { maintenance: false, modules: { FREEPLAY3: true } });
    expect(hasChanges(buildSettingsPatch(saved, draft))).toBe(false);
  });

  it('sends only the modules that changed', () => {
    const draft = applyEdits(saved, { modules: { FREEPLAY3: false, PTSYS3: true, AGENTPOLICY3: false } });
    expect(buildSettingsPatch(saved, draft)).toEqual({ modules: { FREEPLAY3: false, PTSYS3: true } });
  });

  it('ignores order, case, blank lines and repeats in the lists', () => {
    const draft = applyEdits(saved, {
      blockedCountriesText: 'cn\n\nus\nUS\n',
      blockedCidrsText: ' 10.0.0.0/8 \n',
    });
    expect(buildSettingsPatch(saved, draft)).toEqual({});
  });

  it('sends the whole new list when a list changed', () => {
    const draft = applyEdits(saved, {
      blockedCountriesText: 'US\nfr',
      blockedCidrsText: '10.0.0.0/8\n203.0.113.0/24',
    });
    expect(buildSettingsPatch(saved, draft)).toEqual({
      blockedCountries: ['US', 'FR'],
      blockedCidrs: ['10.0.0.0/8', '203.0.113.0/24'],
    });
  });

  it('sends an empty list when every entry was removed', () => {
    expect(buildSettingsPatch(saved, applyEdits(saved, { blockedCidrsText: '  \n' }))).toEqual({ blockedCidrs: [] });
  });
});

describe('shared sign-in addresses', () => {
  it('sends the shared addresses only when their entries changed', () => {
    expect(buildSettingsPatch(saved, applyEdits(saved, { sharedLoginCidrsText: '' }))).toEqual({});
    expect(buildSettingsPatch(saved, applyEdits(saved, { sharedLoginCidrsText: '198.51.100.0/24\n' }))).toEqual({
      sharedLoginCidrs: ['198.51.100.0/24'],
    });
  });
});

describe('the player site settings', () => {
  it('sends the chat widget, template, theme and KYC switch only when they changed, trimmed', () => {
    expect(
      buildSettingsPatch(saved, applyEdits(saved, { customerServiceScript: '  ', siteTemplate: ' ficha ' })),
    ).toEqual({});
    const widget = '<script src="https://chat.example/w.js"></script>';
    const draft = applyEdits(saved, {
      customerServiceScript: `\n${widget}\n`,
      siteTemplate: 'neon',
      defaultTheme: 'light',
      kycRequired: true,
    });
    expect(buildSettingsPatch(saved, draft)).toEqual({
      customerServiceScript: widget,
      siteTemplate: 'neon',
      defaultTheme: 'light',
      kycRequired: true,
    });
  });
});

describe('the footer licence', () => {
  it('sends the whole licence, trimmed, only when one of its fields changed', () => {
    expect(buildSettingsPatch(saved, applyEdits(saved, { licenceAuthority: ' Demo Gaming Commission ' }))).toEqual({});
    const draft = applyEdits(saved, { licenceNumber: ' DGC-2 ', licenceUrl: 'https://regulator.example/dgc-2' });
    expect(buildSettingsPatch(saved, draft)).toEqual({
      licence: { authority: 'Demo Gaming Commission', number: 'DGC-2', url: 'https://regulator.example/dgc-2' },
    });
  });
});
