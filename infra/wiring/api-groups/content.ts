import { type ApiGroupDecl, apiFunction } from '../http-api';

export const contentApi: ApiGroupDecl = {
  // Product images and articles' pictures: sharp renders the variants (more memory and time; its native
  // build is installed beside the bundle), written to the site bucket and the documents bucket. A
  // product's prices beside its images.
  ...apiFunction('content', { table: 'readWrite', documents: 'readWrite', site: 'readWrite' }, [
    { method: 'GET', path: '/api/content/products/{id}/images', access: 'content' },
    { method: 'POST', path: '/api/content/products/{id}/images', access: 'content' },
    { method: 'PUT', path: '/api/content/products/{id}/images/order', access: 'content' },
    { method: 'PUT', path: '/api/content/products/{id}/images/{hash}/alt', access: 'content' },
    { method: 'DELETE', path: '/api/content/products/{id}/images/{hash}', access: 'content' },
    { method: 'PUT', path: '/api/content/products/{id}/prices', access: 'content' },
    { method: 'POST', path: '/api/content/article-pictures', access: 'content' },
  ]),
  timeoutSeconds: 29,
  memoryMb: 1536,
  nodeModules: ['sharp'],
};
