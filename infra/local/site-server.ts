import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { defaultLanguage } from '../../shared/locale';
import { bucketRouteKeys, pageKey } from '../../shared/page-key';
import { matchPath, pathFor } from '../../shared/routes';

// The site as CloudFront serves it: files from the production build (pre-rendered pages as
// `<path>/index.html`), `/api/*` to the HTTP API, `/robots.txt` and `/sitemap.xml` rewritten to the
// common group (a CloudFront Function does the same). A known route without a pre-rendered page gets
// the app shell (`app.html`); an unknown path gets the 404 page of its language with status 404.

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

const rewrites: Record<string, string> = {
  '/robots.txt': '/api/common/robots.txt',
  '/sitemap.xml': '/api/common/sitemap.xml',
};

const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, status = 200): void => {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${join('dist', 'assets')}`);
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const stream = createReadStream(file);
  if (compressible.test(type) && /\bbr\b/.test(accepts)) {
    res.writeHead(status, { ...headers, 'content-encoding': 'br' });
    stream.pipe(createBrotliCompress()).pipe(res);
  } else if (compressible.test(type) && /\bgzip\b/.test(accepts)) {
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip' });
    stream.pipe(createGzip()).pipe(res);
  } else {
    res.writeHead(status, { ...headers, 'content-length': String(statSync(file).size) });
    stream.pipe(res);
  }
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

const sendPage = (req: IncomingMessage, res: ServerResponse, page: Buffer): void => {
  const headers = {
    'content-type': types['.html'] as string,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(page));
  } else {
    res.writeHead(200, { ...headers, 'content-length': String(page.length) }).end(page);
  }
};

export const createSiteServer = (options: {
  distDir: string;
  api: RequestListener;
  local: Record<string, RequestListener>;
  /** Pages pre-rendered into the site bucket (catalogue pages), by key: `produkt/<id>/<slug>/index.html`. */
  bucketPage?: (key: string) => Promise<Buffer | undefined>;
}): RequestListener => {
  const root = resolve(options.distDir);
  // CloudFront passes the visitor's host as x-forwarded-host because API Gateway sees its own; here
  // the gateway shares the site's host, so the functions read the same origin from Host.
  const { api } = options;
  return (req, res) => {
    const rawUrl = req.url ?? '/';
    if (rawUrl.startsWith('/api/')) return api(req, res);
    const url = new URL(rawUrl, 'http://localhost');
    const rewrite = rewrites[url.pathname];
    if (rewrite) {
      req.url = rewrite + url.search;
      return api(req, res);
    }
    const local = Object.entries(options.local).find(([prefix]) => url.pathname.startsWith(prefix));
    if (local) return local[1](req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const path = normalize(join(root, decoded));
    if (!path.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    if (isFile(path)) return sendFile(req, res, path);
    if (isFile(join(path, 'index.html'))) return sendFile(req, res, join(path, 'index.html'));
    // A path under an unknown language prefix is read as the default language's page.
    const match = matchPath(url.pathname) ?? matchPath(url.pathname.replace(/^\/[a-z]{2}(?=\/)/, ''));
    if (match) {
      const canonical = join(root, match.canonical, 'index.html');
      if (isFile(canonical)) return sendFile(req, res, canonical);
      const shell = join(root, 'app.html');
      // Only catalogue pages live in the bucket: any other route goes straight to the shell.
      if (!options.bucketPage || !bucketRouteKeys.has(match.key)) return sendFile(req, res, shell);
      void options
        .bucketPage(pageKey(match.canonical))
        .then((page) => (page ? sendPage(req, res, page) : sendFile(req, res, shell)));
      return;
    }
    const language =
      matchPath(url.pathname.replace(/^(\/[a-z]{2})\/.*$/, '$1/'))?.language ?? defaultLanguage;
    const notFound = join(root, pathFor('notFound', language), 'index.html');
    if (isFile(notFound)) return sendFile(req, res, notFound, 404);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };
};
