import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

/**
 * A staff list's status tabs: every item, then each status with its count ("1000+" past the API's
 * cap), each a link to the list filtered so (the other filters kept by `hrefOf`).
 */
export const StatusTabs = <Status extends string>({
  label,
  all,
  statuses,
  current,
  counts,
  tabOf,
  hrefOf,
}: {
  /** Message ids: the tabs' accessible name and the "every item" tab. */
  label: string;
  all: string;
  statuses: readonly Status[];
  current: string | undefined;
  counts: { counts: Partial<Record<Status, number>>; cap: number } | undefined;
  /** A status's message id. */
  tabOf: (status: Status) => string;
  hrefOf: (status: Status | undefined) => string;
}) => {
  const intl = useIntl();
  const countOf = (status: Status) => {
    const count = counts?.counts[status];
    if (!counts || count === undefined) return '';
    return count > counts.cap ? ` (${intl.formatNumber(counts.cap)}+)` : ` (${intl.formatNumber(count)})`;
  };
  return (
    <nav className="staff-tabs" aria-label={intl.formatMessage({ id: label })}>
      <Link href={hrefOf(undefined)} aria-current={current ? undefined : 'page'}>
        <FormattedMessage id={all} />
      </Link>
      {statuses.map((status) => (
        <Link
          key={status}
          href={hrefOf(status)}
          aria-current={current === status ? 'page' : undefined}
          data-status={status}
        >
          <FormattedMessage id={tabOf(status)} />
          {countOf(status)}
        </Link>
      ))}
    </nav>
  );
};
