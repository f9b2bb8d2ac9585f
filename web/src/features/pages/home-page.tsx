import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type HomeContent, offerPrice } from '#shared/content/home';
import { formatMoney } from '#shared/money';
import { Card, CardGrid } from '../../components/card';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useCurrency } from '../../lib/use-currency';
import { useHomeContent } from './api/home-api';

/** The home page; its offers come from the cms group (embedded when pre-rendered), the newsletter sign-up after them. */
export const HomePage = ({
  initial,
  newsletter,
}: {
  initial: HomeContent | undefined;
  newsletter: ReactNode;
}) => {
  const intl = useIntl();
  const { data } = useHomeContent(initial);
  const language = useLanguage();
  const currency = useCurrency();
  usePageHead({
    title: `${intl.formatMessage({ id: 'app.name' })} – ${intl.formatMessage({ id: 'home.title' })}`,
    description: intl.formatMessage({ id: 'home.lead' }),
  });

  return (
    <>
      <section className="hero">
        <h1>
          <FormattedMessage id="home.title" />
        </h1>
        <p>
          <FormattedMessage id="home.lead" />
        </p>
      </section>
      <section aria-labelledby="offers-title">
        <h2 id="offers-title">
          <FormattedMessage id="home.offers" />
        </h2>
        <CardGrid className="offers">
          {(data?.offers ?? []).map((offer) => (
            <Card key={offer.id} className="offer" data-offer={offer.id}>
              <h3>
                <FormattedMessage id={offer.title} />
              </h3>
              <p>
                <FormattedMessage id={offer.text} />
              </p>
              <p className="offer__price">
                <FormattedMessage
                  id={offer.perServer ? 'home.priceFromPerServer' : 'home.priceFrom'}
                  values={{ price: formatMoney(offerPrice(offer, currency), language) }}
                />
              </p>
            </Card>
          ))}
        </CardGrid>
      </section>
      {newsletter}
    </>
  );
};
