import useSWR from 'swr';
import type { CategoryView } from '#shared/catalogue/listing';
import type { Language } from '#shared/locale';
import { type ApiError, apiFetch } from './api-client';
import { useLanguage } from './language-context';

export const categoriesKey = (language: Language) => `/api/cms/categories?language=${language}`;

/** The whole category tree in the page language, flat (the header's menu and category pages share it). */
export const useCategories = () =>
  useSWR<{ categories: CategoryView[] }, ApiError>(categoriesKey(useLanguage()), apiFetch);
