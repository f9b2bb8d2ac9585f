/**
 * A payment provider refused a call or could not be reached: `code` is the provider's own error code
 * (Przelewy24's `code`, the HTTP status of its error answer) or ours when it gave none (`timeout`,
 * `network`, `unreadable_answer`); `message` is the provider's text. Never carries a secret.
 */
export class ProviderError extends Error {
  readonly code: number | 'timeout' | 'network' | 'unreadable_answer';
  /** The HTTP status of the answer, when there was one. */
  readonly status: number | undefined;

  constructor(code: ProviderError['code'], message: string, status?: number) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
    this.status = status;
  }

  /** Worth asking again: no answer, or the provider's own failure (5xx, 429). */
  get transient(): boolean {
    return this.status === undefined
      ? this.code !== 'unreadable_answer'
      : this.status >= 500 || this.status === 429;
  }
}
