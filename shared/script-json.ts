/**
 * JSON safe inside an HTML `<script>` element (embedded page data, JSON-LD): `<` cannot close the
 * element, and U+2028/U+2029 stay escaped.
 */
export const scriptJson = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
