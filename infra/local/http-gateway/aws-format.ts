const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const format = (date: Date): string =>
  `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
  `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;

// The text changes once a second; the gateway asks for it on every request.
let last = { second: Number.NaN, text: '' };

/** API Gateway's request time, e.g. `21/Nov/2026:21:48:00 +0000` (always UTC). */
export const awsRequestTime = (date: Date): string => {
  const second = Math.floor(date.getTime() / 1000);
  if (second !== last.second) last = { second, text: format(date) };
  return last.text;
};

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An id shaped like API Gateway's request and connection ids, e.g. `L0SM9cOFvHcCIhw=`. Unique enough
 * for a laptop and cheap on the gateway's hot path (no crypto call per request).
 */
export const awsId = (): string => {
  let id = '';
  for (let i = 0; i < 15; i++) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${id}=`;
};
