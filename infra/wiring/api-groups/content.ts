import { type ApiGroupDecl, apiFunction } from '../http-api';

export const contentApi: ApiGroupDecl = {
  // Product images: sharp renders the variants (more memory and time; its native
  // build is installed beside the bundle), written to the site bucket and the documents bucket.
  ...apiFunction('content', { table: 'readWrite', documents: 'readWrite', site: 'readWrite' }, [
    { method: 'POST', path: '/api/content/products/{id}/images', access: 'content' },
  ]),
  timeoutSeconds: 29,
  memoryMb: 1536,
  nodeModules: ['sharp'],
};
