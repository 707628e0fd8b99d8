import { describe, expect, it } from 'vitest';
import { cidrLines, cidrText } from './cidr-lines.ts';

describe('address ranges typed in a text box', () => {
  it('reads one range per line, also split by commas or spaces, without empty lines', () => {
    expect(cidrLines(' 198.51.100.0/24\n\n2001:db8::/32, 10.0.0.0/8  192.0.2.1/32 \n')).toEqual([
      '198.51.100.0/24',
      '2001:db8::/32',
      '10.0.0.0/8',
      '192.0.2.1/32',
    ]);
    expect(cidrLines('   \n ')).toEqual([]);
  });

  it('writes ranges back one per line', () => {
    expect(cidrText(['198.51.100.0/24', '2001:db8::/32'])).toBe('198.51.100.0/24\n2001:db8::/32');
    expect(cidrLines(cidrText(['10.0.0.0/8']))).toEqual(['10.0.0.0/8']);
  });
});
