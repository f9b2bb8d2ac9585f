import useSWR from 'swr';
import type {
  ImageAlt,
  ProductImagesChanged,
  StaffProductImages,
} from '#shared/catalogue/product-image-edits';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The content staff's product image routes (functions/content/README.md) and the shop's own
// suggestions, which find a product by its name.

const imagesPath = (productId: string) => `/api/content/products/${encodeURIComponent(productId)}/images`;

/** A product the suggestions found: what the finder lists of it. */
export interface ProductMatch {
  id: string;
  name: string;
}

/** Products whose names start with what was typed (the search box's suggestions). */
export const useProductMatches = (phrase: string) =>
  useSWR<{ suggestions: ProductMatch[] }, ApiError>(
    phrase.trim().length >= 2
      ? `/api/cms/suggestions?${new URLSearchParams({ q: phrase.trim(), language: 'pl' })}`
      : null,
    apiFetch,
    { keepPreviousData: true },
  );

/** A product's images, their revision and history. */
export const useProductImages = (productId: string) =>
  useSWR<StaffProductImages, ApiError>(imagesPath(productId), authorizedFetch, { revalidateOnFocus: false });

/** Uploads an image with its alt text per language (`alt.pl` required). */
export const uploadProductImage = (productId: string, file: File, alt: Record<string, string>) =>
  authorizedFetch<ProductImagesChanged>(
    `${imagesPath(productId)}?${new URLSearchParams(
      Object.entries(alt)
        .filter(([, text]) => text.trim() !== '')
        .map(([language, text]) => [`alt.${language}`, text.trim()]),
    )}`,
    { method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } },
  );

export const reorderProductImages = (productId: string, revision: number, order: string[]) =>
  authorizedFetch<ProductImagesChanged>(`${imagesPath(productId)}/order`, {
    method: 'PUT',
    body: JSON.stringify({ revision, order }),
  });

export const editImageAlt = (productId: string, hash: string, { revision, alt }: ImageAlt) =>
  authorizedFetch<ProductImagesChanged>(`${imagesPath(productId)}/${hash}/alt`, {
    method: 'PUT',
    body: JSON.stringify({ revision, alt }),
  });

export const removeProductImage = (productId: string, hash: string, revision: number) =>
  authorizedFetch<ProductImagesChanged>(`${imagesPath(productId)}/${hash}?revision=${revision}`, {
    method: 'DELETE',
  });
