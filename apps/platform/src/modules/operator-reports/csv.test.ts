import { describe, expect, it } from 'vitest';
import { csvLine, csvMoney, csvText } from './csv.ts';

describe('CSV cells', () => {
  it('keeps a formula from running: a leading =, +, -, @, tab or CR gets an apostrophe', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('jugador1')).toBe('jugador1');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });

  it('writes money as a plain signed decimal and lines with CRLF', () => {
    expect(csvMoney(123456n)).toBe('1234.56');
    expect(csvMoney(-5n)).toBe('-0.05');
    expect(csvMoney(0n)).toBe('0.00');
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});
