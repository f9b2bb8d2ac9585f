import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { once } from '../../once';

// The invoice's typeface: DejaVu Sans (Bitstream Vera licence with DejaVu's public-domain changes,
// node_modules/dejavu-fonts-ttf/LICENSE), which has every letter of the shop's 11 languages (Polish
// diacritics, Cyrillic, Turkish, Czech). It is read from the installed package, never fetched;
// pdfkit embeds the subset of glyphs a document uses. Named by the package so the same path resolves
// beside the sources and beside a Lambda bundle that ships the package's font files. Each face is read
// (parsed by fontkit) once per container and shared by every document: parsing it per document was
// three quarters of an invoice's render time (28 ms → 7 ms a PDF).

const fontFile = (name: string) =>
  create(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)));

export const invoiceFonts = once(() => ({
  regular: fontFile('DejaVuSans.ttf'),
  bold: fontFile('DejaVuSans-Bold.ttf'),
}));
