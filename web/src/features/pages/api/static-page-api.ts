import useSWR from 'swr';
import type { StaticPage, StaticPageKey } from '#shared/content/static-pages';
import type { Language } from '#shared/locale';
import { apiFetch } from '../../../lib/api-client';

/** A static page from the cms group; a pre-rendered one starts with its content embedded. */
export const useStaticPage = (pageKey: StaticPageKey, language: Language, initial: StaticPage | undefined) =>
  useSWR<StaticPage>(`/api/cms/pages/${pageKey}?language=${language}`, apiFetch, {
    fallbackData: initial,
    revalidateOnMount: !initial,
    revalidateOnFocus: false,
  });
