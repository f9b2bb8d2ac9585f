import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { invoiceFonts } from '../invoices/pdf/invoice-font';
import { PdfDocument } from './pdf-document';
import { savedPdf as saved } from './pdf-text';

// The shop's PDF writer read back by poppler (.ci/run installs poppler-utils), as a reader sees a file:
// its pages, each word's text and box (`pdftotext -bbox`), its fonts (`pdffonts`).

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  page: number;
}

/** Each word with its box, in points from the page's top left, and its page (1-based). */
const wordsOf = (pdf: Buffer): Word[] =>
  execFileSync('pdftotext', ['-bbox', saved(pdf), '-'], { encoding: 'utf8' })
    .split('<page ')
    .slice(1)
    .flatMap((page, index) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
        ),
      ].map(([, xMin, yMin, xMax, text]) => ({
        text: String(text),
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        page: index + 1,
      })),
    );

const document = () =>
  new PdfDocument({
    fonts: invoiceFonts(),
    margin: 40,
    language: 'pl',
    info: { title: 'Próba', author: 'Sklep', created: new Date('2026-12-04T10:00:00Z') },
  });

describe('PdfDocument', () => {
  it('writes text a reader extracts letter for letter, Polish and Cyrillic, in fonts embedded as subsets', () => {
    const doc = document();
    doc.fontSize(10).text('Zażółć gęślą jaźń');
    doc.font('bold').text('Счёт-фактура №7');
    const pdf = doc.end();
    expect(wordsOf(pdf).map(({ text }) => text)).toEqual(['Zażółć', 'gęślą', 'jaźń', 'Счёт-фактура', '№7']);
    const fonts = execFileSync('pdffonts', [saved(pdf)], { encoding: 'utf8' });
    expect(fonts).toMatch(/[A-Z]{6}\+DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(fonts).toMatch(/[A-Z]{6}\+DejaVuSans-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    // Only the glyphs drawn are embedded: far less than the two faces' 1.4 MB.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('wraps at words to the width, and aligns each line right or centred in it', () => {
    const doc = document();
    doc.fontSize(10);
    const text = 'jeden dwa trzy cztery pięć sześć siedem osiem';
    const lines = doc.heightOfString(text, { width: 80 }) / doc.lineHeight;
    doc.text(text, 100, 100, { width: 80 });
    doc.text('Prawo', 100, 300, { width: 200, align: 'right' });
    doc.text('Środek', 100, 400, { width: 200, align: 'center' });
    const words = wordsOf(doc.end());
    const rows = new Set(words.filter(({ yMin }) => yMin < 300).map(({ yMin }) => Math.round(yMin)));
    expect(rows.size).toBe(lines);
    expect(lines).toBeGreaterThan(2);
    for (const word of words.filter(({ yMin }) => yMin < 300)) {
      expect(word.xMin).toBeGreaterThanOrEqual(99.9);
      expect(word.xMax).toBeLessThanOrEqual(180.1);
    }
    const right = words.find(({ text: word }) => word === 'Prawo');
    expect(right?.xMax).toBeCloseTo(300, 0);
    const centre = words.find(({ text: word }) => word === 'Środek');
    expect(((centre?.xMin ?? 0) + (centre?.xMax ?? 0)) / 2).toBeCloseTo(200, 0);
  });

  it('breaks a word wider than the width where it must, keeping every letter', () => {
    const doc = document();
    const word = 'Konstantynopolitańczykowianeczka';
    doc.fontSize(10).text(word, 100, 100, { width: 60 });
    const pieces = wordsOf(doc.end());
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map(({ text }) => text).join('')).toBe(word);
    for (const piece of pieces) expect(piece.xMax).toBeLessThanOrEqual(160.1);
  });

  it('flows text past the bottom margin onto a new page, and keeps text placed at a point where it is', () => {
    const doc = document();
    doc.fontSize(10);
    for (let line = 1; line <= 80; line++) doc.text(`wiersz${line}`);
    doc.text('tutaj', 300, 790);
    const words = wordsOf(doc.end());
    const first = words.find(({ text }) => text === 'wiersz1');
    const last = words.find(({ text }) => text === 'wiersz80');
    expect(first).toMatchObject({ page: 1 });
    expect(first?.yMin).toBeCloseTo(40, 0);
    expect(last?.page).toBe(2);
    const lastOnFirst = words.filter(({ page, text }) => page === 1 && text.startsWith('wiersz')).at(-1);
    expect(lastOnFirst?.yMin).toBeLessThan(841.89 - 40 - doc.lineHeight + 1);
    expect(words.find(({ text }) => text === 'tutaj')).toMatchObject({ page: 2 });
    expect(words.find(({ text }) => text === 'tutaj')?.yMin).toBeCloseTo(790, 0);
  });

  it('links a text to its address', () => {
    const doc = document();
    const link = 'https://qr.ksef.mf.gov.pl/invoice/5260250274';
    doc.fontSize(7).text('KOD I', 40, 40, { width: 100, align: 'center', link });
    const pdf = doc.end().toString('latin1');
    const uri = `<FEFF${Buffer.from(link, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
    expect(pdf).toContain(`/Subtype /Link`);
    expect(pdf).toContain(`/URI ${uri}`);
  });
});
