import { FormattedMessage } from 'react-intl';
import { Button } from './button';

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
  <Button variant="secondary" busy={loading} onClick={onClick}>
    <FormattedMessage id={label} />
  </Button>
);
