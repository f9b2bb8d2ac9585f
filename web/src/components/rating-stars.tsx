import { useIntl } from 'react-intl';
import type { RatingView } from '#shared/catalogue/listing';

/** Five stars filled to the average, read out as "4.3 of 5, 12 ratings". */
export const RatingStars = ({ rating }: { rating: RatingView }) => {
  const intl = useIntl();
  const average = rating.average ?? 0;
  const label =
    rating.average === null
      ? intl.formatMessage({ id: 'rating.none' })
      : intl.formatMessage(
          { id: 'rating.summary' },
          {
            average: intl.formatNumber(average, { maximumFractionDigits: 1 }),
            count: rating.count,
          },
        );
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (star <= Math.round(average) ? '★' : '☆')).join('')}
      </span>{' '}
      <span>{label}</span>
    </p>
  );
};
