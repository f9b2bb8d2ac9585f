import useSWR from 'swr';
import { type StaticPage, type StaticPageKey, staticPageFile } from '#shared/content/static-pages';
import type { Language } from '#shared/locale';
import { appVersion } from '#shared/settings';

/** A static page's content, a file of the site build (`staticPageFile`) as the translations are. */
const fetchStaticPage = async (file: string): Promise<StaticPage> => {
  const response = await fetch(`${file}?v=${appVersion}`);
  if (!response.ok) throw new Error(`static page ${file}: HTTP ${response.status}`);
  return (await response.json()) as StaticPage;
};

/** A static page; a pre-rendered one starts with its content embedded. */
export const useStaticPage = (pageKey: StaticPageKey, language: Language, initial: StaticPage | undefined) =>
  useSWR<StaticPage>(staticPageFile(pageKey, language), fetchStaticPage, {
    fallbackData: initial,
    revalidateOnMount: !initial,
    revalidateOnFocus: false,
  });
