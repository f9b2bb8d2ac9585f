import type { IncomingMessage, ServerResponse } from 'node:http';

// The one body reader of every local server (the gateway, the emulated AWS endpoints): it keeps at
// most `limit` bytes and stops reading the moment a body passes it, so a huge upload costs no memory.

/**
 * Reads a whole request body, or resolves 'too-large' as soon as it passes `limit` bytes (or says it
 * will): the rest is never read, and the connection closes once `res` (the caller's 413) is sent.
 */
export const readBody = (
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): Promise<Buffer | 'too-large'> => {
  // A request without a body (no length, no chunked encoding) needs no wait for its end.
  if (!req.headers['transfer-encoding'] && (req.headers['content-length'] ?? '0') === '0') {
    req.resume();
    return Promise.resolve(emptyBody);
  }
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(stopReading(req, res));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else resolve(stopReading(req, res, onData));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
};

/**
 * Stops reading and closes the connection once the answer is sent: the unread rest of the body is
 * dropped with it, instead of being drained as Node does before reusing a connection.
 */
const stopReading = (
  req: IncomingMessage,
  res: ServerResponse,
  onData?: (chunk: Buffer) => void,
): 'too-large' => {
  if (onData) req.off('data', onData);
  req.pause();
  res.shouldKeepAlive = false;
  res.once('finish', () => req.socket.destroy());
  return 'too-large';
};

/** A body of at most `limit` bytes as UTF-8 text; undefined when it is larger (see `readBody`). */
export const readText = async (
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): Promise<string | undefined> => {
  const body = await readBody(req, res, limit);
  return body === 'too-large' ? undefined : body.toString('utf8');
};

const emptyBody = Buffer.alloc(0);
