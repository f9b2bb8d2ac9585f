import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// For the tests of the invoice PDF: its text as a reader sees it, through poppler's `pdftotext`
// (.ci/run installs poppler-utils), whitespace runs (Intl's narrow spaces included) made one space.

let folder: string | undefined;
let files = 0;

export const pdfText = (pdf: Buffer): string => {
  folder ??= mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  const file = join(folder, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};
