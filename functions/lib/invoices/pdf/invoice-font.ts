import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { once } from '../../once';

// The invoice's typeface: DejaVu Sans (Bitstream Vera licence with DejaVu's public-domain changes,
// node_modules/dejavu-fonts-ttf/LICENSE), which has every letter of the shop's 11 languages (Polish
// diacritics, Cyrillic, Turkish, Czech). It is read from the installed package, never fetched;
// pdfkit embeds the subset of glyphs a document uses. Named by the package so the same path resolves
// beside the sources and beside a Lambda bundle that ships the package's font files.

const fontFile = (name: string): Buffer =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));

export const invoiceFonts = once(() => ({
  regular: fontFile('DejaVuSans.ttf'),
  bold: fontFile('DejaVuSans-Bold.ttf'),
}));
