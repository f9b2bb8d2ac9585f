import useSWR from 'swr';
import type { ErrorBody } from '#shared/errors';
import type { ShopSettings } from '#shared/settings';

// The one API client: JSON in and out, errors as `ApiError` with the API's stable code; the UI shows
// the translated message `error.<code>` (or `error.network` when the shop could not be reached).

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly fields: ErrorBody['fields'] = [],
  ) {
    super(code);
    this.name = 'ApiError';
  }

  /** The message id the UI translates. */
  get messageId(): string {
    return `error.${this.code}`;
  }
}

/** The message id to show for any failure: the API's `error.<code>`, else `error.internal_error`. */
export const messageIdOf = (error: unknown): string =>
  error instanceof ApiError ? error.messageId : 'error.internal_error';

export const apiFetch = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError('network', 0);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok) return body as T;
  const error = body as Partial<ErrorBody> | undefined;
  // API Gateway's own throttling answer has no code of ours.
  const fallback = response.status === 429 ? 'too_many_attempts' : 'internal_error';
  throw new ApiError(typeof error?.code === 'string' ? error.code : fallback, response.status, error?.fields);
};

/** Shop settings (languages, currencies, maintenance); cached by SWR for the page's life. */
export const useShopSettings = () =>
  useSWR<ShopSettings, ApiError>('/api/common/settings', apiFetch, { revalidateOnFocus: false });
