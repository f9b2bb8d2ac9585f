// Search text is folded the same way at index and at query time: lower case, Polish (and other Latin)
// diacritics removed, `ł` → `l`, anything else than letters and digits → one space. Orama's default
// tokenizer then only ever sees ASCII words (its English splitter would cut `złącze` into `z` `cze`).

/** `Złącze USB‑C` → `zlacze usb c`. */
export const foldText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Typos allowed per word of a folded phrase, by its shortest word: none under 4 letters (`hp`
 * would match any two-letter word), 1 up to 7 (`ofice` → office), 2 from 8 (`thinkpda` → thinkpad).
 */
export const typoTolerance = (folded: string): number => {
  const shortest = Math.min(...folded.split(' ').map((word) => word.length));
  return shortest >= 8 ? 2 : shortest >= 4 ? 1 : 0;
};
