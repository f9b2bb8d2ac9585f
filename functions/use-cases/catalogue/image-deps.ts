import { putImageOriginal, putImageVariants } from '../../lib/images/image-store';
import { renderVariants } from '../../lib/images/image-variants';
import { readUpload } from '../../lib/images/read-upload';
import { getProductImages, productImageAdd, productImagesSet } from '../../lib/table/catalogue';
import { auditOf, auditRecorded } from '../../lib/table/staff-audit';
import { tablePorts } from '../table-ports';
import type { ProductImagePorts } from './add-product-image';
import type { ProductImageEditPorts } from './change-product-images';

// Apart from the publishing's ports (`deps.ts`): only the content function, which installs sharp
// beside its bundle, reads and renders images; a function that publishes or renders pages never loads it.

/** Content staff's product images: uploads (checked, rendered, stored) and edits, each recorded. */
export const imageDeps = (): ProductImagePorts & ProductImageEditPorts => ({
  ...tablePorts(),
  readProductImages: getProductImages,
  productImagesSet,
  productImageAdd,
  auditRecorded,
  auditOf,
  readUpload,
  renderVariants,
  putImageVariants,
  putImageOriginal,
});
