import { type ApiGroupDecl, apiFunction } from '../http-api';

export const blogApi: ApiGroupDecl = {
  // The blog: articles, their ratings, feeds and sitemaps; content staff publish, which
  // pre-renders the article's page into the site bucket (the catalogue index gives related products).
  ...apiFunction('blog', { table: 'readWrite', documents: 'read', site: 'readWrite' }, [
    { method: 'GET', path: '/api/blog/articles', access: 'public' },
    { method: 'GET', path: '/api/blog/articles/{language}/{link}', access: 'public' },
    { method: 'POST', path: '/api/blog/articles/{language}/{link}/ratings', access: 'customer' },
    { method: 'GET', path: '/api/blog/articles/{language}/{link}/ratings/mine', access: 'customer' },
    { method: 'GET', path: '/api/blog/feeds/{name}', access: 'public' },
    { method: 'GET', path: '/api/blog/sitemaps/{name}', access: 'public' },
    { method: 'GET', path: '/api/blog/staff/articles', access: 'content' },
    { method: 'POST', path: '/api/blog/staff/articles', access: 'content' },
    { method: 'PUT', path: '/api/blog/staff/articles', access: 'content' },
    { method: 'GET', path: '/api/blog/staff/articles/{language}/{link}', access: 'content' },
    {
      method: 'DELETE',
      path: '/api/blog/staff/articles/{language}/{link}/publication',
      access: 'content',
    },
  ]),
  timeoutSeconds: 29,
  memoryMb: 1024,
  // An article's page and the lists it is on (the article page lays it out with the blog's layout).
  renders: ['features/blog/blog-screen.tsx', 'features/blog/article-layout.tsx'],
};
