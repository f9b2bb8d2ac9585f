import useSWR from 'swr';
import type { CategoryView } from '../../../../shared/catalogue/listing';
import { useLanguage } from '../../app/language-context';
import { type ApiError, apiFetch } from '../../lib/api-client';

/** The whole category tree in the page language, flat (the header's menu and category pages share it). */
export const useCategories = () => {
  const language = useLanguage();
  return useSWR<{ categories: CategoryView[] }, ApiError>(
    `/api/cms/categories?language=${language}`,
    apiFetch,
  );
};
