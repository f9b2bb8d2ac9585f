import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { quantitySchema } from '#shared/basket/basket-requests';
import { mayGoInBasket } from '#shared/catalogue/availability-states';
import type { Availability } from '#shared/catalogue/product';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { addToBasket } from '../../lib/basket/add-to-basket';
import { useBasketScope } from '../../lib/basket/basket-scope';
import { useBasketChange } from '../../lib/basket/use-basket-change';

/**
 * "Add to basket" for a product that can be ordered now; the product page also asks how many. The
 * basket modal opens with the answer (the app shows it); a failure is said beside the button.
 */
export const AddToBasketButton = ({
  productId,
  productName,
  availability,
  withQuantity = false,
}: {
  productId: string;
  productName: string;
  availability: Availability;
  withQuantity?: boolean;
}) => {
  const intl = useIntl();
  const scope = useBasketScope();
  const quantityId = useId();
  const [quantity, setQuantity] = useState('1');
  const { busy, failure, setFailure, run } = useBasketChange('add');
  if (!mayGoInBasket(availability.state)) return null;

  const add = () => {
    const parsed = quantitySchema.safeParse(Number(quantity));
    if (parsed.success) void run(() => addToBasket(scope, { productId, quantity: parsed.data }));
    else setFailure('basket.quantity.invalid');
  };

  return (
    <div className="add-to-basket">
      {withQuantity && (
        <>
          <label htmlFor={quantityId}>
            <FormattedMessage id="basket.quantity" />
          </label>
          <input
            id={quantityId}
            className="add-to-basket__quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </>
      )}
      <Button
        disabled={busy}
        aria-label={
          withQuantity ? undefined : intl.formatMessage({ id: 'basket.addNamed' }, { name: productName })
        }
        onClick={add}
      >
        <FormattedMessage id="basket.add" />
      </Button>
      <AlertMessage id={failure} className="add-to-basket__failure" />
    </div>
  );
};
