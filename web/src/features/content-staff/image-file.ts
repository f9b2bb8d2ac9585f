import { maxImageBytes } from '#shared/catalogue/image-upload';

/** The types the image pipeline takes (functions/lib/images/read-upload.ts checks the bytes again). */
export const imageFileTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Why a chosen file cannot be uploaded, as the API's own refusal would say it (`error.<code>`), or
 * nothing: another type, or more bytes than the API takes, is told at the field before it is sent.
 */
export const imageFileRefusal = (file: File): string | undefined => {
  if (!(imageFileTypes as readonly string[]).includes(file.type)) return 'error.image_type_not_allowed';
  if (file.size > maxImageBytes) return 'error.image_too_large';
  return undefined;
};
