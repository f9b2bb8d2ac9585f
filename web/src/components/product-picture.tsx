import { type ImageView, imagePath, imageSrcset, imageWidths } from '#shared/catalogue/product-images';

/**
 * A product image: AVIF and WebP variants by width for the browser to pick from
 * `sizes`, the original's width and height so the page never shifts while it loads, lazy unless it
 * is near the top (`eager`), and `priority` for the page's largest element (the product page's image, a listing's first card).
 * A thumbnail beside the product's name is `decorative` (empty alt), so the name is not read twice.
 */
export const ProductPicture = ({
  image,
  sizes,
  eager = false,
  priority = false,
  decorative = false,
  className,
}: {
  /** Its rendered width per viewport, e.g. `(max-width: 600px) 50vw, 240px`. */
  sizes: string;
  eager?: boolean;
  priority?: boolean;
  className?: string;
} & (
  | { image: ImageView; decorative?: false }
  /** A decorative picture needs no alt text of its own. */
  | { image: Omit<ImageView, 'alt'>; decorative: true }
)) => (
  <picture className={className}>
    <source type="image/avif" srcSet={imageSrcset(image, 'avif')} sizes={sizes} />
    <source type="image/webp" srcSet={imageSrcset(image, 'webp')} sizes={sizes} />
    <img
      src={imagePath(image.hash, Math.min(image.width, imageWidths.card), 'webp')}
      width={image.width}
      height={image.height}
      alt={'alt' in image && !decorative ? image.alt : ''}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  </picture>
);
