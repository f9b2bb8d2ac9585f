import { describe, expect, it } from 'vitest';
import { qrMatrix } from '#shared/qr-matrix';
import { qrPath } from './qr-path';

/** A square matrix from rows of `#` (dark) and `.` (light). */
const matrix = (...rows: string[]) => ({
  size: rows.length,
  dark: (row: number, column: number) => rows[row]?.[column] === '#',
});

/** The dark cells a path draws, read back from its `M x y h n v1 h-n z` runs (quiet zone removed). */
const cellsOf = (path: string) =>
  [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)].flatMap(([, x, y, length]) =>
    Array.from({ length: Number(length) }, (_, i) => `${Number(y) - 4},${Number(x) - 4 + i}`),
  );

describe('qrPath', () => {
  it('draws each horizontal run of dark modules as one rectangle, offset by the quiet zone', () => {
    expect(qrPath(matrix('##.', '...', '#.#'))).toBe('M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z');
    expect(qrPath(matrix('...', '...', '...'))).toBe('');
  });

  it("draws exactly a real code's dark modules", () => {
    const modules = qrMatrix('otpauth://totp/Sklep:anna%40example.pl?secret=JBSWY3DP', 'M');
    const dark: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++)
        if (modules.dark(row, column)) dark.push(`${row},${column}`);
    expect(cellsOf(qrPath(modules))).toEqual(dark);
  });
});
