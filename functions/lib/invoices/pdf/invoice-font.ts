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

/** The faces' files in the installed package, which the deploy ships beside the bundle (infra/wiring). */
export const invoiceFontFiles = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

const fontFile = (path: string) => readTrueType(readFileSync(createRequire(import.meta.url).resolve(path)));

/** The faces by the names the invoice draws with: `regular` first, the document's default. */
export const invoiceFonts = once(() => ({
  regular: fontFile(invoiceFontFiles.regular),
  bold: fontFile(invoiceFontFiles.bold),
}));
