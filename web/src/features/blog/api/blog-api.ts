import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ArticleView } from '#shared/blog/article';
import { type ArticleFilter, type ArticleListing, listingParams } from '#shared/blog/article-listing';
import type { RatingView } from '#shared/catalogue/listing';
import type { RatingRequest } from '#shared/catalogue/rating-request';
import type { Language } from '#shared/locale';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { useStored } from '../../../lib/browser-store';
import { userSettingsStore } from '../../../lib/user-settings-store';

// The blog's requests: a list page by page, an article, a rating.

const listPath = (language: Language, filter: ArticleFilter, page: number) => {
  const params = listingParams(filter, page);
  params.set('language', language);
  return `/api/blog/articles?${params}`;
};

/**
 * A list's pages: the first replaces what was shown (a new filter is a new key), each later one is
 * appended; a pre-rendered first page stands in until the first request answers.
 */
export const useArticleList = (language: Language, filter: ArticleFilter, initial?: ArticleListing) =>
  useSWRInfinite<ArticleListing, ApiError>(
    (index: number, previous: ArticleListing | null) =>
      index === 0 || previous?.hasMore ? listPath(language, filter, index + 1) : null,
    apiFetch,
    { revalidateFirstPage: false, ...(initial ? { fallbackData: [initial] } : {}) },
  );

const articlePath = (language: Language, link: string) =>
  `/api/blog/articles/${language}/${encodeURIComponent(link)}`;

/** An article with its related products in the visitor's currency; the pre-rendered data stands in while it loads. */
export const useArticle = (language: Language, link: string, initial: ArticleView | undefined) => {
  const { currency, country } = useStored(userSettingsStore);
  const matches = initial?.link === link && initial.language === language ? initial : undefined;
  return useSWR<ArticleView, ApiError>(
    `${articlePath(language, link)}?${new URLSearchParams({ currency, country })}`,
    apiFetch,
    { fallbackData: matches, keepPreviousData: true },
  );
};

/** A rating, which only a signed-in customer may give (the session code loads on first use). */
export const rateArticle = async (language: Language, link: string, request: RatingRequest) => {
  const { authorizedFetch } = await import('../../../lib/session/session');
  return authorizedFetch<RatingView>(`${articlePath(language, link)}/ratings`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
};
