import { maxImageBytes, maxImagePixels, minImageSide } from '#shared/catalogue/image-upload';
import { contentHash } from './image-variants';
import { loadSharp } from './load-sharp';

// An uploaded product image checked before anything is stored: its type from its
// first bytes (JPEG, PNG or WebP; an SVG, which may carry script, or anything else is refused
// whatever the header claims), its size in bytes and pixels, its shortest side; then the original
// kept EXIF-oriented with every piece of metadata (location, camera, author) left behind.

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image type the bytes begin with, or none. */
export const sniffImageType = (bytes: Buffer): ImageType | undefined => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
};

export type UploadRefusal =
  | 'image_type_not_allowed'
  | 'image_too_large'
  | 'image_too_small'
  | 'image_unreadable';

export interface ReadUpload {
  hash: string;
  type: ImageType;
  /** Oriented size. */
  width: number;
  height: number;
  /** The original re-encoded in its own type at high quality, oriented, without metadata. */
  original: Buffer;
}

export const readUpload = async (
  bytes: Buffer,
): Promise<{ ok: true; upload: ReadUpload } | { ok: false; code: UploadRefusal }> => {
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, code: 'image_type_not_allowed' };
  if (bytes.length > maxImageBytes) return { ok: false, code: 'image_too_large' };
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes).metadata();
    ({ width, height } = meta.autoOrient);
  } catch {
    return { ok: false, code: 'image_unreadable' };
  }
  if (width * height > maxImagePixels) return { ok: false, code: 'image_too_large' };
  if (Math.min(width, height) < minImageSide) return { ok: false, code: 'image_too_small' };
  try {
    const original = await sharp(bytes, { autoOrient: true, limitInputPixels: maxImagePixels })
      .toFormat(type, { quality: 95 })
      .toBuffer();
    return { ok: true, upload: { hash: contentHash(bytes), type, width, height, original } };
  } catch {
    return { ok: false, code: 'image_unreadable' };
  }
};
