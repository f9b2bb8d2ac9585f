import type { IncomingMessage } from 'node:http';

/**
 * Reads a whole request body, or returns 'too-large' once it passes `limit` bytes. The rest is still
 * drained so the client gets the error response instead of a reset connection.
 */
export const readBody = (req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> => {
  // A request without a body (no length, no chunked encoding) needs no wait for its end.
  if (!req.headers['transfer-encoding'] && (req.headers['content-length'] ?? '0') === '0') {
    req.resume();
    return Promise.resolve(emptyBody);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
};

const emptyBody = Buffer.alloc(0);
