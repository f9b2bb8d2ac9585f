import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { emailField } from '#shared/contact-fields';
import { deliveryAddressSchema } from '#shared/orders/delivery-address';
import { ChoiceFieldset } from '../../components/choice-fieldset';
import { TextField } from '../../components/fields';
import { CountrySelect } from '../../lib/form/country-select';
import { useMoney } from '../../lib/use-money';
import { basketKinds, hasActivationKeys } from './checkout-rules';
import { lockerMissing, lockerRules, ParcelLockerPicker } from './parcel-locker-picker';
import { SavedAddressPicker } from './saved-address-picker';
import { StepActions } from './step-actions';
import { type StepRules, schemaErrors, useStepForm } from './step-form';
import type { StepProps } from './step-props';

const addressFields = [
  'firstName',
  'surname',
  'phone',
  'email',
  'street',
  'buildingNumber',
  'flatNumber',
  'zipCode',
  'city',
] as const;
const autoComplete: Partial<Record<(typeof addressFields)[number], string>> = {
  firstName: 'given-name',
  surname: 'family-name',
  phone: 'tel',
  email: 'email',
  street: 'address-line1',
  zipCode: 'postal-code',
  city: 'address-level2',
};

const contactRules: StepRules = (data) => schemaErrors(deliveryAddressSchema, data);
/** The activation e-mail is optional; given, it must be an e-mail. */
const deliveryRules: StepRules = (data) => {
  const activationEmail = data.activationEmail?.trim();
  return activationEmail ? schemaErrors(emailField, activationEmail, 'activationEmail') : [];
};

/**
 * Step 2: the shipping method the basket allows (with its price), the contact and delivery address
 * (spec section 5's rules, the shared schema; a signed-in customer may start from a saved one), the
 * parcel locker for that method, and the e-mail for activation keys when the basket holds licences.
 */
export const DeliveryStep = ({ state, dispatch, basket, profile }: StepProps) => {
  const methodId = useId();
  const [methodMissing, setMethodMissing] = useState(false);
  const { shipping } = state;
  const setForm = (form: 'contact' | 'delivery' | 'locker') => (data: Record<string, string>) =>
    dispatch({ type: 'setShippingForm', form, state: { data, valid: false } });
  const contact = useStepForm(shipping.contact.data, setForm('contact'), contactRules);
  const locker = useStepForm(shipping.locker.data, setForm('locker'), lockerRules);
  const delivery = useStepForm(shipping.delivery.data, setForm('delivery'), deliveryRules);
  const electronic = hasActivationKeys(basketKinds(basket));
  const money = useMoney(basket.currency);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const method = shipping.method;
    setMethodMissing(method === null);
    if (method === null) document.getElementById(methodId)?.focus();
    const addressValid = contact.report(contactRules(shipping.contact.data), method !== null);
    const lockerValid = locker.report(
      method === 'parcel-locker' ? lockerMissing(shipping.locker.data) : [],
      method !== null && addressValid,
    );
    const emailValid = delivery.report(
      deliveryRules(shipping.delivery.data),
      method !== null && addressValid && lockerValid,
    );
    if (method === null || !addressValid || !lockerValid || !emailValid) return;
    for (const form of ['contact', 'locker', 'delivery'] as const) {
      dispatch({ type: 'setShippingForm', form, state: { data: shipping[form].data, valid: true } });
    }
    dispatch({ type: 'completeStep' });
  };

  return (
    <form onSubmit={next} noValidate>
      <ChoiceFieldset
        id={methodId}
        legend="checkout.shipping.title"
        error={methodMissing && shipping.method === null ? 'checkout.shipping.required' : undefined}
      >
        {basket.totals.shipping.map((option, index) => (
          <label key={option.method} className="consent">
            <input
              id={index === 0 ? methodId : undefined}
              type="radio"
              name="shippingMethod"
              checked={shipping.method === option.method}
              onChange={() => dispatch({ type: 'chooseShipping', method: option.method })}
            />
            <FormattedMessage id={`basket.shipping.${option.method}`} />:{' '}
            {option.gross === 0 ? <FormattedMessage id="basket.shipping.free" /> : money(option.gross)}
          </label>
        ))}
      </ChoiceFieldset>
      {shipping.method === 'parcel-locker' && <ParcelLockerPicker form={locker} />}
      <fieldset>
        <legend>
          <FormattedMessage id="checkout.address.title" />
        </legend>
        <SavedAddressPicker
          signedIn={profile !== undefined}
          selectedId={shipping.selectedAddressId}
          onChoose={(id, data) => {
            dispatch({ type: 'setShippingForm', form: 'contact', state: { data, valid: false } });
            dispatch({ type: 'chooseShipping', method: shipping.method, selectedAddressId: id });
          }}
        />
        <CountrySelect form={contact} name="country" label="checkout.address.country" />
        {addressFields.map((name) => (
          <TextField
            key={name}
            form={contact}
            name={name}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={autoComplete[name]}
            label={`checkout.address.${name}`}
          />
        ))}
      </fieldset>
      {electronic && (
        <TextField
          form={delivery}
          name="activationEmail"
          type="email"
          autoComplete="email"
          label="checkout.activationEmail"
          hint={<FormattedMessage id="checkout.activationEmail.hint" />}
        />
      )}
      <StepActions />
    </form>
  );
};
