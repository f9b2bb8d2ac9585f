import type * as z from 'zod/mini';

// A staff list's filters as its URL keeps them (`?status=unpaid&method=2…`), so a filtered list can
// be reloaded, shared and stepped back to; a filter the API's query schema would refuse is left out
// (its own field's rule, so a refused one does not lose the others).

export const urlFilters = <Name extends string>(
  shape: Record<Name, z.ZodMiniType>,
  /** The filters, in the order the API's and the URL's query write them. */
  names: readonly Name[],
  /** The filters typed as free text, kept trimmed. */
  trimmed: readonly Name[] = [],
) => {
  type Filters = Partial<Record<Name, string>>;
  /** The query of the filters given, in a stable order. */
  const queryOf = (filters: Filters): URLSearchParams =>
    new URLSearchParams(names.flatMap((name) => (filters[name] ? [[name, filters[name]]] : [])));
  return {
    /** The filters a URL's query holds, each only when the API accepts it. */
    ofSearch: (search: string): Filters => {
      const query = new URLSearchParams(search);
      return Object.fromEntries(
        names.flatMap((name) => {
          const value = query.get(name);
          if (value === null || !shape[name].safeParse(value).success) return [];
          return [[name, trimmed.includes(name) ? value.trim() : value]];
        }),
      ) as Filters;
    },
    queryOf,
    /** The URL's search part of the filters (`?…`, or empty). */
    searchOf: (filters: Filters): string => {
      const query = queryOf(filters).toString();
      return query ? `?${query}` : '';
    },
  };
};
