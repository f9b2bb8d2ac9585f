import type { Article, ArticleInput } from '#shared/blog/article';
import { fieldMessages } from '#shared/validation';
import { failOnFields, ok, type Result } from '../result';
import type { BlogPorts } from './deps';

type Written = Omit<Article, 'ratings'>;

/**
 * The articles an article names as its translations, each made to name it back (in place of the one
 * it named in that language before), to be saved with it. Input: the article as it will be stored.
 * Output: those articles, unsaved; `invalid_data` naming `translations.<n>.link`
 * (`translation_not_found`) when one of them is not published.
 */
export const linkTranslations = async (
  { readArticle }: Pick<BlogPorts, 'readArticle'>,
  article: Pick<ArticleInput, 'language' | 'link' | 'translations'>,
): Promise<Result<Written[]>> => {
  const named = await Promise.all(
    article.translations.map(({ language, link }) => readArticle(language, link)),
  );
  const missing = named.flatMap((found, index) =>
    found ? [] : [{ path: `translations.${index}.link`, message: fieldMessages.translationNotFound }],
  );
  if (missing.length > 0) return failOnFields('invalid_data', missing);
  const self = { language: article.language, link: article.link };
  return ok(
    named.flatMap((found) => {
      if (!found || found.translations.some((t) => t.language === self.language && t.link === self.link))
        return [];
      const { ratings: _ratings, ...text } = found;
      return [
        { ...text, translations: [...text.translations.filter((t) => t.language !== self.language), self] },
      ];
    }),
  );
};
