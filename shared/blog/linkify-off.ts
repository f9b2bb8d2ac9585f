// What the bundles (infra/wiring/function-bundle.ts, web/vite.config.ts) give markdown-it in place of
// linkify-it: every markdown-it builds a linkify-it matcher (16 KB minified, most of it its URL and
// e-mail patterns), which only its `linkify` option uses, and the shop's Markdown never turns it on
// (shared/blog/markdown.ts, functions/lib/markdown/). Were it turned on, the first use would throw here.

const off = (): never => {
  throw new Error("linkify is off in the shop's Markdown (shared/blog/linkify-off.ts)");
};

export class LinkifyIt {
  test = off;
  match = off;
  matchAtStart = off;
}
