import { FormattedMessage, useIntl } from 'react-intl';
import { includedInService, serviceTerms } from '#shared/device-as-a-service/service-fee';

/** What the monthly fee includes and the terms (spec sections 1 and 9), from the offer's constants. */
export const OfferFacts = () => {
  const intl = useIntl();
  const months = (count: number) => intl.formatMessage({ id: 'unit.months' }, { count });
  return (
    <div className="offer-facts">
      <section aria-labelledby="included-title">
        <h2 id="included-title">
          <FormattedMessage id="services.included.title" />
        </h2>
        <ul>
          {includedInService.map((item) => (
            <li key={item}>
              <FormattedMessage id={`services.included.${item}`} values={{ tb: serviceTerms.oneDriveTb }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="terms-title">
        <h2 id="terms-title">
          <FormattedMessage id="services.terms.title" />
        </h2>
        <ul>
          <li>
            <FormattedMessage id="services.terms.fee" values={{ divisor: serviceTerms.feeDivisor }} />
          </li>
          <li>
            <FormattedMessage
              id="services.terms.minimum"
              values={{ months: months(serviceTerms.minimumMonths) }}
            />
          </li>
          <li>
            <FormattedMessage
              id="services.terms.cancellation"
              values={{ months: months(serviceTerms.freeCancellationAfterMonths) }}
            />
          </li>
        </ul>
      </section>
    </div>
  );
};
