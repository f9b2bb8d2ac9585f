import { attributeParamPrefix } from '#shared/catalogue/listing';

// The facet dimensions as columns: per dimension each document's value as a small
// number into the dimension's value list (0: no value), built once per loaded index, so a query
// filters and counts with array lookups instead of strings and maps (a CPU profile of an uncached
// listing of 20,000 products spent most of its time there).

export interface FacetColumn {
  /** The dimension's values; a document's code `k` means `values[k - 1]`. */
  values: string[];
  /** Per document: 0 without a value, else the value's code. */
  codes: Uint16Array;
}

/** What the columns read of an indexed product (catalogue-index.ts `Faceted`). */
interface Faceted {
  producer?: string | undefined;
  licence?: string | undefined;
  billing?: string | undefined;
  availability: { state: string };
  attributes: Record<string, string>;
}

/** The list dimensions read from a product; attribute dimensions are `attr.<key>`. */
const listDimensions: Record<string, (product: Faceted) => string | undefined> = {
  producer: (product) => product.producer,
  licence: (product) => product.licence,
  billing: (product) => product.billing,
  availability: (product) => product.availability.state,
};

const columnOf = (products: readonly Faceted[], read: (product: Faceted) => string | undefined) => {
  const codeOf = new Map<string, number>();
  const values: string[] = [];
  const codes = new Uint16Array(products.length);
  products.forEach((product, doc) => {
    const value = read(product);
    if (value === undefined) return;
    let code = codeOf.get(value);
    if (code === undefined) {
      values.push(value);
      code = values.length;
      codeOf.set(value, code);
    }
    codes[doc] = code;
  });
  return { values, codes };
};

/** Every dimension's column: the list dimensions by name, each attribute as `attr.<key>`. */
export const facetColumns = (
  products: readonly Faceted[],
  attributeKeys: readonly string[],
): Map<string, FacetColumn> =>
  new Map([
    ...Object.entries(listDimensions).map(([name, read]) => [name, columnOf(products, read)] as const),
    ...attributeKeys.map(
      (key) =>
        [attributeParamPrefix + key, columnOf(products, (product) => product.attributes[key])] as const,
    ),
  ]);

/** The column with new values at some documents (`[doc, value]`); a value not seen yet gets the next code. */
export const withValuesAt = (
  column: FacetColumn,
  changes: readonly (readonly [doc: number, value: string])[],
): FacetColumn => {
  const values = [...column.values];
  const codes = column.codes.slice();
  for (const [doc, value] of changes) {
    const code = values.indexOf(value) + 1;
    codes[doc] = code > 0 ? code : values.push(value);
  }
  return { values, codes };
};
