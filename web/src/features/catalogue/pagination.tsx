import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

/** Pages around the current one, with the first and the last always shown. */
const visiblePages = (page: number, last: number): number[] =>
  [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, last])]
    .filter((item) => item >= 1 && item <= last)
    .sort((a, b) => a - b);

export const Pagination = ({
  page,
  last,
  hrefFor,
}: {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
}) => {
  const intl = useIntl();
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'listing.pagination' })}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev">
              <FormattedMessage id="listing.previous" />
            </Link>
          </li>
        )}
        {visiblePages(page, last).map((item) => (
          <li key={item}>
            <Link
              href={hrefFor(item)}
              aria-current={item === page ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'listing.page' }, { page: item })}
            >
              {item}
            </Link>
          </li>
        ))}
        {page < last && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next">
              <FormattedMessage id="listing.next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
};
