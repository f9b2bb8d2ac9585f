import { renderMarkdown } from '#shared/blog/markdown';
import type { BlogPorts, StaffArticlePorts } from './deps';

/**
 * Articles stored before their rendered body was kept (version 2.6.2 or earlier) get it, once: each
 * body rendered by the allow-list renderer and kept beside it, nothing else of the article changed (no
 * staff action, so no record). An article whose body staff changed meanwhile is left to that save,
 * which rendered its own. Answers how many were kept.
 */
export const storeRenderedBodies = async (
  ports: Pick<BlogPorts, 'commit' | 'articleItems'> & Pick<StaffArticlePorts, 'articlesWithoutHtml'>,
): Promise<number> => {
  let kept = 0;
  for (const article of await ports.articlesWithoutHtml()) {
    const item = ports.articleItems.keepRendered(article, renderMarkdown(article.body));
    const done = await ports.commit([{ item, whenConditionFails: 'changed_meanwhile' }]);
    if (done.ok) kept += 1;
  }
  return kept;
};
