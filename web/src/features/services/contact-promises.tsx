import { FormattedMessage } from 'react-intl';
import { contactPromises } from '#shared/device-as-a-service/contact-promises';
import { workingHours } from '#shared/forms/working-hours';

/** How soon the shop gets back about a service (spec section 9), from the one table, with the working hours. */
export const ContactPromises = () => (
  <section aria-labelledby="promises-title" className="contact-promises">
    <h2 id="promises-title">
      <FormattedMessage id="services.promise.title" />
    </h2>
    <dl>
      {contactPromises.map(({ topic, within, unit }) => (
        <div key={topic} data-promise={topic}>
          <dt>
            <FormattedMessage id={`services.promise.${topic}`} />
          </dt>
          <dd>
            <FormattedMessage id={`services.promise.within.${unit}`} values={{ count: within }} />
          </dd>
        </div>
      ))}
    </dl>
    <p>
      <FormattedMessage
        id="services.promise.hours"
        values={{ opens: workingHours.opens, closes: workingHours.closes }}
      />
    </p>
  </section>
);
