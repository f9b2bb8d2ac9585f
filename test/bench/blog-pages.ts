import { demoArticles } from '#infra/local/demo-blog/articles';
import { pathFor } from '#shared/routes';
import { firstViewJs, screenChunks } from './first-view';
import { type LighthouseRun, lighthouseMedian, lighthouseRounds } from './lighthouse';

// The blog pages' targets: a blog article page and a list page, first-view JS ≤ 130 KB gzip (the
// page's scripts plus the blog screen's chunk, which both hydrate or render with), Lighthouse mobile
// performance ≥ 95 and accessibility 100. The article is the newest Polish demo article, pre-rendered
// by the shop after its start; the list is `/blog/`, pre-rendered into the site bucket with its first
// articles as well.

const isBlogScreen = (module: string) => module === 'src/features/blog/blog-screen.tsx';

const newestPolish = demoArticles
  .filter(({ language }) => language === 'pl')
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];

const pages = [
  ['article', pathFor('blogArticle', 'pl', { slug: newestPolish?.link ?? '' })],
  ['list', pathFor('blog', 'pl')],
] as const;

export interface BlogPage {
  name: string;
  path: string;
  /** Gzipped first-view JS; undefined when this build has no blog screen chunk. */
  bytes?: number;
  lighthouse: LighthouseRun;
}

export const benchBlogPages = async (root: string, port: number): Promise<BlogPage[]> => {
  const screen = screenChunks(root, isBlogScreen);
  const measured: BlogPage[] = [];
  for (const [name, path] of pages) {
    const url = `http://127.0.0.1:${port}${path}`;
    const html = await (await fetch(url)).text();
    measured.push({
      name,
      path,
      ...(screen ? { bytes: firstViewJs(root, html, screen.chunks) } : {}),
      lighthouse: await lighthouseMedian(root, url),
    });
  }
  return measured;
};

export const noteBlogPages = (note: (line?: string) => void, measured: readonly BlogPage[]) => {
  note(
    `## Blog article and list pages: first-view JavaScript (gzipped, the page's scripts + the blog screen chunk; target ≤ 130 KB) and Lighthouse, mobile profile, the median of ${lighthouseRounds} runs (targets: performance ≥ 95, accessibility 100)`,
  );
  note();
  note('| page | path | first-view JS | performance | accessibility | best practices | SEO | LCP | CLS |');
  note('|---|---|---|---|---|---|---|---|---|');
  for (const { name, path, bytes, lighthouse } of measured) {
    const { scores, lcpMs, cls } = lighthouse;
    const js = bytes === undefined ? 'no blog chunk in this build' : `${(bytes / 1024).toFixed(1)} KB`;
    const lcp = lcpMs === undefined ? 'n/a' : `${(lcpMs / 1000).toFixed(2)} s`;
    note(
      `| ${name} | \`${path}\` | ${js} | ${scores.performance ?? 'n/a'} | ${scores.accessibility ?? 'n/a'} | ${scores['best-practices'] ?? 'n/a'} | ${scores.seo ?? 'n/a'} | ${lcp} | ${cls?.toFixed(3) ?? 'n/a'} |`,
    );
  }
  note();
};
