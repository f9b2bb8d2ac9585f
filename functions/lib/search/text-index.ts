import SearchableMap from 'minisearch/SearchableMap';
import { foldText } from '#shared/text';
import { typoTolerance } from './fold-text';

// The full-text part of the catalogue index, one per language. The vocabulary is MiniSearch's radix
// tree (`SearchableMap`), which finds a word's prefix and typo variants; each term points at posting
// lists of document numbers per field. A phrase is scored with flat typed arrays, so a query costs
// the postings it touches, not one object per hit (MiniSearch's own `search` took 10–30 ms for common
// words on 20,000 products; see README).

export const textFields = ['name', 'code', 'description'] as const;
export type TextField = (typeof textFields)[number];
export type TextFields = Record<TextField, string>;

const fieldWeights: Record<TextField, number> = { name: 3, code: 3, description: 1 };
/** A typo variant or a completion ranks below the word itself. */
const typoWeight = 0.6;
const prefixWeight = 0.5;
/** Words this short match exactly only: `c` or `hp` completing to every word would match everything. */
const minPrefixLength = 3;

export interface TextIndex {
  docCount: number;
  /** Folded term → term number. */
  terms: SearchableMap<number>;
  /** Per field, per term number: ascending document numbers. */
  postings: Record<TextField, Int32Array[]>;
}

export interface SerializedTextIndex {
  terms: string[];
  /** Per field, per term: document numbers as gaps from the previous one. */
  postings: Record<TextField, number[][]>;
}

const tokens = (text: string): string[] => {
  const folded = foldText(text);
  return folded ? [...new Set(folded.split(' '))] : [];
};

/** Indexes `documents` in order: document number = position. */
export const buildTextIndex = (documents: readonly TextFields[]): TextIndex => {
  const numbers = new Map<string, number>();
  const lists: Record<TextField, number[][]> = { name: [], code: [], description: [] };
  // Variants and packs share descriptions: each distinct text is folded once.
  const folded = new Map<string, string[]>();
  const tokensOf = (text: string) => {
    let terms = folded.get(text);
    if (!terms) {
      terms = tokens(text);
      folded.set(text, terms);
    }
    return terms;
  };
  documents.forEach((document, doc) => {
    for (const field of textFields) {
      for (const term of tokensOf(document[field])) {
        let number = numbers.get(term);
        if (number === undefined) {
          number = numbers.size;
          numbers.set(term, number);
        }
        const list = lists[field][number];
        if (list) list.push(doc);
        else lists[field][number] = [doc];
      }
    }
  });
  const postings = Object.fromEntries(
    textFields.map((field) => [
      field,
      Array.from({ length: numbers.size }, (_, term) => Int32Array.from(lists[field][term] ?? [])),
    ]),
  ) as TextIndex['postings'];
  return {
    docCount: documents.length,
    terms: SearchableMap.from(numbers) as SearchableMap<number>,
    postings,
  };
};

const gaps = (list: Int32Array): number[] =>
  Array.from(list, (doc, i) => (i === 0 ? doc : doc - (list[i - 1] ?? 0)));

const ungap = (list: number[]): Int32Array => {
  const docs = new Int32Array(list.length);
  let doc = 0;
  list.forEach((gap, i) => {
    doc += gap;
    docs[i] = doc;
  });
  return docs;
};

export const serializeTextIndex = (index: TextIndex): SerializedTextIndex => {
  const terms: string[] = [];
  for (const [term, number] of index.terms) terms[number] = term;
  const postings = Object.fromEntries(
    textFields.map((field) => [field, index.postings[field].map(gaps)]),
  ) as SerializedTextIndex['postings'];
  return { terms, postings };
};

export const loadTextIndex = (serialized: SerializedTextIndex, docCount: number): TextIndex => ({
  docCount,
  terms: SearchableMap.from(serialized.terms.map((term, number) => [term, number])) as SearchableMap<number>,
  postings: Object.fromEntries(
    textFields.map((field) => [field, serialized.postings[field].map(ungap)]),
  ) as TextIndex['postings'],
});

/** Term numbers a word matches, each with its weight: itself 1, typo variants and completions less. */
const variantsOf = (index: TextIndex, word: string, prefix: boolean): Map<number, number> => {
  const variants = new Map<number, number>();
  const add = (term: number, weight: number) => {
    if (weight > (variants.get(term) ?? 0)) variants.set(term, weight);
  };
  const tolerance = typoTolerance(word);
  if (tolerance > 0) {
    for (const [, [term, distance]] of index.terms.fuzzyGet(word, tolerance)) {
      add(term, distance === 0 ? 1 : typoWeight / distance);
    }
  } else {
    const term = index.terms.get(word);
    if (term !== undefined) add(term, 1);
  }
  if (prefix && word.length >= minPrefixLength) {
    for (const [, term] of index.terms.atPrefix(word)) add(term, prefixWeight);
  }
  return variants;
};

export interface PhraseMatches {
  /** Matching document numbers, in no particular order. */
  docs: Int32Array;
  /** Relevance per document number (0 where it does not match). */
  scores: Float32Array;
}

/**
 * Documents matching every word of a folded phrase in any of `fields` (by the word, a typo variant
 * or, with `prefix`, a completion). Score: per word, its best field weight × match weight × rarity.
 */
export const matchPhrase = (
  index: TextIndex,
  phrase: string,
  { fields = textFields, prefix = true }: { fields?: readonly TextField[]; prefix?: boolean } = {},
): PhraseMatches => {
  const words = [...new Set(foldText(phrase).split(' ').filter(Boolean))];
  const scores = new Float32Array(index.docCount);
  const word = new Float32Array(index.docCount);
  let candidates: Int32Array | undefined;
  for (const text of words) {
    const touched: number[] = [];
    for (const [term, weight] of variantsOf(index, text, prefix)) {
      const frequency = fields.reduce((sum, field) => sum + (index.postings[field][term]?.length ?? 0), 0);
      const rarity = Math.log(1 + index.docCount / frequency);
      for (const field of fields) {
        const score = weight * fieldWeights[field] * rarity;
        for (const doc of index.postings[field][term] ?? []) {
          if (word[doc] === 0) touched.push(doc);
          if (score > (word[doc] ?? 0)) word[doc] = score;
        }
      }
    }
    const previous: Iterable<number> = candidates ?? touched;
    const kept: number[] = [];
    for (const doc of previous) {
      const score = word[doc] ?? 0;
      if (score > 0) {
        scores[doc] = (scores[doc] ?? 0) + score;
        kept.push(doc);
      }
    }
    for (const doc of touched) word[doc] = 0;
    candidates = Int32Array.from(kept);
    if (kept.length === 0) break;
  }
  return { docs: candidates ?? new Int32Array(0), scores };
};
