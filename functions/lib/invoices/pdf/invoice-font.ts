import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { once } from '../../once';
import { readTrueType } from '../../pdf/truetype';

// The invoice's typeface: DejaVu Sans (Bitstream Vera licence with DejaVu's public-domain changes,
// node_modules/dejavu-fonts-ttf/LICENSE), which has every letter of the shop's 11 languages (Polish
// diacritics, Cyrillic, Turkish, Czech). It is read from the installed package, never fetched; a
// document embeds the subset of glyphs it uses. Named by the package so the same path resolves
// beside the sources and beside a Lambda bundle that ships the package's font files. Each face is read
// once per container and shared by every document.

const fontFile = (name: string) =>
  readTrueType(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)));

/** The faces by the names the invoice draws with: `regular` first, the document's default. */
export const invoiceFonts = once(() => ({
  regular: fontFile('DejaVuSans.ttf'),
  bold: fontFile('DejaVuSans-Bold.ttf'),
}));
