import { FormattedMessage } from 'react-intl';
import { basketConsentsSchema } from '#shared/basket/basket-route-bodies';
import type { BasketView } from '#shared/basket/basket-view';
import { AlertMessage } from '../../components/alert-message';
import type { BasketScope } from '../../lib/basket/basket-scope';
import { useBasketChange } from '../../lib/basket/use-basket-change';
import { setBasketConsents } from './api/consents-api';

/** The basket's newsletter consent (spec section 3), saved with the basket as it is ticked. */
export const NewsletterConsent = ({ basket, scope }: { basket: BasketView; scope: BasketScope }) => {
  const { busy, failure, run } = useBasketChange('consents');
  const change = (newsletter: boolean) =>
    run(() => setBasketConsents(scope, basketConsentsSchema.parse({ newsletter })));
  return (
    <div className="form-field">
      <label className="consent">
        <input
          type="checkbox"
          checked={basket.consents.newsletter}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        <FormattedMessage id="basket.newsletter" />
      </label>
      <AlertMessage id={failure} />
    </div>
  );
};
