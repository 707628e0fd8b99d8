import { describe, expect, it } from 'vitest';
import { convertOddsMilli, oddsFormatText } from './odds-formats.ts';

/**
 * Hand-computed prices (decision 0075). HK = decimal − 1; Malay = HK up to 1, else −1/HK; Indonesian = HK from 1,
 * else −1/HK; reciprocals rounded half away from zero to thousandths.
 */
describe('odds formats', () => {
  const table: Array<[number, { hong_kong: number; malay: number; indonesian: number }]> = [
    // 1.850: HK 0.85; Malay 0.85; Indo −1/0.85 = −1.17647… → −1.176
    [1850, { hong_kong: 850, malay: 850, indonesian: -1176 }],
    // 2.000: even money reads 1 everywhere
    [2000, { hong_kong: 1000, malay: 1000, indonesian: 1000 }],
    // 2.500: HK 1.5; Malay −1/1.5 = −0.6666… → −0.667; Indo 1.5
    [2500, { hong_kong: 1500, malay: -667, indonesian: 1500 }],
    // 1.500: HK 0.5; Malay 0.5; Indo −1/0.5 = −2
    [1500, { hong_kong: 500, malay: 500, indonesian: -2000 }],
    // 1.950: Indo −1/0.95 = −1.052631… → −1.053
    [1950, { hong_kong: 950, malay: 950, indonesian: -1053 }],
    // 2.100: Malay −1/1.1 = −0.90909… → −0.909
    [2100, { hong_kong: 1100, malay: -909, indonesian: 1100 }],
    // 3.000: Malay −1/2 = −0.5
    [3000, { hong_kong: 2000, malay: -500, indonesian: 2000 }],
    // 1.001: the shortest price; Indo −1/0.001 = −1000
    [1001, { hong_kong: 1, malay: 1, indonesian: -1_000_000 }],
    // 1.900: Indo −1/0.9 = −1.1111… → −1.111
    [1900, { hong_kong: 900, malay: 900, indonesian: -1111 }],
    // 1.333: Indo −1/0.333 = −3.003003… → −3.003
    [1333, { hong_kong: 333, malay: 333, indonesian: -3003 }],
    // 9.000: Malay −1/8 = −0.125
    [9000, { hong_kong: 8000, malay: -125, indonesian: 8000 }],
    // 1.008: Indo −1/0.008 = −125
    [1008, { hong_kong: 8, malay: 8, indonesian: -125_000 }],
    // 1000.000: the longest price; Malay −1/999 = −0.001001… → −0.001
    [1_000_000, { hong_kong: 999_000, malay: -1, indonesian: 999_000 }],
    // 2.002: Malay −1/1.002 = −0.998003… → −0.998
    [2002, { hong_kong: 1002, malay: -998, indonesian: 1002 }],
    // 1.998: Indo −1/0.998 = −1.002004… → −1.002
    [1998, { hong_kong: 998, malay: 998, indonesian: -1002 }],
  ];

  it.each(table)('converts decimal %i to Hong Kong, Malay and Indonesian', (decimal, expected) => {
    expect(convertOddsMilli(decimal, 'decimal')).toBe(decimal);
    expect({
      hong_kong: convertOddsMilli(decimal, 'hong_kong'),
      malay: convertOddsMilli(decimal, 'malay'),
      indonesian: convertOddsMilli(decimal, 'indonesian'),
    }).toEqual(expected);
  });

  it('rounds a reciprocal half away from zero', () => {
    // HK 1.6: 1/1.6 = 0.625 exactly; HK 0.16: 1/0.16 = 6.25 exactly; HK 1.28: 1/1.28 = 0.78125 → 0.781
    expect(convertOddsMilli(2600, 'malay')).toBe(-625);
    expect(convertOddsMilli(1160, 'indonesian')).toBe(-6250);
    expect(convertOddsMilli(2280, 'malay')).toBe(-781);
    // HK 0.064: 1/0.064 = 15.625 exactly; HK 400: 1/400 = 0.0025, a half thousandth → −0.003
    expect(convertOddsMilli(1064, 'indonesian')).toBe(-15625);
    expect(convertOddsMilli(401_000, 'malay')).toBe(-3);
  });

  it('writes prices with two decimals, the third when it counts, and the sign', () => {
    expect([
      oddsFormatText(1850, 'decimal'),
      oddsFormatText(1850, 'hong_kong'),
      oddsFormatText(1850, 'malay'),
      oddsFormatText(1850, 'indonesian'),
      oddsFormatText(2500, 'malay'),
      oddsFormatText(2000, 'indonesian'),
      oddsFormatText(1001, 'hong_kong'),
      oddsFormatText(1500, 'indonesian'),
    ]).toEqual(['1.85', '0.85', '0.85', '-1.176', '-0.667', '1.00', '0.001', '-2.00']);
  });
});
