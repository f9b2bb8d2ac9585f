import type { Article, ArticleInput } from '#shared/blog/article';
import { fieldMessages } from '#shared/validation';
import { failOnFields, ok, type Result } from '../result';
import type { BlogPorts } from './deps';

type Written = Omit<Article, 'ratings'>;
type Translation = ArticleInput['translations'][number];

/**
 * The articles whose translation links change with an article, to be saved with it: each it names is
 * made to name it back (in place of the one it named in that language before), and each its earlier
 * version named and it no longer does stops naming it. Input: the article as it will be stored and its
 * earlier version (none for a new one). Output: those articles, unsaved; `invalid_data` naming
 * `translations.<n>.link` (`translation_not_found`) when one it names is not stored (a draft may be a
 * translation; pages link only the published ones).
 */
export const linkTranslations = async (
  { readArticle }: Pick<BlogPorts, 'readArticle'>,
  article: Pick<ArticleInput, 'language' | 'link' | 'translations'>,
  before?: Pick<ArticleInput, 'translations'>,
): Promise<Result<Written[]>> => {
  const named = await Promise.all(
    article.translations.map(({ language, link }) => readArticle(language, link)),
  );
  const missing = named.flatMap((found, index) =>
    found ? [] : [{ path: `translations.${index}.link`, message: fieldMessages.translationNotFound }],
  );
  if (missing.length > 0) return failOnFields('invalid_data', missing);
  const self = { language: article.language, link: article.link };
  const isSelf = (t: Translation) => t.language === self.language && t.link === self.link;
  const dropped = await Promise.all(
    (before?.translations ?? [])
      .filter((old) => !article.translations.some((t) => t.language === old.language && t.link === old.link))
      .map(({ language, link }) => readArticle(language, link)),
  );
  const text = ({ ratings: _ratings, ...rest }: Article): Written => rest;
  return ok([
    ...named.flatMap((found) =>
      !found || found.translations.some(isSelf)
        ? []
        : [
            {
              ...text(found),
              translations: [...found.translations.filter((t) => t.language !== self.language), self],
            },
          ],
    ),
    ...dropped.flatMap((found) =>
      found?.translations.some(isSelf)
        ? [{ ...text(found), translations: found.translations.filter((t) => !isSelf(t)) }]
        : [],
    ),
  ]);
};
