// Search words of the catalogue's index are folded by `foldText` (shared/text.ts) at index and at query
// time, so Orama's default tokenizer only ever sees ASCII words (its English splitter would cut
// `złącze` into `z` `cze`).

/**
 * Typos allowed per word of a folded phrase, by its shortest word: none under 4 letters (`hp`
 * would match any two-letter word), 1 up to 7 (`ofice` → office), 2 from 8 (`thinkpda` → thinkpad).
 */
export const typoTolerance = (folded: string): number => {
  const shortest = Math.min(...folded.split(' ').map((word) => word.length));
  return shortest >= 8 ? 2 : shortest >= 4 ? 1 : 0;
};
