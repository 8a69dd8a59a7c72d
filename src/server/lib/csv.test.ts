import { describe, expect, it } from 'vitest';
import { toCsv, toCsvCell } from './csv.ts';

describe('CSV cells', () => {
  it('prefixes text a spreadsheet would run as a formula with a single quote', () => {
    expect(toCsvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(toCsvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(toCsvCell('-2+3')).toBe("'-2+3");
    expect(toCsvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(toCsvCell('\t=1+1')).toBe("'\t=1+1");
    expect(toCsvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves other text, numbers and empty cells as they are', () => {
    expect(toCsvCell('Senior Go Engineer')).toBe('Senior Go Engineer');
    expect(toCsvCell('a=b, c')).toBe('"a=b, c"');
    expect(toCsvCell('Go-to person')).toBe('Go-to person');
    expect(toCsvCell(42)).toBe('42');
    expect(toCsvCell(0.5)).toBe('0.5');
    expect(toCsvCell(null)).toBe('');
    expect(toCsvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsvCell('Engineer, Payments')).toBe('"Engineer, Payments"');
    expect(toCsvCell('The "core" team')).toBe('"The ""core"" team"');
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('CSV documents', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Job', 'Applications'],
        ['=cmd', 3],
        [null, 0],
      ]),
    ).toBe("Job,Applications\r\n'=cmd,3\r\n,0\r\n");
  });
});
