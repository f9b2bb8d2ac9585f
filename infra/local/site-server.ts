import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { imageCacheControl } from '#functions/lib/images/image-variants';
import type { Language } from '#shared/locale';
import { pageKey } from '#shared/page-key';
import { decidePage, renderedPagesApi } from '#shared/page-kind';
import { pathFor, type RouteMatch } from '#shared/routes';
import { originSecretHeader } from '../security-headers';
import { isEdgeCachedPath } from '../wiring';
import { compressAnswer, compressedFile, compressible, encodingFor } from './compression';
import { removeRequestHeaders } from './request-headers';
import { sharedCache } from './shared-cache';

// The site as CloudFront serves it: files from the production build (pre-rendered pages as
// `<path>/index.html`), `/api/*` to the HTTP API (its edge-cached reads through the distribution's
// cache, shared-cache.ts, as their behaviours), `/robots.txt` and `/sitemap.xml` rewritten to the
// common group (a CloudFront Function does the same), every page and file with the security headers
// of infra/security-headers.ts. Any other path is decided by `decidePage` (shared/page-kind.ts): a
// browser-rendered route gets the app shell (`app.html`), a page rendered per request (the search)
// comes from the pages group (`renderedPagesApi`, then its path and query) through the distribution's
// cache (shared-cache.ts: kept as long as its `s-maxage` says), a catalogue record's page
// from the site bucket (or, while the background pre-render has not reached it, the shell if the catalogue
// has the record), and a path no route matches or a record that does not exist gets the not-found
// page of its language with 404.

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
/** A product image variant's path (shared/catalogue/product-images.ts `imagePath`). */
const imagePath = /^\/img\/[0-9a-f]{16}\/\d{1,4}\.(avif|webp)$/;

const rewrites: Record<string, string> = {
  '/robots.txt': '/api/common/robots.txt',
  '/sitemap.xml': '/api/common/sitemap.xml',
};

type Headers = Readonly<Record<string, string>>;

const sendFile = (
  req: IncomingMessage,
  res: ServerResponse,
  security: Headers,
  file: string,
  status = 200,
): void => {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${join('dist', 'assets')}`);
  const headers: Record<string, string> = {
    ...security,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  const encoding = compressible.test(type)
    ? encodingFor(String(req.headers['accept-encoding'] ?? ''))
    : undefined;
  if (!encoding) {
    res.writeHead(status, { ...headers, 'content-length': String(statSync(file).size) });
    createReadStream(file).pipe(res);
    return;
  }
  compressedFile(file, encoding).then(
    (body) =>
      res
        .writeHead(status, {
          ...headers,
          'content-encoding': encoding,
          'content-length': String(body.length),
        })
        .end(body),
    (error: unknown) => {
      console.error('[site] could not read a file of the build:', error);
      res.writeHead(500, security).end();
    },
  );
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

const sendPage = (req: IncomingMessage, res: ServerResponse, security: Headers, page: Buffer): void => {
  const headers = {
    ...security,
    'content-type': types['.html'] as string,
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  };
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(page));
  } else {
    res.writeHead(200, { ...headers, 'content-length': String(page.length) }).end(page);
  }
};

/** Whether `path` lies inside the folder `root`, compared by whole path segments. */
const isInside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

export const createSiteServer = (options: {
  distDir: string;
  api: RequestListener;
  local: Record<string, RequestListener>;
  /** Sent with every page and file (`siteSecurityHeaders` of infra/security-headers.ts). */
  securityHeaders: Headers;
  /** Added to every API request, replacing one the caller sent, as CloudFront does (`ORIGIN_SECRET`). */
  originSecret: string;
  /** Pages pre-rendered into the site bucket (catalogue pages), by key: `produkt/<id>/<slug>/index.html`. */
  bucketPage?: (key: string) => Promise<Buffer | undefined>;
  /** Whether the catalogue holds the record of a product or category page (asked when the bucket has no page). */
  recordExists?: (match: RouteMatch) => Promise<boolean>;
  /** A product image variant of the site bucket (`img/<hash>/<width>.<format>`), served like CloudFront serves it. */
  bucketImage?: (key: string) => Promise<{ body: Buffer; contentType: string } | undefined>;
}): RequestListener => {
  const root = resolve(options.distDir);
  const security = options.securityHeaders;
  const shell = join(root, 'app.html');
  // As CloudFront's API origin: the front-door secret replaces any the caller sent, and the answer is
  // compressed when the caller accepts it.
  const api: RequestListener = (req, res) => {
    removeRequestHeaders(req, [originSecretHeader]);
    req.rawHeaders.push(originSecretHeader, options.originSecret);
    req.headers[originSecretHeader] = options.originSecret;
    const encoding = encodingFor(String(req.headers['accept-encoding'] ?? ''));
    if (encoding) compressAnswer(res, encoding);
    options.api(req, res);
  };
  // The pages rendered per request and the edge-cached API reads (the wiring's `edgeCached` routes) go
  // through CloudFront's cache (shared-cache.ts), as their behaviours send them there; other API
  // requests reach the API uncached, as `/api/*` does.
  const edge = sharedCache(api, (req) => encodingFor(String(req.headers['accept-encoding'] ?? '')));
  const edgeRead = (req: IncomingMessage, path: string) =>
    (req.method === 'GET' || req.method === 'HEAD') && isEdgeCachedPath(path);

  const notFound = (req: IncomingMessage, res: ServerResponse, language: Language): void => {
    const page = join(root, pageKey(pathFor('notFound', language)));
    if (isFile(page)) sendFile(req, res, security, page, 404);
    else res.writeHead(404, { ...security, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  /** A product or category page: the bucket's, else the shell when the record exists, else 404. */
  const recordPage = async (req: IncomingMessage, res: ServerResponse, match: RouteMatch) => {
    const page = await options.bucketPage?.(pageKey(match.canonical));
    if (page) return sendPage(req, res, security, page);
    const exists = options.recordExists ? await options.recordExists(match) : true;
    return exists ? sendFile(req, res, security, shell) : notFound(req, res, match.language);
  };

  return (req, res) => {
    const rawUrl = req.url ?? '/';
    // The path as sent, as the gateway routes it.
    if (rawUrl.startsWith('/api/'))
      return edgeRead(req, rawUrl.split('?')[0] ?? '') ? edge(req, res) : api(req, res);
    const url = new URL(rawUrl, 'http://localhost');
    const rewrite = rewrites[url.pathname];
    if (rewrite) {
      req.url = rewrite + url.search;
      return api(req, res);
    }
    const local = Object.entries(options.local).find(([prefix]) => url.pathname.startsWith(prefix));
    if (local) return local[1](req, res);
    if (imagePath.test(url.pathname) && options.bucketImage) {
      void options.bucketImage(url.pathname.slice(1)).then((image) => {
        if (!image) return res.writeHead(404, { ...security, 'cache-control': 'no-cache' }).end();
        res
          .writeHead(200, {
            ...security,
            'content-type': image.contentType,
            'content-length': String(image.body.length),
            'cache-control': imageCacheControl,
          })
          .end(req.method === 'HEAD' ? undefined : image.body);
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...security, allow: 'GET, HEAD' }).end();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, security).end();
      return;
    }
    const path = join(root, decoded);
    if (!isInside(root, path)) {
      res.writeHead(400, security).end();
      return;
    }
    if (isFile(path)) return sendFile(req, res, security, path);
    if (isFile(join(path, 'index.html'))) return sendFile(req, res, security, join(path, 'index.html'));
    const decision = decidePage(url.pathname);
    if (decision.kind === 'notFound') return notFound(req, res, decision.language);
    if (decision.kind === 'rendered') {
      // As the distribution's behaviours of these paths: the pages group renders the page, and the
      // answer carries the site's headers (CloudFront's response headers policy) beside the API's.
      for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
      req.url = renderedPagesApi + url.pathname + url.search;
      return edge(req, res);
    }
    const { match } = decision;
    const canonical = join(root, pageKey(match.canonical));
    if (isFile(canonical)) return sendFile(req, res, security, canonical);
    if (decision.kind === 'record') {
      void recordPage(req, res, match).catch((error: unknown) => {
        console.error('[site] could not answer a catalogue page:', error);
        if (!res.headersSent) sendFile(req, res, security, shell);
      });
      return;
    }
    return sendFile(req, res, security, shell);
  };
};
