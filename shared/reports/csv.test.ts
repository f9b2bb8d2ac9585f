import { describe, expect, it } from 'vitest';
import { csvBom, csvField, csvRecord } from './csv';

describe('CSV per RFC 4180', () => {
  it('leaves plain fields alone and ends a record with CRLF', () => {
    expect(csvRecord(['FV/2026/11/000001', '123.45', 'PLN'])).toBe('FV/2026/11/000001,123.45,PLN\r\n');
  });

  it('quotes a field holding a comma, a quote or a line break, its quotes doubled', () => {
    expect(csvField('123,45')).toBe('"123,45"');
    expect(csvField('Firma "Alfa"')).toBe('"Firma ""Alfa"""');
    expect(csvField('ul. Długa 1\r\nWarszawa')).toBe('"ul. Długa 1\r\nWarszawa"');
    expect(csvRecord(['a,b', ''])).toBe('"a,b",\r\n');
  });

  it('defuses a text starting like a spreadsheet formula, never a number', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12.34')).toBe('-12.34');
    expect(csvField('-12,34')).toBe('"-12,34"');
  });

  it('starts the file with a UTF-8 byte order mark', () => {
    expect(Buffer.from(csvBom, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
