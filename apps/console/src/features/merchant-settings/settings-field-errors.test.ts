import { describe, expect, it } from 'vitest';
import { groupSettingsFieldErrors } from './settings-field-errors.ts';

describe('groupSettingsFieldErrors', () => {
  it('finds the refused list entry in what was sent', () => {
    const grouped = groupSettingsFieldErrors([{ field: 'blockedCidrs.1', reason: 'cidr_format' }], {
      blockedCidrs: ['10.0.0.0/8', 'not-a-range'],
    });
    expect(grouped.blockedCidrs).toEqual([
      { fieldError: { field: 'blockedCidrs.1', reason: 'cidr_format' }, value: 'not-a-range' },
    ]);
  });

  it('keeps an error on the whole list without a value', () => {
    const grouped = groupSettingsFieldErrors([{ field: 'blockedCountries', reason: 'too_big' }], {
      blockedCountries: ['US'],
    });
    expect(grouped.blockedCountries).toEqual([
      { fieldError: { field: 'blockedCountries', reason: 'too_big' }, value: null },
    ]);
  });

  it('puts module errors on their module', () => {
    const grouped = groupSettingsFieldErrors([{ field: 'modules.FREEPLAY3', reason: 'invalid_type' }], undefined);
    expect(grouped.modules.FREEPLAY3).toEqual([{ field: 'modules.FREEPLAY3', reason: 'invalid_type' }]);
  });

  it('keeps unknown fields aside', () => {
    const grouped = groupSettingsFieldErrors(
      [
        { field: 'modules.NOPE', reason: 'invalid_key' },
        { field: 'currency', reason: 'unknown_field' },
        { field: 'maintenance', reason: 'invalid_type' },
      ],
      undefined,
    );
    expect(grouped.other.map((error) => error.field)).toEqual(['modules.NOPE', 'currency']);
    expect(grouped.maintenance).toHaveLength(1);
  });
});
