import * as z from 'zod/mini';
import { languages } from '../locale';
import { singleLineText } from '../text';

// Uploading a product image: `POST /api/content/products/{id}/images` by the
// `content` staff group, the image's bytes as the body (`Content-Type` image/jpeg, image/png or
// image/webp; the type is checked from the bytes, not believed from the header) and its alt text per
// language as `alt.<language>` query parameters, Polish required.

/** The largest upload: its base64 form stays under Lambda's 6 MB request payload. */
export const maxImageBytes = 4 * 1024 * 1024;
/** The most pixels decoded (a small file may claim a huge image: a decompression bomb). */
export const maxImagePixels = 25_000_000;
/** The shortest side a product image may have. */
export const minImageSide = 200;

const altText = /* @__PURE__ */ z.lazy(() => singleLineText({ min: 1, max: 200 }));

/** `alt.pl=…&alt.en=…` → `{ pl, en }`; an unknown parameter is refused. */
export const imageUploadQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.strictObject({
      'alt.pl': altText,
      ...Object.fromEntries(
        languages.filter((l) => l !== 'pl').map((l) => [`alt.${l}`, z.optional(altText)]),
      ),
    }),
    z.transform((query: { 'alt.pl': string } & Record<string, string | undefined>) => ({
      alt: Object.fromEntries(
        Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key.slice(4), value]])),
      ) as { pl: string } & Partial<Record<(typeof languages)[number], string>>,
    })),
  ),
);
