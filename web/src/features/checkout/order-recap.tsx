import { FormattedMessage } from 'react-intl';
import type { OrderClientAction, OrderClientState } from '#shared/orders/order-client-state';
import { paymentMethodOfId } from '#shared/orders/payment-methods';

const Change = ({ step, dispatch }: { step: number; dispatch: (action: OrderClientAction) => void }) => (
  <button type="button" className="link-button" onClick={() => dispatch({ type: 'goToStep', step })}>
    <FormattedMessage id="checkout.summary.change" values={{ step }} />
  </button>
);

/** What the shopper chose in steps 2–4, each with a way back to its step. */
export const OrderRecap = ({
  state,
  dispatch,
}: {
  state: OrderClientState;
  dispatch: (action: OrderClientAction) => void;
}) => {
  const contact = state.shipping.contact.data;
  const lockerId = state.shipping.locker.data.parcelLockerId;
  const method = paymentMethodOfId(state.paymentMethodId ?? 0);
  const company = state.invoice.data.companyName;
  return (
    <dl className="checkout-recap">
      <dt>
        <FormattedMessage id="checkout.address.title" />
      </dt>
      <dd>
        {contact.firstName} {contact.surname}, {contact.street} {contact.buildingNumber}
        {contact.flatNumber ? `/${contact.flatNumber}` : ''}, {contact.zipCode} {contact.city},{' '}
        {contact.email}
        {state.shipping.method === 'parcel-locker' && lockerId && (
          <>
            {' · '}
            <FormattedMessage id="checkout.locker.chosen" values={{ locker: lockerId }} />
          </>
        )}{' '}
        <Change step={2} dispatch={dispatch} />
      </dd>
      {company && (
        <>
          <dt>
            <FormattedMessage id="checkout.step.invoice" />
          </dt>
          <dd>
            {company}, {state.invoice.data.taxNumber} <Change step={3} dispatch={dispatch} />
          </dd>
        </>
      )}
      {method && (
        <>
          <dt>
            <FormattedMessage id="checkout.step.payment" />
          </dt>
          <dd>
            <FormattedMessage id={`payment.method.${method}`} /> <Change step={4} dispatch={dispatch} />
          </dd>
        </>
      )}
    </dl>
  );
};
