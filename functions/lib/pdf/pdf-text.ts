import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// For the tests of the shop's PDFs: a file as a reader gets it, through poppler (.ci/run installs
// poppler-utils): saved where its tools can open it, and its text (`pdftotext`), whitespace runs
// (Intl's narrow spaces included) made one space.

let folder: string | undefined;
let files = 0;

/** The PDF written to a file of its own in a temporary folder; answers the file's path. */
export const savedPdf = (pdf: Buffer): string => {
  folder ??= mkdtempSync(join(tmpdir(), 'shop-pdf-'));
  const file = join(folder, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
};

export const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', savedPdf(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
