import { FormattedMessage } from 'react-intl';
import type { OrderClientAction, OrderClientState } from '#shared/orders/order-client-state';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { Description, DescriptionList } from '../../components/description-list';
import { PostalAddress } from '../../components/postal-address';
import { chosenLockerText } from './parcel-locker-picker';

const Change = ({ step, dispatch }: { step: number; dispatch: (action: OrderClientAction) => void }) => (
  <button
    type="button"
    className="link-button checkout-recap__change"
    onClick={() => dispatch({ type: 'goToStep', step })}
  >
    <FormattedMessage id="checkout.summary.change" values={{ step }} />
  </button>
);

/**
 * What the shopper chose in steps 2–4, each with a way back to its step: the delivery (a parcel
 * locker with its address), the contact and its address, the company invoiced, the payment method.
 */
export const OrderRecap = ({
  state,
  dispatch,
}: {
  state: OrderClientState;
  dispatch: (action: OrderClientAction) => void;
}) => {
  const { method, contact: contactForm, locker } = state.shipping;
  const contact = contactForm.data;
  const payment = paymentMethodOfId(state.paymentMethodId ?? 0);
  const invoice = state.invoice.data;
  return (
    <DescriptionList className="checkout-recap">
      {method && (
        <Description term="checkout.shipping.title">
          <FormattedMessage id={`basket.shipping.${method}`} />
          {method === 'parcel-locker' && locker.data.parcelLockerId && (
            <>
              <br />
              <FormattedMessage
                id="checkout.locker.chosen"
                values={{ locker: chosenLockerText(locker.data) }}
              />
            </>
          )}
          <Change step={2} dispatch={dispatch} />
        </Description>
      )}
      <Description term="checkout.address.title">
        <PostalAddress
          lines={{
            name: `${contact.firstName ?? ''} ${contact.surname ?? ''}`,
            street: contact.street ?? '',
            building: contact.buildingNumber ?? '',
            flat: contact.flatNumber,
            zipCode: contact.zipCode ?? '',
            city: contact.city ?? '',
            country: contact.country || 'PL',
          }}
        >
          {contact.email}, {contact.phone}
        </PostalAddress>
        <Change step={2} dispatch={dispatch} />
      </Description>
      {invoice.companyName && (
        <Description term="checkout.step.invoice">
          {invoice.companyName}, {invoice.taxNumber}
          <Change step={3} dispatch={dispatch} />
        </Description>
      )}
      {payment && (
        <Description term="checkout.step.payment">
          <FormattedMessage id={`payment.method.${payment}`} />
          <Change step={4} dispatch={dispatch} />
        </Description>
      )}
    </DescriptionList>
  );
};
