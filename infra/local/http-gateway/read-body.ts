import type { IncomingMessage } from 'node:http';

/**
 * Reads a whole request body, or returns 'too-large' once it passes `limit` bytes. The rest is still
 * drained so the client gets the error response instead of a reset connection.
 */
export const readBody = (req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
