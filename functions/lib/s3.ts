import { config } from './config';

/** The private documents bucket: invoices' PDFs, FA(3) XML and UPOs, image originals, the search index. */
export const documentsBucket = (): string => config('documents').DOCUMENTS_BUCKET;
