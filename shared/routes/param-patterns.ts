// Parameters of the route table with a fixed shape.

/**
 * Parameters with a fixed shape. `/Aktualnosci/:year/:month` and `/Aktualnosci/:category/:link` have the
 * same shape; a numeric year and month make it the archive, anything else a news article.
 */
export const paramPatterns: Readonly<Record<string, RegExp>> = {
  year: /^\d{4}$/,
  month: /^(0?[1-9]|1[0-2])$/,
};
