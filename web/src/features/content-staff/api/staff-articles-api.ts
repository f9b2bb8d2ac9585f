import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ArticleDraft, ArticleInput, PublishedArticle } from '#shared/blog/article';
import type { ArticlePicture } from '#shared/blog/article-picture';
import type { StaffArticle, StaffArticleListing, StaffArticlesQuery } from '#shared/blog/staff-articles';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The content staff's article routes (functions/blog/README.md) and the pictures' upload
// (functions/content/README.md).

type ListFilters = Omit<StaffArticlesQuery, 'cursor'>;

const listPath = (filters: ListFilters, cursor?: string) => {
  const query = new URLSearchParams(
    Object.entries({ ...filters, cursor }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `/api/content/articles?${query}`;
};

/** Every article of the filters, newest change first; a further page starts at the last one's cursor. */
export const useStaffArticles = (filters: ListFilters) =>
  useSWRInfinite<StaffArticleListing, ApiError>(
    (index: number, previous: StaffArticleListing | null) =>
      index === 0 ? listPath(filters) : previous?.cursor ? listPath(filters, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );

const articlePath = (language: string, link: string) =>
  `/api/content/articles/${encodeURIComponent(language)}/${encodeURIComponent(link)}`;

/** An article as stored, with its history; none while there is nothing to read (a new article). */
export const useStaffArticle = (article: { language: string; link: string } | undefined) =>
  useSWR<StaffArticle, ApiError>(
    article ? articlePath(article.language, article.link) : null,
    authorizedFetch,
    {
      revalidateOnFocus: false,
    },
  );

/** Saves an article without changing its publication (a new one unpublished). */
export const saveArticle = (draft: ArticleDraft) =>
  authorizedFetch<StaffArticle>('/api/content/articles', { method: 'PUT', body: JSON.stringify(draft) });

/** Saves and publishes an article (scheduled when dated ahead). */
export const publishArticle = (input: ArticleInput) =>
  authorizedFetch<PublishedArticle>('/api/content/articles', {
    method: 'POST',
    body: JSON.stringify(input),
  });

/** Takes a published or scheduled article back. */
export const unpublishArticle = (language: string, link: string) =>
  authorizedFetch<StaffArticle>(`${articlePath(language, link)}/publication`, { method: 'DELETE' });

/** Uploads a picture for an article: its bytes as they are, typed by the file. */
export const uploadArticlePicture = (file: File) =>
  authorizedFetch<ArticlePicture>('/api/content/article-pictures', {
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
