import { describe, expect, it } from 'vitest';
import { buildWhitelabelTree, flattenWhitelabel, isModuleId, moduleIds } from './modules.ts';

describe('whitelabel modules', () => {
  it('includes every module of SPEC §6', () => {
    for (const id of [
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'PTSYS3',
      'MANPLAYREB3',
      'AGENTPOLICY3',
    ]) {
      expect(isModuleId(id)).toBe(true);
    }
    expect(new Set(moduleIds).size).toBe(moduleIds.length);
  });

  it('builds the wire tree from enabled modules and flattens it back', () => {
    const tree = buildWhitelabelTree(new Set(['REG3', 'FREEPLAY3']));
    const flat = flattenWhitelabel(tree);
    expect(flat['REG3']).toBe(true);
    expect(flat['FREEPLAY3']).toBe(true);
    expect(flat['PTSYS3']).toBe(false);
    expect(Object.keys(flat)).toHaveLength(moduleIds.length);
  });
});
