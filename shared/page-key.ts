/**
 * Where a pre-rendered page lives in the site (web/dist or the site bucket): `/produkt/a/b` →
 * `produkt/a/b/index.html`, `/` → `index.html`. CloudFront and the local site serve folders this way.
 */
export const pageKey = (path: string): string => {
  const folder = path.replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/index.html` : 'index.html';
};
