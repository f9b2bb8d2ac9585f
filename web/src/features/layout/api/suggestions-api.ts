import useSWR from 'swr';
import type { ImageView } from '#shared/catalogue/product-images';
import type { Language } from '#shared/locale';
import { type ApiError, apiFetch } from '../../../lib/api-client';

export interface Suggestion {
  id: string;
  name: string;
  slug: string;
  /** A thumbnail beside the name (decorative). */
  image?: Omit<ImageView, 'alt'>;
}

/** Product suggestions for a phrase; `null` skips the call (a phrase too short). */
export const useSuggestions = (phrase: string | null, language: Language) =>
  useSWR<{ suggestions: Suggestion[] }, ApiError>(
    phrase !== null && `/api/cms/suggestions?${new URLSearchParams({ q: phrase, language })}`,
    apiFetch,
    { keepPreviousData: true },
  );
