import { grantablePermissions } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { permissionAreas } from './permission-areas.ts';

describe('permission areas', () => {
  it('groups permissions by area in the matrix order, each area once, without session', () => {
    expect(permissionAreas(['session', 'withdrawals.view', 'withdrawals.review', 'kyc.view'])).toEqual([
      { area: 'withdrawals', permissions: ['withdrawals.view', 'withdrawals.review'] },
      { area: 'kyc', permissions: ['kyc.view'] },
    ]);
    const areas = permissionAreas(grantablePermissions).map((a) => a.area);
    expect(new Set(areas).size).toBe(areas.length);
  });
});
