import { imagePath, imageWidths } from '../catalogue/product-images';

// A picture in an article: uploaded by content staff (`POST /api/content/article-pictures`, the image
// pipeline of product images: JPEG, PNG or WebP, checked from its bytes), served as content-named
// variants from the site, and put in the article's Markdown as an image.

export interface ArticlePicture {
  hash: string;
  width: number;
  height: number;
}

/** The variant an article shows: the page width, or the original's own when it is narrower. */
export const articlePicturePath = ({ hash, width }: ArticlePicture): string =>
  imagePath(hash, Math.min(width, imageWidths.page), 'webp');

/** The Markdown of the picture with its alt text (brackets, which would end it, left out). */
export const articlePictureMarkdown = (picture: ArticlePicture, alt: string): string =>
  `![${alt.replace(/[[\]\\]/g, '')}](${articlePicturePath(picture)})`;
