import { type ApiGroupDecl, apiFunction } from '../http-api';

export const contentApi: ApiGroupDecl = {
  // Product images and articles' pictures: sharp renders the variants (more memory and time; its native
  // build is installed beside the bundle), written to the site bucket and the documents bucket. A
  // product's prices beside its images. Blog articles written, published and taken back: publishing
  // pre-renders the article's page and the lists it is on into the site bucket.
  ...apiFunction('content', { table: 'readWrite', documents: 'readWrite', site: 'readWrite' }, [
    { method: 'GET', path: '/api/content/products/{id}/images', access: 'content' },
    { method: 'POST', path: '/api/content/products/{id}/images', access: 'content' },
    { method: 'PUT', path: '/api/content/products/{id}/images/order', access: 'content' },
    { method: 'PUT', path: '/api/content/products/{id}/images/{hash}/alt', access: 'content' },
    { method: 'DELETE', path: '/api/content/products/{id}/images/{hash}', access: 'content' },
    { method: 'PUT', path: '/api/content/products/{id}/prices', access: 'content' },
    { method: 'POST', path: '/api/content/article-pictures', access: 'content' },
    { method: 'GET', path: '/api/content/articles', access: 'content' },
    { method: 'POST', path: '/api/content/articles', access: 'content' },
    { method: 'PUT', path: '/api/content/articles', access: 'content' },
    { method: 'GET', path: '/api/content/articles/{language}/{link}', access: 'content' },
    { method: 'DELETE', path: '/api/content/articles/{language}/{link}/publication', access: 'content' },
  ]),
  timeoutSeconds: 29,
  memoryMb: 1536,
  nodeModules: ['sharp'],
  // An article's page and the lists it is on (the article page lays it out with the blog's layout).
  renders: ['features/blog/blog-screen.tsx', 'features/blog/article-layout.tsx'],
};
