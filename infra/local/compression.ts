import { readFile, stat } from 'node:fs/promises';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type KeptPromise, keptPromise } from '#functions/lib/bounded-cache';

// Compression as CloudFront does it (`compress: true` on every behaviour) for the local site server.
// A file of the build is encoded once per version of the file (its size and modification time) and
// kept, as CloudFront keeps the compressed object in its cache: encoding on every request would cost
// up to a second per request for the app script (brotli at its best ratio), a delay no visitor of the
// real CDN meets. An answer of the API is encoded as it passes, faster and a little larger.

export type Encoding = 'br' | 'gzip';

const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/** Encoded bodies kept, by file and encoding; the oldest is dropped past this many. */
const kept = 400;
const cache = new Map<string, KeptPromise<Buffer>>();

/** `file` encoded with `encoding`, from the cache while the file has not changed. */
export const compressedFile = async (file: string, encoding: Encoding): Promise<Buffer> => {
  const { size, mtimeMs } = await stat(file);
  return keptPromise(cache, `${encoding}:${file}`, `${size}:${mtimeMs}`, kept, () =>
    readFile(file).then(encoders[encoding]),
  );
};

/** The encoding to send for an `Accept-Encoding` header, brotli first; none when it names neither. */
export const encodingFor = (accepts: string): Encoding | undefined =>
  /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;

/** Types CloudFront compresses (text, JSON, XML, SVG), as the site server sends them. */
export const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** CloudFront leaves smaller answers as they are. */
const smallest = 1000;

const passing: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: promisify(gzip),
};

/**
 * Makes `res` send what is written to it with one `writeHead` and one `end` (as the local HTTP
 * gateway answers) encoded with `encoding`, when its type compresses and it is large enough.
 */
export const compressAnswer = (res: ServerResponse, encoding: Encoding): void => {
  const writeHead = res.writeHead as (code: number, head: OutgoingHttpHeaders) => ServerResponse;
  const end = res.end as (body: Buffer) => ServerResponse;
  let status = 200;
  let headers: OutgoingHttpHeaders = {};
  res.writeHead = ((code: number, head?: OutgoingHttpHeaders) => {
    status = code;
    headers = head ?? {};
    return res;
  }) as typeof res.writeHead;
  res.end = ((body?: string | Buffer, bodyEncoding?: BufferEncoding) => {
    const bytes =
      typeof body === 'string' ? Buffer.from(body, bodyEncoding ?? 'utf8') : (body ?? Buffer.alloc(0));
    const send = (encoded: Buffer, head: OutgoingHttpHeaders) => {
      writeHead.call(res, status, { ...head, 'content-length': String(encoded.length) });
      end.call(res, encoded);
    };
    if (!compressible.test(String(headers['content-type'] ?? '')) || bytes.length < smallest) {
      send(bytes, headers);
    } else {
      passing[encoding](bytes).then(
        (encoded) => send(encoded, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' }),
        () => send(bytes, headers),
      );
    }
    return res;
  }) as typeof res.end;
};
