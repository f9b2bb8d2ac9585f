import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SWRInfiniteResponse } from 'swr/infinite';
import { ErrorPage } from '../../components/error-page';
import { ShowMoreButton } from '../../components/show-more-button';
import type { ApiError } from '../../lib/api-client';

/**
 * A staff list read a page at a time (`useSWRInfinite`): the error page with a retry before its first
 * page, the loading mark, `empty` (a message id) when it holds nothing, else `children`; then "show
 * more" (`more`) while the last page names a cursor.
 */
export const StaffPagedList = <Page extends { cursor?: string }>({
  list: { data: pages, error, size, setSize, isValidating, mutate },
  count,
  empty,
  more,
  children,
}: {
  list: SWRInfiniteResponse<Page, ApiError>;
  count: number;
  empty: string;
  more: string;
  children: ReactNode;
}) => (
  <>
    {error && !pages ? (
      <ErrorPage onRetry={() => void mutate()} />
    ) : !pages ? (
      <p aria-busy="true" className="loading" />
    ) : count === 0 ? (
      <p className="staff-empty">
        <FormattedMessage id={empty} />
      </p>
    ) : (
      children
    )}
    {pages?.at(-1)?.cursor && (
      <ShowMoreButton label={more} loading={isValidating} onClick={() => void setSize(size + 1)} />
    )}
  </>
);
