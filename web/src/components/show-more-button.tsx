import { FormattedMessage } from 'react-intl';

/** "Show more" under a list read page by page (SWR infinite): busy while the next page loads. */
export const ShowMoreButton = ({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) => (
  <button
    type="button"
    className="button button--secondary"
    disabled={loading}
    aria-busy={loading}
    onClick={onClick}
  >
    <FormattedMessage id={label} />
  </button>
);
