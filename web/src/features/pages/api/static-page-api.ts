import useSWR from 'swr';
import { type StaticPage, type StaticPageKey, staticPageFile } from '#shared/content/static-pages';
import type { Language } from '#shared/locale';
import { fetchSiteFile } from '../../../lib/site-file';

/** A static page, its content a file of the site build (`staticPageFile`); a pre-rendered one starts with it embedded. */
export const useStaticPage = (pageKey: StaticPageKey, language: Language, initial: StaticPage | undefined) =>
  useSWR<StaticPage>(staticPageFile(pageKey, language), fetchSiteFile<StaticPage>, {
    fallbackData: initial,
    revalidateOnMount: !initial,
    revalidateOnFocus: false,
  });
