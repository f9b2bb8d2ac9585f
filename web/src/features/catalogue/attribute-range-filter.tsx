import { FormattedMessage, useIntl } from 'react-intl';
import type { AttributeRange, RangeFacet } from '#shared/catalogue/listing';
import { attributeLabel, attributeValueText } from './attribute-text';
import { RangeForm } from './range-form';

/**
 * A numeric attribute's filter: from and to fields, the results' own range as
 * placeholders, and the buckets computed from the data as one-click ranges with their counts; the
 * chosen range is the URL's `range.<key>`.
 */
export const AttributeRangeFilter = ({
  facet,
  range,
  onChange,
}: {
  facet: RangeFacet;
  range: AttributeRange | undefined;
  onChange: (range: AttributeRange | undefined) => void;
}) => {
  const intl = useIntl();
  const text = (value: number) => attributeValueText(intl, facet, value);
  const apply = ({ min, max }: AttributeRange) =>
    onChange(
      min === undefined && max === undefined
        ? undefined
        : { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) },
    );
  const picked = (bucket: AttributeRange) => range?.min === bucket.min && range?.max === bucket.max;
  return (
    <RangeForm
      key={`${range?.min}-${range?.max}`}
      className="facet--range"
      legend={attributeLabel(intl, facet.key)}
      step="any"
      min={{ value: range?.min, placeholder: intl.formatNumber(facet.range.min) }}
      max={{ value: range?.max, placeholder: intl.formatNumber(facet.range.max) }}
      onApply={apply}
    >
      {facet.buckets.length > 1 && (
        <ul className="facet__buckets">
          {facet.buckets.map((bucket) => (
            <li key={`${bucket.min}-${bucket.max}`}>
              <button
                type="button"
                className="facet__bucket"
                aria-pressed={picked(bucket)}
                onClick={() => apply(picked(bucket) ? {} : { min: bucket.min, max: bucket.max })}
              >
                {bucket.min === bucket.max ? (
                  text(bucket.min)
                ) : (
                  <FormattedMessage
                    id="listing.range.between"
                    values={{ min: text(bucket.min), max: text(bucket.max) }}
                  />
                )}{' '}
                <span className="facet__count">({bucket.count})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </RangeForm>
  );
};
