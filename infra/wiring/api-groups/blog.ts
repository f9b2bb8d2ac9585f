import { type ApiGroupDecl, apiFunction } from '../http-api';

// The blog's readers: articles, their ratings, feeds and sitemaps (the catalogue index gives related
// products). The content staff write and publish articles through the content group, which pre-renders
// their pages, so this group carries no page renderer.
export const blogApi: ApiGroupDecl = apiFunction('blog', { table: 'readWrite', documents: 'read' }, [
  { method: 'GET', path: '/api/blog/articles', access: 'public' },
  { method: 'GET', path: '/api/blog/articles/{language}/{link}', access: 'public' },
  { method: 'POST', path: '/api/blog/articles/{language}/{link}/ratings', access: 'customer' },
  { method: 'GET', path: '/api/blog/articles/{language}/{link}/ratings/mine', access: 'customer' },
  { method: 'GET', path: '/api/blog/feeds/{name}', access: 'public' },
  { method: 'GET', path: '/api/blog/sitemaps/{name}', access: 'public' },
]);
