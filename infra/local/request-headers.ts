import type { IncomingMessage } from 'node:http';

/** Takes headers off a request (`names` lower-case), from its raw list and its parsed headers alike. */
export const removeRequestHeaders = (req: IncomingMessage, names: readonly string[]): void => {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (names.includes(raw[i]?.toLowerCase() ?? '')) raw.splice(i, 2);
  }
  for (const name of names) delete req.headers[name];
};
