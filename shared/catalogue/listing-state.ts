import {
  attributeParamPrefix,
  type ListingQuery,
  listingQuerySchema,
  parseListingParams,
  rangeParamPrefix,
} from './listing';

// A listing's filters, sort and page live in the URL query, so a listing can be shared and reloaded.
// The site reads them in the browser, and the pages group the same way when it renders a search page.

/** The fields a visitor changes on a listing page (the category and phrase come from the page). */
export type ListingState = Omit<ListingQuery, 'language' | 'currency' | 'country' | 'category'>;

/** The listing's defaults, parsed on first use (the schema is built then). */
let defaults: ListingQuery | undefined;
const listingDefaults = (): ListingQuery => {
  defaults ??= listingQuerySchema.parse({});
  return defaults;
};

/**
 * The listing state of a URL query. Invalid parameters are dropped and named in `invalid` (a
 * phrase too short to search among them), so a hand-edited URL still shows a listing.
 */
export const readListingState = (search: string): { state: ListingState; invalid: string[] } => {
  const params = Object.fromEntries(new URLSearchParams(search));
  const field = (param: string) => {
    if (param.startsWith(attributeParamPrefix)) return 'attributes';
    return param.startsWith(rangeParamPrefix) ? 'ranges' : param;
  };
  const first = parseListingParams(params);
  const invalid = first.success ? [] : [...new Set(first.error.issues.map((issue) => String(issue.path[0])))];
  const parsed = first.success
    ? first
    : parseListingParams(
        Object.fromEntries(Object.entries(params).filter(([key]) => !invalid.includes(field(key)))),
      );
  const { language, currency, country, category, ...state } = parsed.success
    ? parsed.data
    : listingDefaults();
  return { state, invalid };
};
