import useSWR from 'swr';
import type { HomeContent } from '#shared/content/home';
import { apiFetch } from '../../../lib/api-client';

/** The home page's offers from the cms group; a pre-rendered page starts with them embedded. */
export const useHomeContent = (initial: HomeContent | undefined) =>
  useSWR<HomeContent>('/api/cms/home', apiFetch, {
    fallbackData: initial,
    revalidateOnMount: !initial,
  });
